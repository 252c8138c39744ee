/**
 * The public server's HTTP edges, answered as nginx answers them: its timeouts, one Host, no HTTP/0.9,
 * no tunnels or protocol switches, and a cap on what one address holds open. Parsing is Node's
 * (llhttp, strict); these are its options and events.
 */
import http from 'node:http';

/** The whole request head (nginx's client_header_timeout is 60 s; a slow sender is cut off sooner). */
export const HEADERS_TIMEOUT_MS = 15_000;
/**
 * The whole request with its body. Behind nginx a body arrives at the speed of the local network
 * (nginx buffers it); sent directly, 12 MB in this time is a 0.8 Mbit/s upload.
 */
export const REQUEST_TIMEOUT_MS = 120_000;
/** An idle keep-alive connection; longer than the 60 s idle time of common load balancers. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Node checks the two timeouts above this often (its default, 30 s, would let a head take 45 s). */
const TIMEOUT_CHECK_MS = 1_000;

/** What `http.createServer` is given (through Fastify's `http` option). */
export const httpOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  connectionsCheckingInterval: TIMEOUT_CHECK_MS,
  requireHostHeader: true,
  insecureHTTPParser: false,
};

/**
 * A complete answer written straight to a socket, for requests Node hands over as a bare socket
 * (CONNECT, an Upgrade) and for requests it could not parse.
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function rawAnswer(status, text, headers = {}) {
  const body = `${text}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    ...Object.entries({
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (a malformed request line or header,
 * a head sent too slowly or too large) gets its status in plain words and the connection is closed.
 * @param {Record<string, string>} securityHeaders
 * @returns {(error: Error & { code?: string }, socket: import('node:stream').Duplex) => void}
 */
export function clientErrorHandler(securityHeaders) {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // As Node does: an answer already being written to this socket must not be corrupted.
    const inFlight = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage;
    if (!socket.writable || inFlight?.headersSent) return void socket.destroy();
    const [status, text] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request was not sent in time.']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request headers are too large.']
          : [400, 'Bad request: the request is not valid HTTP/1.1.'];
    socket.end(rawAnswer(status, text, securityHeaders));
    // A client that never reads its answer does not hold the socket.
    setTimeout(() => socket.destroy(), 2_000).unref();
  };
}

/** A host name or address with an optional port, as nginx accepts it. */
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * What Node parses but nginx refuses: an HTTP/0.9 request line, and a Host header given twice or
 * holding more than a host (Node keeps the first of two, so a proxy and this server could each read
 * a different one).
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | undefined}  why it is refused
 */
export function malformedRequest(req) {
  if (req.httpVersionMajor < 1) return 'Bad request: HTTP/0.9 is not served.';
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i]?.toLowerCase() === 'host') hosts += 1;
  if (hosts > 1) return 'Bad request: more than one Host header.';
  const host = req.headers.host;
  if (host !== undefined && !VALID_HOST.test(host)) return 'Bad request: the Host header is not valid.';
  return undefined;
}

/** Connection options that are about the protocol switch, not the request. */
const SWITCHING = new Set(['upgrade', 'http2-settings']);

/**
 * The site switches to no other protocol (no WebSocket, no h2c): an Upgrade request is answered as the
 * plain request it also is, as nginx does, and what the client sent after it is read as HTTP again.
 * Node hands such a request over with the socket and the bytes after its head; without this, Node
 * answers it but drops a request pipelined behind it.
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} head  the bytes after the request head
 * @returns {Buffer | undefined}  the request again without its Upgrade, then `head`; undefined for one
 *   with a body (its framing would have to be read here)
 */
export function withoutUpgrade(req, head) {
  const bodyLength = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined || (bodyLength !== undefined && bodyLength !== '0'))
    return undefined;
  const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    const value = req.rawHeaders[i + 1] ?? '';
    const lower = name.toLowerCase();
    if (SWITCHING.has(lower)) continue;
    if (lower === 'connection') {
      const kept = value
        .split(',')
        .map((option) => option.trim())
        .filter((option) => option && !SWITCHING.has(option.toLowerCase()));
      if (kept.length) lines.push(`${name}: ${kept.join(', ')}`);
      continue;
    }
    // Node has checked each line; a value holds no CR or LF.
    lines.push(`${name}: ${value}`);
  }
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), head]);
}

const counted = Symbol('counted address');
const overCap = Symbol('over the cap');

/**
 * The protocol rules on Fastify's Node server: CONNECT and Upgrade, and the cap per address.
 * The cap counts what the server can see: the connections of each socket address; behind a trusted
 * proxy (whose address every visitor shares) the requests each forwarded address has open, as
 * nginx's limit_conn counts a visitor's HTTP/2 streams.
 * @param {import('node:http').Server} server
 * @param {{ perAddress: number, trustProxy: boolean, securityHeaders: Record<string, string>, allow: string }} options
 *   perAddress: 0 for no cap; allow: the methods the site serves
 */
export function guardProtocol(server, { perAddress, trustProxy, securityHeaders, allow }) {
  server.on('connect', (_req, socket) => {
    socket.end(rawAnswer(405, 'This server is not a proxy.', { ...securityHeaders, allow }));
    setTimeout(() => socket.destroy(), 2_000).unref();
  });
  server.on('upgrade', (req, socket, head) => {
    const again = withoutUpgrade(req, head);
    if (!again) {
      socket.end(rawAnswer(400, 'Bad request: an Upgrade request cannot carry a body.', securityHeaders));
      setTimeout(() => socket.destroy(), 2_000).unref();
      return;
    }
    socket.unshift(again);
    // Node's documented way to give a server a connection: its parser reads the request again.
    server.emit('connection', socket);
  });

  /** @type {Map<string, number>} */
  const open = new Map();
  /** @param {string} address */
  const take = (address) => {
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    return count;
  };
  /** @param {string} address */
  const give = (address) => {
    const count = (open.get(address) ?? 1) - 1;
    if (count > 0) open.set(address, count);
    else open.delete(address);
  };
  if (perAddress > 0 && !trustProxy) {
    server.on(
      'connection',
      (/** @type {import('node:net').Socket & { [counted]?: boolean, [overCap]?: boolean }} */ socket) => {
        // A socket given back after an Upgrade is counted once.
        if (socket[counted]) return;
        socket[counted] = true;
        const address = socket.remoteAddress ?? 'unknown';
        if (take(address) > perAddress) socket[overCap] = true;
        socket.once('close', () => give(address));
      },
    );
  }

  return {
    /**
     * Whether this request is beyond its address's cap; behind a trusted proxy it is counted until
     * its answer ends.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    overCap(req, res) {
      if (perAddress <= 0) return false;
      if (!trustProxy) return Boolean(/** @type {{ [overCap]?: boolean }} */ (req.socket)[overCap]);
      const hops = String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((hop) => hop.trim())
        .filter(Boolean);
      // The hop the proxy appended, as the rate limiters read it (src/lib/client-address.ts).
      const address = hops.at(-1) ?? req.socket.remoteAddress ?? 'unknown';
      const count = take(address);
      res.once('close', () => give(address));
      return count > perAddress;
    },
  };
}
