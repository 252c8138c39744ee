import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, gaBootstrapScript } from '@/server/security-headers.mjs';

/** The template literal @next/third-parties renders as GA's inline bootstrap, with our parameters. */
function libraryBootstrap(gaId: string): string {
  const source = readFileSync(
    path.join(process.cwd(), 'node_modules/@next/third-parties/dist/google/ga.js'),
    'utf8',
  );
  const template = source.match(/__html: `([\s\S]*?)`,/)?.[1];
  if (!template) throw new Error('GA bootstrap template not found in @next/third-parties');
  return template
    .replaceAll('${dataLayerName}', 'dataLayer')
    .replaceAll('${gaId}', gaId)
    .replace(/\$\{debugMode \? "[^"]*" : ''\}/, '');
}

describe('GA bootstrap under the hashed-script CSP', () => {
  it('matches the inline script the installed @next/third-parties injects', () => {
    expect(gaBootstrapScript('G-TEST123')).toBe(libraryBootstrap('G-TEST123'));
  });

  it('allows exactly that script when a GA id is configured, and nothing of Google without one', () => {
    const hash = createHash('sha256').update(libraryBootstrap('G-TEST123'), 'utf8').digest('base64');
    expect(contentSecurityPolicy({ env: { NEXT_PUBLIC_GA_ID: 'G-TEST123' } })).toContain(`'sha256-${hash}'`);
    expect(contentSecurityPolicy({ env: {} })).not.toContain('googletagmanager');
  });
});
