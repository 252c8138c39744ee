// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/src/config/env';
import { localPath, refusedPreviewPage } from './refused';

describe('refused previews', () => {
  it('answer 401, private and noindex, with the reason and a way back that never names the private WordPress address', async () => {
    const response = refusedPreviewPage('expired');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('This preview link has expired');
    expect(html).not.toContain('127.0.0.1:9400');
    expect(html).toContain('href="/"');
  });

  it('link to the public admin address when one is configured', async () => {
    process.env.WORDPRESS_ADMIN_URL = 'https://cms.example.in/wp-admin/';
    resetServerEnvForTests();
    try {
      expect(await refusedPreviewPage('forged').text()).toContain('href="https://cms.example.in/wp-admin/"');
    } finally {
      delete process.env.WORDPRESS_ADMIN_URL;
      resetServerEnvForTests();
    }
  });

  it('return only to a path on this site, encoded for the Location header', () => {
    expect(localPath('/blog/web/post')).toBe('/blog/web/post');
    expect(localPath('/€')).toBe('/%E2%82%AC');
    expect(localPath('/blog?search=café#top')).toBe('/blog?search=caf%C3%A9#top');
    expect(localPath('/%E2%82%AC')).toBe('/%E2%82%AC');
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
