/**
 * A reverse proxy on 127.0.0.1 that counts the requests passing through it, put between the site and
 * WordPress by the benchmark (the site's WORDPRESS_URL points here). WordPress writes its own origin
 * into bodies and headers (media URLs, Link headers); the proxy rewrites it to its own, so every later
 * request — the image optimiser's too — comes back through it and is counted.
 */
import http from 'node:http';

const textual = /json|text|html|xml|javascript/i;

/**
 * @param {{ target: string, port?: number, host?: string }} options  target: WordPress's origin
 */
export async function startCountingProxy({ target, port = 0, host = '127.0.0.1' }) {
  const upstream = new URL(target);
  /** @type {{ method: string | undefined, path: string, at: number }[]} */
  const log = [];
  const server = http.createServer((req, res) => {
    log.push({ method: req.method, path: req.url ?? '/', at: Date.now() });
    const ownOrigin = `${host}:${listeningPort()}`;
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding']; // plain bodies, so they can be rewritten
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (up) => {
        const outHeaders = { ...up.headers };
        for (const name of ['location', 'link']) {
          if (typeof outHeaders[name] === 'string')
            outHeaders[name] = outHeaders[name].split(upstream.host).join(ownOrigin);
        }
        if (!textual.test(up.headers['content-type'] ?? '')) {
          res.writeHead(up.statusCode ?? 502, outHeaders);
          up.pipe(res);
          return;
        }
        /** @type {Buffer[]} */
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          const body = Buffer.from(
            Buffer.concat(chunks).toString('utf8').split(upstream.host).join(ownOrigin),
          );
          delete outHeaders['transfer-encoding'];
          outHeaders['content-length'] = String(body.length);
          res.writeHead(up.statusCode ?? 502, outHeaders);
          res.end(body);
        });
        up.on('error', () => res.destroy());
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  /** The port the server listens on (the one the system chose for port 0). */
  const listeningPort = () => /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  server.keepAliveTimeout = 5000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const url = `http://${host}:${listeningPort()}`;

  /**
   * Requests since `mark` (a value returned by `now()`), split into REST API, media and other.
   * @param {number} [mark]
   * @returns {import('./bench-core.mjs').RequestCount}
   */
  const countSince = (mark = 0) => {
    const entries = log.slice(mark);
    const api = entries.filter((e) => e.path.startsWith('/wp-json/') || e.path.includes('rest_route='));
    const media = entries.filter((e) => e.path.startsWith('/wp-content/'));
    return {
      api: api.length,
      media: media.length,
      other: entries.length - api.length - media.length,
      paths: entries.map((e) => e.path),
    };
  };

  /** Resolves once no request has arrived for `quietMs` (or after `maxMs`): background revalidation settles. */
  const settle = async (quietMs = 400, maxMs = 10_000) => {
    const started = Date.now();
    let seen = log.length;
    let quietSince = Date.now();
    while (Date.now() - started < maxMs) {
      await new Promise((r) => setTimeout(r, 100));
      if (log.length !== seen) {
        seen = log.length;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= quietMs) return;
    }
  };

  return {
    url,
    now: () => log.length,
    countSince,
    settle,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          server.closeAllConnections?.();
          server.close(() => resolve());
        })
      ),
  };
}
