import { describe, expect, it } from 'vitest';
import { http2Directive, nginxConfig } from './nginx.mjs';

describe('the nginx config for tests and deployments', () => {
  const tls = { certFile: '/etc/ssl/site.crt', keyFile: '/etc/ssl/site.key' };

  it('serves HTTPS over HTTP/2 in the form each nginx version understands', () => {
    const old = nginxConfig({
      port: 8443,
      upstreams: ['127.0.0.1:3000'],
      dir: '/tmp/x',
      tls,
      version: '1.22.1',
    });
    expect(old).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(old).not.toContain('http2 on;');
    const current = nginxConfig({
      port: 8443,
      upstreams: ['127.0.0.1:3000'],
      dir: '/tmp/x',
      tls,
      version: '1.26.3',
    });
    expect(current).toContain('listen 127.0.0.1:8443 ssl;');
    expect(current).toMatch(/\n\s+http2 on;\n/);
    expect(http2Directive('1.25.0').listen).toBe(' http2');
    expect(http2Directive('1.25.1').listen).toBe('');
    expect(http2Directive('2.0.0').listen).toBe('');
  });

  it('leaves a plain-HTTP proxy on HTTP/1.1 (browsers speak HTTP/2 only over TLS)', () => {
    const plain = nginxConfig({
      port: 8080,
      upstreams: ['127.0.0.1:3000'],
      dir: '/tmp/x',
      version: '1.26.3',
    });
    expect(plain).toContain('listen 127.0.0.1:8080;');
    expect(plain).not.toContain('http2');
  });
});
