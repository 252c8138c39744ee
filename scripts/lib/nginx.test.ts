import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeSiteConfig, hasHttp2Directive, nginxConfig } from './nginx.mjs';

describe('the nginx config for tests and deployments', () => {
  const tls = { certFile: '/etc/ssl/site.crt', keyFile: '/etc/ssl/site.key' };
  const config = (version: string, withTls = true) =>
    nginxConfig({
      port: 8443,
      upstreams: ['127.0.0.1:3000'],
      dir: '/tmp/x',
      version,
      ...(withTls ? { tls } : {}),
    });

  it('serves HTTPS over HTTP/2 in the form each nginx version understands', () => {
    const old = config('1.22.1');
    expect(old).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(old).not.toContain('http2 on;');
    const current = config('1.26.3');
    expect(current).toContain('listen 127.0.0.1:8443 ssl;');
    expect(current).toMatch(/\n\s+http2 on;\n/);
    expect(hasHttp2Directive('1.25.0')).toBe(false);
    expect(hasHttp2Directive('1.25.1')).toBe(true);
    expect(hasHttp2Directive('2.0.0')).toBe(true);
  });

  it('leaves a plain-HTTP proxy on HTTP/1.1 (browsers speak HTTP/2 only over TLS)', () => {
    const plain = config('1.26.3', false);
    expect(plain).toContain('listen 127.0.0.1:8443;');
    expect(plain).not.toContain('http2');
  });

  it("is what compose.yaml's nginx runs (deploy/nginx/site.conf is generated from it)", () => {
    // After a change here: node -e "import('./scripts/lib/nginx.mjs').then((m) => process.stdout.write(m.composeSiteConfig()))" > deploy/nginx/site.conf
    expect(readFileSync(path.join(import.meta.dirname, '../../deploy/nginx/site.conf'), 'utf8')).toBe(
      composeSiteConfig(),
    );
  });
});
