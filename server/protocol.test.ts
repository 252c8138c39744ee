// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEdge } from './edge.mjs';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './protocol.mjs';

/**
 * The public server's protocol edges as a client on a raw TCP connection meets them, against a
 * stand-in for Next on a Unix socket. Each is answered with a status line, as nginx answers it.
 */
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

type Options = Parameters<typeof createEdge>[0];

async function startEdge(
  next: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end('ok'),
  options: Partial<Options> = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'protocol-test-'));
  mkdirSync(path.join(dir, 'static'));
  const socketPath = path.join(dir, 'next.sock');
  const seen: string[] = [];
  const upstream = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    next(req, res);
  });
  await new Promise<void>((resolve) => upstream.listen(socketPath, resolve));
  const edge = await createEdge({
    socketPath,
    staticDir: path.join(dir, 'static'),
    trustProxy: false,
    ...options,
  });
  await edge.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = edge.app.server.address() as AddressInfo;
  stops.push(async () => {
    edge.app.server.closeAllConnections();
    await edge.app.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  return { port, seen, edge };
}

type Exchange = { text: string; statusLines: string[]; closed: boolean; ms: number };

/**
 * Writes `chunks` (with `gapMs` between them) and reads until the server closes or `waitMs` passes.
 */
function exchange(
  port: number,
  chunks: string[],
  { waitMs = 3_000, gapMs = 0 }: { waitMs?: number; gapMs?: number } = {},
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let text = '';
    let ended = false;
    const end = (closed: boolean) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      socket.destroy();
      // An answer's body has no line end, so the next status line may follow it directly.
      const statusLines = [...text.matchAll(/HTTP\/1\.[01] \d{3} [^\r]*/g)].map(([line]) => line);
      resolve({ text, statusLines, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => end(false), waitMs);
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (text += data));
    socket.on('close', () => end(true));
    socket.on('error', () => end(true));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });
}

const get = (url: string, headers = 'Host: site.test\r\n') => `GET ${url} HTTP/1.1\r\n${headers}\r\n`;

describe('a malformed request', () => {
  it('with two Host headers is refused with 400 before Next sees it', async () => {
    const { port, seen } = await startEdge();
    const answer = await exchange(port, [get('/', 'Host: site.test\r\nHost: attacker.example\r\n')]);
    expect(answer.statusLines).toEqual(['HTTP/1.1 400 Bad Request']);
    expect(answer.text).toMatch(/more than one Host header/);
    expect(answer.closed).toBe(true);
    expect(seen).toEqual([]);
  });

  it('with a Host that is not a host name is refused with 400', async () => {
    const { port, seen } = await startEdge();
    for (const host of ['site.test/evil', 'a b', 'site.test:80:80', 'site.test@x']) {
      const answer = await exchange(port, [get('/', `Host: ${host}\r\nConnection: close\r\n`)]);
      expect(answer.statusLines, host).toEqual(['HTTP/1.1 400 Bad Request']);
    }
    const fine = await exchange(port, [get('/', 'Host: [::1]:3000\r\nConnection: close\r\n')]);
    expect(fine.statusLines).toEqual(['HTTP/1.1 200 OK']);
    expect(seen).toEqual(['GET /']);
  });

  it('in HTTP/0.9 form, or with a request line that is not HTTP, is refused with 400 at once', async () => {
    const { port, seen } = await startEdge();
    const simple = await exchange(port, ['GET /\r\n\r\n']);
    expect(simple.statusLines).toEqual(['HTTP/1.1 400 Bad Request']);
    expect(simple.text).toMatch(/HTTP\/0\.9/);
    expect(simple.closed).toBe(true);
    for (const line of ['GET / FOO/1.1', 'GET / HTTP/1.1 extra', 'G@T / HTTP/1.1']) {
      const answer = await exchange(port, [`${line}\r\nHost: site.test\r\n\r\n`]);
      expect(answer.statusLines, line).toEqual(['HTTP/1.1 400 Bad Request']);
      expect(answer.text, line).toMatch(/content-type: text\/plain/i);
      expect(answer.closed, line).toBe(true);
      expect(answer.ms, line).toBeLessThan(1_000);
    }
    expect(seen).toEqual([]);
  });
});

describe('methods the site does not serve', () => {
  it('CONNECT and TRACE are answered 405 with a status line and Allow (CONNECT then closes)', async () => {
    const { port, seen } = await startEdge();
    const answer = await exchange(port, [
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    ]);
    expect(answer.statusLines).toEqual(['HTTP/1.1 405 Method Not Allowed']);
    expect(answer.text).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
    expect(answer.closed).toBe(true);
    const trace = await exchange(port, ['TRACE / HTTP/1.1\r\nHost: site.test\r\n\r\n', get('/after')], {
      waitMs: 1_000,
    });
    expect(trace.statusLines).toEqual(['HTTP/1.1 405 Method Not Allowed', 'HTTP/1.1 200 OK']);
    expect(seen).toEqual(['GET /after']);
  });
});

describe('an Upgrade request', () => {
  it('is answered as the plain request it also is, and the request pipelined after it is answered too', async () => {
    const { port, seen } = await startEdge((req, res) => res.end(`answer to ${req.url}`));
    const websocket = await exchange(
      port,
      [
        get(
          '/one',
          'Host: site.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n',
        ) + get('/two', 'Host: site.test\r\nConnection: close\r\n'),
      ],
      { waitMs: 5_000 },
    );
    expect(websocket.statusLines).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    expect(websocket.text).toMatch(/answer to \/one[\s\S]*answer to \/two/);
    expect(websocket.closed).toBe(true);
    // curl --http2 on http:// asks for h2c this way.
    const h2c = await exchange(port, [
      get(
        '/three',
        'Host: site.test\r\nConnection: Upgrade, HTTP2-Settings, close\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n',
      ),
    ]);
    expect(h2c.statusLines).toEqual(['HTTP/1.1 200 OK']);
    expect(h2c.closed).toBe(true);
    expect(seen).toEqual(['GET /one', 'GET /two', 'GET /three']);
  });

  it('with a body is refused with 400 and a status line', async () => {
    const { port, seen } = await startEdge();
    const answer = await exchange(port, [
      'POST /api/contact HTTP/1.1\r\nHost: site.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nContent-Length: 5\r\n\r\nhello',
    ]);
    expect(answer.statusLines).toEqual(['HTTP/1.1 400 Bad Request']);
    expect(answer.closed).toBe(true);
    expect(seen).toEqual([]);
  });
});

describe('a slow client', () => {
  it('sending its head a byte at a time is cut off with 408 once the head has taken 15 s', async () => {
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
    const { port, seen } = await startEdge();
    const request = get('/', `Host: site.test\r\nX-Padding: ${'a'.repeat(200)}\r\n`);
    const [slowloris, unfinished] = await Promise.all([
      exchange(port, [...request], { gapMs: 100, waitMs: 25_000 }),
      // An HTTP/0.9-style line without the blank line after it: a head that never ends.
      exchange(port, ['GET /\r\n'], { waitMs: 25_000 }),
    ]);
    for (const answer of [slowloris, unfinished]) {
      expect(answer.statusLines).toEqual(['HTTP/1.1 408 Request Timeout']);
      expect(answer.closed).toBe(true);
      expect(answer.ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
      expect(answer.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
    }
    expect(seen).toEqual([]);
  }, 30_000);

  it('has a bounded time for its whole request and for an idle keep-alive connection', async () => {
    const { edge } = await startEdge();
    const server = edge.app.server;
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });
});

describe('connections per address', () => {
  it('beyond the cap are answered 503 with Retry-After and closed; a freed place is taken again', async () => {
    const { port } = await startEdge(undefined, { perAddress: 3 });
    const held = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1');
            socket.once('data', () => resolve(socket));
            socket.write(get('/held'));
          }),
      ),
    );
    const over = await exchange(port, [get('/fourth')]);
    expect(over.statusLines).toEqual(['HTTP/1.1 503 Service Unavailable']);
    expect(over.text).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(over.closed).toBe(true);
    held[0]!.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const again = await exchange(port, [get('/again', 'Host: site.test\r\nConnection: close\r\n')]);
    expect(again.statusLines).toEqual(['HTTP/1.1 200 OK']);
    for (const socket of held) socket.destroy();
  });

  it('behind a trusted proxy count the requests each forwarded address has open, not the proxy', async () => {
    const waiting: http.ServerResponse[] = [];
    const { port } = await startEdge(
      (req, res) => (req.url === '/slow' ? waiting.push(res) : res.end('ok')),
      { perAddress: 2, trustProxy: true },
    );
    const from = (address: string, url: string) =>
      get(url, `Host: site.test\r\nX-Forwarded-For: ${address}\r\nConnection: close\r\n`);
    const slow = [1, 2].map(() => exchange(port, [from('203.0.113.5', '/slow')], { waitMs: 5_000 }));
    await expect.poll(() => waiting.length).toBe(2);
    const third = await exchange(port, [from('203.0.113.5', '/page')]);
    expect(third.statusLines).toEqual(['HTTP/1.1 503 Service Unavailable']);
    // Another visitor through the same proxy connection address is served.
    const other = await exchange(port, [from('198.51.100.7', '/page')]);
    expect(other.statusLines).toEqual(['HTTP/1.1 200 OK']);
    for (const res of waiting) res.end('late');
    for (const answer of await Promise.all(slow)) expect(answer.statusLines).toEqual(['HTTP/1.1 200 OK']);
    const after = await exchange(port, [from('203.0.113.5', '/page')]);
    expect(after.statusLines).toEqual(['HTTP/1.1 200 OK']);
  });
});

describe('image variants', () => {
  const image = (n: number) => `/_next/image?url=%2Fuploads%2Fa.jpg&w=${n}&q=75`;

  it('wait their turn: Next works on a bounded number at once, and every one is answered', async () => {
    let working = 0;
    let most = 0;
    const { port } = await startEdge(
      (_req, res) => {
        working += 1;
        most = Math.max(most, working);
        setTimeout(() => {
          working -= 1;
          res.writeHead(200, { 'content-type': 'image/webp' }).end('webp');
        }, 150);
      },
      { images: { concurrency: 2, backlog: 100 } },
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        exchange(port, [get(image(100 + i), 'Host: site.test\r\nConnection: close\r\n')], { waitMs: 10_000 }),
      ),
    );
    for (const answer of answers) expect(answer.statusLines).toEqual(['HTTP/1.1 200 OK']);
    expect(most).toBe(2);
  });

  it('beyond a full backlog are told to come back (503, Retry-After), never failed with 502', async () => {
    const waiting: http.ServerResponse[] = [];
    const { port, seen } = await startEdge((_req, res) => waiting.push(res), {
      images: { concurrency: 1, backlog: 1 },
    });
    const close = 'Host: site.test\r\nConnection: close\r\n';
    const first = exchange(port, [get(image(1), close)], { waitMs: 5_000 });
    await expect.poll(() => waiting.length).toBe(1);
    const second = exchange(port, [get(image(2), close)], { waitMs: 5_000 });
    await new Promise((r) => setTimeout(r, 100));
    const third = await exchange(port, [get(image(3), close)]);
    expect(third.statusLines).toEqual(['HTTP/1.1 503 Service Unavailable']);
    expect(third.text).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(seen).toHaveLength(1);
    waiting[0]!.end('webp');
    await expect.poll(() => waiting.length).toBe(2);
    waiting[1]!.end('webp');
    expect((await first).statusLines).toEqual(['HTTP/1.1 200 OK']);
    expect((await second).statusLines).toEqual(['HTTP/1.1 200 OK']);
  });
});
