/**
 * Counts requests to WordPress and plays faults on demand, so tests can prove pages degrade instead
 * of breaking. Control: POST /__proxy/mode?mode=pass|down|slow|garbage|refuse-site[&delayMs=][&slowEvery=]
 * (slow: every request, or every slowEvery-th one, waits delayMs before it is passed on;
 * refuse-site: WordPress refusing the website's account, 401 to every request that signs in),
 * GET /__proxy/stats, POST /__proxy/reset.
 */
import http from 'node:http';

/**
 * @typedef {object} FaultProxy
 * @property {string} url
 * @property {{ mode: string, delayMs: number, slowEvery: number, requests: number, paths: string[] }} state  the mode played and the latest paths
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ target: string, port: number, host?: string }} options
 * @returns {Promise<FaultProxy>}
 */
export async function startFaultProxy({ target, port, host = '127.0.0.1' }) {
  const upstream = new URL(target);
  /** @type {FaultProxy['state']} */
  const state = { mode: 'pass', delayMs: 10_000, slowEvery: 1, requests: 0, paths: [] };
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (url.pathname.startsWith('/__proxy/')) {
      if (url.pathname === '/__proxy/mode' && req.method === 'POST') {
        state.mode = url.searchParams.get('mode') ?? 'pass';
        state.delayMs = Number(url.searchParams.get('delayMs') ?? 10_000);
        state.slowEvery = Number(url.searchParams.get('slowEvery') ?? 1);
      } else if (url.pathname === '/__proxy/reset' && req.method === 'POST') {
        state.requests = 0;
        state.paths = [];
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ mode: state.mode, requests: state.requests, paths: state.paths }));
      return;
    }

    state.requests += 1;
    state.paths.push(`${req.method} ${req.url}`);
    if (state.paths.length > 500) state.paths.shift();
    if (state.mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (state.mode === 'refuse-site' && req.headers.authorization) {
      res.writeHead(401, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(
        JSON.stringify({
          code: 'incorrect_password',
          message: 'The username or application password is not correct.',
          data: { status: 401 },
        }),
      );
      return;
    }
    if (state.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json', 'x-wp-totalpages': 'banana' });
      res.end('{"id": 1, "title": <html>not json');
      return;
    }
    const forward = () => {
      const proxied = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
        },
      );
      proxied.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(proxied);
    };
    if (state.mode === 'slow' && state.requests % Math.max(1, state.slowEvery) === 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) forward();
      }, state.delayMs);
      timers.add(timer);
      res.on('close', () => clearTimeout(timer));
    } else forward();
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    url: `http://${host}:${port}`,
    state,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          for (const t of timers) clearTimeout(t);
          server.closeAllConnections?.();
          server.close(() => resolve());
        })
      ),
  };
}
