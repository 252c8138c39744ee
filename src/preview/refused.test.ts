// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localPath, refusedPreviewPage } from './refused';

describe('refused previews', () => {
  it('answer 401, private and noindex, with the reason and a link back to the post in WordPress', async () => {
    const response = refusedPreviewPage('expired', '42');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('This preview link has expired');
    expect(html).toMatch(/href="http[^"]+\/wp-admin\/post\.php\?post=42&amp;action=edit"/);
    expect(await refusedPreviewPage('forged', '<script>').text()).not.toContain('<script>');
  });

  it('return only to a path on this site', () => {
    expect(localPath('/blog/web/post')).toBe('/blog/web/post');
    for (const to of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
    ]) {
      expect(localPath(to)).toBe('/');
    }
  });
});
