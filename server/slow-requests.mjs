/** A slow request is logged with what it waits for, so a hang shows before any client gives up. */
import { log } from './log.mjs';

const SLOW_MS = 5_000;

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {{ phase: string }} Progress */

export function openRequests() {
  /** @type {Map<Response, { progress: Progress, state: () => object }>} */
  const open = new Map();
  return {
    /**
     * @param {Request} req
     * @param {Response} res
     * @param {string} phase  what it waits for first
     * @returns {Progress}
     */
    watch(req, res, phase) {
      const started = performance.now();
      /** @type {Progress} */
      const progress = { phase };
      const state = () => ({
        url: req.url,
        method: req.method,
        waitingFor: progress.phase,
        headersSent: res.headersSent,
        bytesWritten: req.socket?.bytesWritten,
        clientConnected: !req.socket?.destroyed,
        conditional: Boolean(req.headers['if-none-match'] || req.headers['if-modified-since']),
        range: req.headers.range,
        ms: Math.round(performance.now() - started),
      });
      const timers = [SLOW_MS, 4 * SLOW_MS].map((ms) => {
        const timer = setTimeout(() => log('warn', 'request slow, still open', { ...state(), ms }), ms);
        timer.unref();
        return timer;
      });
      open.set(res, { progress, state });
      res.once('close', () => {
        open.delete(res);
        for (const timer of timers) clearTimeout(timer);
        const ms = Math.round(performance.now() - started);
        if (ms > SLOW_MS) {
          log('warn', 'request slow', {
            url: req.url,
            ms,
            status: res.statusCode,
            lastPhase: progress.phase,
            completed: res.writableFinished,
          });
        }
      });
      return progress;
    },
    /** @param {Response} res */
    progress(res) {
      return open.get(res)?.progress;
    },
    list() {
      return [...open.values()].map(({ state }) => state());
    },
  };
}
