import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  nonHtmlPolicy,
  staticSecurityHeaders,
} from './security-headers.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('inlineScriptHashes', () => {
  it("hashes the framework's inline scripts exactly, and skips external scripts and JSON-LD data blocks", () => {
    const html =
      '<script>self.__next_f.push([1])</script><script src="/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script async="">self.__next_f.push([1,"x"])</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1])'),
      sha('self.__next_f.push([1,"x"])'),
    ]);
  });

  it('leaves out an inline script the site did not write, so the browser blocks it', () => {
    const html = '<script>self.__next_f.push([1])</script><div><script>document.title="pwned"</script></div>';
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1])')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only our origin by default, never unsafe-eval or inline scripts, and forbids framing', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [sha('a')], env: {} });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${sha('a')}`);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('adds analytics and reCAPTCHA only when configured, and never names WordPress (media is served under our origin)', () => {
    const csp = contentSecurityPolicy({
      env: {
        WORDPRESS_URL: 'https://cms.example.in/base',
        NEXT_PUBLIC_GA_ID: 'G-TEST',
        RECAPTCHA_SITE_KEY: 'site-key',
        SITE_URL: 'https://www.example.in',
      },
    });
    expect(csp).not.toContain('cms.example.in');
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(csp).toContain('upgrade-insecure-requests');
  });
});

describe('staticSecurityHeaders', () => {
  it('sends HSTS only on an https deployment', () => {
    expect(staticSecurityHeaders({ SITE_URL: 'http://127.0.0.1:3000' })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(
      staticSecurityHeaders({ SITE_URL: 'https://www.example.in' })['Strict-Transport-Security'],
    ).toMatch(/max-age=\d+/);
    expect(staticSecurityHeaders({})['X-Content-Type-Options']).toBe('nosniff');
  });

  it('gives every response a CSP where nothing loads or runs, which pages replace with their own', () => {
    const headers = staticSecurityHeaders({});
    expect(headers['Content-Security-Policy']).toBe(nonHtmlPolicy);
    expect(nonHtmlPolicy.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ]),
    );
  });
});
