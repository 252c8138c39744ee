// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { benchLink } from './bench-budgets.mjs';
import { HEADER_BYTES, createShapedLink, type LinkSpec } from './shaped-link.mjs';

/** A server answering GET with `size` bytes and POST with the number of bytes it received. */
async function startServer(size: number) {
  const body = Buffer.alloc(size, 97);
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') {
      let received = 0;
      req.on('data', (chunk: Buffer) => (received += chunk.length));
      req.on('end', () => res.end(String(received)));
      return;
    }
    res.writeHead(200, { 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

/** One request on a fresh connection (or on `agent`'s), timed from before the connect. */
function request(
  port: number,
  { method = 'GET', body, agent }: { method?: string; body?: Buffer; agent?: http.Agent } = {},
) {
  return new Promise<{ bytes: number; firstByteMs: number; totalMs: number }>((resolve, reject) => {
    const start = performance.now();
    let firstByteMs = NaN;
    const req = http.request({ host: '127.0.0.1', port, method, agent: agent ?? false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - start;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, firstByteMs, totalMs: performance.now() - start }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Milliseconds one segment of `payload` bytes occupies a link of `kbps`. */
const segmentMs = (payload: number, kbps: number) => ((payload + HEADER_BYTES) * 8) / kbps;

/**
 * The time to fetch `bytes` on a fresh connection, by rounds rather than by segments: the handshake's
 * round trip, the request's way out, one round trip per slow-start round while the window is smaller
 * than the link's bandwidth-delay product, then the rest at the link's rate and the way back.
 */
function predictDownloadMs(spec: LinkSpec, bytes: number) {
  const seg = segmentMs(spec.mssBytes, spec.downKbps);
  const bdpSegments = spec.rttMs / seg;
  let segments = Math.ceil(bytes / spec.mssBytes);
  let ms = spec.rttMs + spec.rttMs / 2;
  for (let window = spec.initcwndSegments; window < bdpSegments && segments > window; window *= 2) {
    segments -= window;
    ms += spec.rttMs;
  }
  return ms + segments * seg + spec.rttMs / 2;
}

/** Within 15% of the model, plus 25 ms for timers that fire late while other tests load the machine. */
const within = (measured: number, predicted: number) =>
  Math.abs(measured - predicted) <= predicted * 0.15 + 25;

// Each test has its own link and server, so they run side by side (the file takes about 1.5 s).
describe('shaped link (the bench link: 150 ms, 1.6 / 0.75 Mbit/s, initial window 10)', () => {
  it.concurrent('delivers 200 KB in the time slow start and the link rate predict', async () => {
    const server = await startServer(200 * 1024);
    const link = createShapedLink(benchLink);
    try {
      const port = await link.listen(server.port);
      const result = await request(port);
      expect(result.bytes).toBe(200 * 1024);
      // The response's headers count too; a few hundred bytes are within the tolerance.
      const predicted = predictDownloadMs(benchLink, 200 * 1024);
      expect(predicted).toBeGreaterThan(1300);
      expect(result.totalMs, `predicted ${predicted.toFixed(0)} ms`).toSatisfy((ms: number) =>
        within(ms, predicted),
      );
      // The first byte waits for the handshake and the request's round trip.
      expect(result.firstByteMs).toBeGreaterThanOrEqual(2 * benchLink.rttMs);
      expect(result.firstByteMs).toBeLessThan(2 * benchLink.rttMs * 1.15);
    } finally {
      await link.close();
      server.close();
    }
  });

  it.concurrent('makes parallel connections share one link', async () => {
    const server = await startServer(50 * 1024);
    const link = createShapedLink(benchLink);
    try {
      const port = await link.listen(server.port);
      const start = performance.now();
      const results = await Promise.all([1, 2, 3, 4].map(() => request(port)));
      const allMs = performance.now() - start;
      const alone = predictDownloadMs(benchLink, 50 * 1024);
      // Four windows of ten segments fill the link at once: all of it at the link's rate.
      const shared =
        benchLink.rttMs * 1.5 +
        Math.ceil((4 * 50 * 1024) / benchLink.mssBytes) * segmentMs(benchLink.mssBytes, benchLink.downKbps) +
        benchLink.rttMs / 2;
      expect(results.every((r) => r.bytes === 50 * 1024)).toBe(true);
      expect(allMs, `shared ${shared.toFixed(0)} ms, alone ${alone.toFixed(0)} ms`).toSatisfy((ms: number) =>
        within(ms, shared),
      );
      expect(shared).toBeGreaterThan(alone * 1.5);
    } finally {
      await link.close();
      server.close();
    }
  });

  it.concurrent('sends uploads at the slower up rate', async () => {
    const server = await startServer(0);
    const link = createShapedLink(benchLink);
    try {
      const port = await link.listen(server.port);
      const body = Buffer.alloc(40 * 1024, 98);
      const result = await request(port, { method: 'POST', body });
      // The window (10 segments) exceeds the up link's bandwidth-delay product (about 9): no waiting
      // on slow start, only the rate.
      const predicted =
        benchLink.rttMs +
        Math.ceil(body.length / benchLink.mssBytes) * segmentMs(benchLink.mssBytes, benchLink.upKbps) +
        benchLink.rttMs;
      expect(result.totalMs, `predicted ${predicted.toFixed(0)} ms`).toSatisfy((ms: number) =>
        within(ms, predicted),
      );
    } finally {
      await link.close();
      server.close();
    }
  });

  it.concurrent('costs a reused connection one round trip, a new one two', async () => {
    const server = await startServer(100);
    const link = createShapedLink(benchLink);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const port = await link.listen(server.port);
      const first = await request(port, { agent });
      const second = await request(port, { agent });
      expect(first.totalMs).toSatisfy((ms: number) => within(ms, 2 * benchLink.rttMs));
      expect(second.totalMs).toSatisfy((ms: number) => within(ms, benchLink.rttMs));
    } finally {
      agent.destroy();
      await link.close();
      server.close();
    }
  });

  it('reset closes every connection through the link', async () => {
    const server = await startServer(100);
    const spec: LinkSpec = { ...benchLink, rttMs: 10 };
    const link = createShapedLink(spec);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const port = await link.listen(server.port);
      await request(port, { agent });
      const [socket] = Object.values(agent.freeSockets).flat();
      expect(socket?.destroyed).toBe(false);
      const closed = new Promise((resolve) => socket?.once('close', resolve));
      link.reset();
      await closed;
      // A new connection works as before, and pays its handshake again.
      const again = await request(port, { agent });
      expect(again.totalMs).toBeGreaterThanOrEqual(2 * spec.rttMs);
    } finally {
      agent.destroy();
      await link.close();
      server.close();
    }
  });
});
