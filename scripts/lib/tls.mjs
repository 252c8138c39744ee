/** Tests trust exactly the certificate they made, never "accept any certificate". */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';

/**
 * `spki` is what Chromium's --ignore-certificate-errors-spki-list takes to trust this key only.
 * @param {string} dir
 */
export function makeTestCertificate(dir) {
  const certFile = path.join(dir, 'site.crt');
  const keyFile = path.join(dir, 'site.key');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      ...['-keyout', keyFile, '-out', certFile],
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile, 'utf8');
  const der = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { cert, certFile, keyFile, spki: createHash('sha256').update(der).digest('base64') };
}

/**
 * @param {string} url
 * @param {{ ca: string, method?: string, headers?: Record<string, string>, body?: string, timeoutMs?: number }} options
 * @returns {Promise<{ status: number, headers: Headers, body: string, ms: number }>}
 */
export function httpsRequest(url, { ca, method = 'GET', headers = {}, body, timeoutMs = 20_000 }) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method, headers, ca, timeout: timeoutMs }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of Array.isArray(value) ? value : [value])
            if (one !== undefined) responseHeaders.append(name, one);
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: responseHeaders,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: Math.round(performance.now() - started),
        });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
