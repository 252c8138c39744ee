#!/usr/bin/env node
/**
 * A slow network link in userspace (this kernel has no netem): a TCP proxy whose listeners all cross
 * one shared link, so a page's parallel requests share its bandwidth and none can skip it.
 *
 * The model, per direction: a bottleneck that sends one segment at a time at the link's rate (a token
 * bucket one segment deep, shared by every connection, first come first served, buffer unbounded so
 * nothing is lost), then a one-way delay of half the round trip. Per connection and direction, TCP's
 * sender: at most `cwnd` segments in flight; each segment's acknowledgement comes back one one-way
 * delay after the segment arrived and, with no loss, grows `cwnd` by one segment (slow start: the
 * window doubles every round trip until the link's rate, not the window, is what limits). A new
 * connection pays the handshake's round trip before its first byte leaves the client, and a sender
 * with nothing in flight that last sent longer ago than its retransmission timeout (the round trip
 * plus 200 ms) starts again from the initial window (Linux's tcp_slow_start_after_idle). Every segment carries 40 bytes of TCP/IP headers on the wire; the
 * acknowledgements themselves take no bandwidth.
 *
 * Usage as a process: node shaped-link.mjs '<LinkSpec JSON>' <target port>... ; it opens one
 * listener per target on 127.0.0.1 (ephemeral ports) and, over IPC, sends { ports } when ready and
 * answers 'reset' (close every connection and empty the link, so the next page load starts cold)
 * with 'reset-done'.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {object} LinkSpec
 * @property {number} rttMs             round trip, split evenly between the two directions
 * @property {number} downKbps          kbit/s (1,000 bits) towards the browser
 * @property {number} upKbps            kbit/s from the browser
 * @property {number} initcwndSegments  TCP's initial congestion window
 * @property {number} mssBytes          payload bytes per segment
 */

/** TCP and IPv4 headers of every segment, on the wire beside its payload. */
export const HEADER_BYTES = 40;
/** Linux's floor under the retransmission timeout, added to the round trip. */
const RTO_MIN_MS = 200;

/**
 * One line describing the link, for reports.
 * @param {LinkSpec} spec
 */
export const describeLink = (spec) =>
  `${spec.rttMs} ms round trip, ${spec.downKbps / 1000} Mbit/s down, ${spec.upKbps} kbit/s up, initial window ${spec.initcwndSegments} × ${spec.mssBytes} B, TCP slow start`;

/**
 * Events in time order (ties in insertion order) behind one timer. Handlers get the event's own
 * time, so a timer that fires late delays delivery but does not shift the model.
 */
class Clock {
  /** @type {{ at: number, run: (at: number) => void }[]} sorted by `at` */
  queue = [];
  /** @type {NodeJS.Timeout | undefined} */
  timer;
  timerAt = Infinity;

  now = () => performance.now();

  /**
   * @param {number} at
   * @param {(at: number) => void} run
   */
  at(at, run) {
    // Mostly later than everything queued: search from the end.
    let i = this.queue.length;
    while (i > 0 && /** @type {{ at: number }} */ (this.queue[i - 1]).at > at) i--;
    this.queue.splice(i, 0, { at, run });
    this.arm();
  }

  arm() {
    const next = this.queue[0];
    if (!next || next.at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = next.at;
    this.timer = setTimeout(() => this.fire(), Math.max(0, next.at - this.now()));
  }

  fire() {
    this.timer = undefined;
    this.timerAt = Infinity;
    // setTimeout has millisecond resolution: what falls within the next half millisecond runs now.
    const until = this.now() + 0.5;
    for (let next = this.queue[0]; next && next.at <= until; next = this.queue[0]) {
      this.queue.shift();
      next.run(next.at);
    }
    this.arm();
  }

  clear() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
    this.queue = [];
  }
}

/** One direction of the link: the shared bottleneck and the delay behind it. */
class Pipe {
  /**
   * @param {number} kbps
   * @param {number} delayMs
   */
  constructor(kbps, delayMs) {
    this.bytesPerMs = kbps / 8;
    this.delayMs = delayMs;
    /** When the bottleneck has sent everything queued so far. */
    this.freeAt = 0;
  }

  /**
   * Queues a segment sent at `now`; returns when its last byte reaches the other end.
   * @param {number} payload
   * @param {number} now
   */
  send(payload, now) {
    const wire = payload + HEADER_BYTES;
    this.freeAt = Math.max(now, this.freeAt) + wire / this.bytesPerMs;
    return this.freeAt + this.delayMs;
  }
}

/** One connection's TCP sender in one direction. */
class Sender {
  /**
   * @param {{ clock: Clock, spec: LinkSpec, pipe: Pipe, dest: net.Socket, notBefore: number, isClosed: () => boolean }} options
   */
  constructor({ clock, spec, pipe, dest, notBefore, isClosed }) {
    this.clock = clock;
    this.spec = spec;
    this.pipe = pipe;
    this.dest = dest;
    this.isClosed = isClosed;
    /** The handshake's round trip: nothing leaves before it completes. */
    this.notBefore = notBefore;
    this.cwnd = spec.initcwndSegments;
    this.inFlight = 0;
    this.lastSentAt = -Infinity;
    this.rtoMs = spec.rttMs + RTO_MIN_MS;
    /** @type {Buffer[]} */
    this.pending = [];
    this.pendingBytes = 0;
    this.ended = false;
    this.finSent = false;
    this.lastArrival = 0;
    this.waiting = false;
  }

  /** @param {Buffer} chunk */
  push(chunk) {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.pump(this.clock.now());
  }

  end() {
    this.ended = true;
    this.pump(this.clock.now());
  }

  /**
   * Takes up to `n` bytes off the front of the pending data.
   * @param {number} n
   */
  take(n) {
    /** @type {Buffer[]} */
    const parts = [];
    let left = n;
    while (left > 0) {
      const head = /** @type {Buffer} */ (this.pending[0]);
      if (head.length <= left) {
        parts.push(head);
        this.pending.shift();
        left -= head.length;
      } else {
        parts.push(head.subarray(0, left));
        this.pending[0] = head.subarray(left);
        left = 0;
      }
    }
    this.pendingBytes -= n;
    return parts.length === 1 ? /** @type {Buffer} */ (parts[0]) : Buffer.concat(parts);
  }

  /** @param {number} now */
  pump(now) {
    if (this.isClosed()) return;
    if (now < this.notBefore) {
      if (!this.waiting) {
        this.waiting = true;
        this.clock.at(this.notBefore, (at) => {
          this.waiting = false;
          this.pump(at);
        });
      }
      return;
    }
    if (this.pendingBytes > 0 && this.inFlight === 0 && now - this.lastSentAt > this.rtoMs)
      this.cwnd = Math.min(this.cwnd, this.spec.initcwndSegments);
    while (this.pendingBytes > 0 && this.inFlight < this.cwnd) {
      const segment = this.take(Math.min(this.spec.mssBytes, this.pendingBytes));
      const arrival = this.pipe.send(segment.length, now);
      this.inFlight++;
      this.lastSentAt = now;
      this.lastArrival = arrival;
      this.clock.at(arrival, () => {
        if (!this.isClosed() && !this.dest.destroyed) this.dest.write(segment);
      });
      this.clock.at(arrival + this.pipe.delayMs, (at) => {
        this.inFlight--;
        this.cwnd++;
        this.pump(at);
      });
    }
    if (this.ended && !this.finSent && this.pendingBytes === 0) {
      this.finSent = true;
      this.clock.at(Math.max(this.lastArrival, now + this.pipe.delayMs), () => {
        if (!this.isClosed() && !this.dest.destroyed) this.dest.end();
      });
    }
  }
}

/**
 * The link: listeners in front of local servers, one shaping state for all of them.
 * @param {LinkSpec} spec
 */
export function createShapedLink(spec) {
  const clock = new Clock();
  const oneWay = spec.rttMs / 2;
  const down = new Pipe(spec.downKbps, oneWay);
  const up = new Pipe(spec.upKbps, oneWay);
  /** @type {Set<{ client: net.Socket, server: net.Socket, closed: boolean }>} */
  const connections = new Set();
  /** @type {net.Server[]} */
  const servers = [];

  /**
   * Accepts connections on an ephemeral 127.0.0.1 port and carries them over the link to `targetPort`.
   * @param {number} targetPort
   * @returns {Promise<number>}  the listening port
   */
  function listen(targetPort) {
    const server = net.createServer({ allowHalfOpen: true, noDelay: true }, (client) => {
      const upstream = net.connect({
        port: targetPort,
        host: '127.0.0.1',
        allowHalfOpen: true,
        noDelay: true,
      });
      const conn = { client, server: upstream, closed: false };
      connections.add(conn);
      const isClosed = () => conn.closed;
      const close = () => {
        if (conn.closed) return;
        conn.closed = true;
        connections.delete(conn);
        client.destroy();
        upstream.destroy();
      };
      const openAt = clock.now() + spec.rttMs;
      const toServer = new Sender({ clock, spec, pipe: up, dest: upstream, notBefore: openAt, isClosed });
      const toClient = new Sender({ clock, spec, pipe: down, dest: client, notBefore: openAt, isClosed });
      client.on('data', (chunk) => toServer.push(chunk));
      client.on('end', () => toServer.end());
      upstream.on('data', (chunk) => toClient.push(chunk));
      upstream.on('end', () => toClient.end());
      for (const socket of [client, upstream]) {
        socket.on('error', close);
        // Both halves done (each side's end delivered): nothing more can cross.
        socket.on('close', () => {
          if (client.destroyed && upstream.destroyed) close();
          else if (socket === client && !toServer.ended) close();
          else if (socket === upstream && !toClient.ended) close();
        });
      }
    });
    servers.push(server);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(/** @type {net.AddressInfo} */ (server.address()).port));
    });
  }

  /** Closes every connection and empties the link: the next page load meets it cold. */
  function reset() {
    for (const conn of [...connections]) {
      conn.closed = true;
      conn.client.destroy();
      conn.server.destroy();
    }
    connections.clear();
    clock.clear();
    down.freeAt = up.freeAt = 0;
  }

  async function close() {
    reset();
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }

  return {
    spec,
    listen,
    reset,
    close,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [specJson = '', ...targets] = process.argv.slice(2);
  const link = createShapedLink(/** @type {LinkSpec} */ (JSON.parse(specJson)));
  const ports = [];
  for (const target of targets) ports.push(await link.listen(Number(target)));
  process.on('message', (message) => {
    if (message === 'reset') {
      link.reset();
      process.send?.('reset-done');
    }
  });
  process.on('SIGTERM', () => link.close().then(() => process.exit(0)));
  process.on('disconnect', () => link.close().then(() => process.exit(0)));
  process.send?.({ ports });
}
