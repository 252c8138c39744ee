/**
 * The process's log. Each request runs in a context carrying its id (the server sets it and answers
 * it as X-Request-Id), so every line written while serving it, by our code, Next or a library,
 * names the request. With LOG_FORMAT=json each line is one JSON object for a log collector, written
 * by pino: `{"level","time","requestId",...fields,"msg"}` (warnings and errors on stderr, the rest
 * on stdout); otherwise the familiar plain text.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino from 'pino';
import { serverEnv } from '../src/config/environment.mjs';

/** @typedef {'debug' | 'info' | 'warn' | 'error'} Level */
/** @typedef {{ requestId: string, method?: string, path?: string }} RequestContext */

const KEY = Symbol.for('agency.log');
/** One store per process, shared by the server and the app's bundles (each has its own module copy). */
const shared = /** @type {{ [KEY]?: AsyncLocalStorage<RequestContext> }} */ (
  /** @type {unknown} */ (globalThis)
);
const requests = (shared[KEY] ??= new AsyncLocalStorage());

/** Runs `fn` as part of the request `context`. */
export const withRequest = /** @type {<T>(context: RequestContext, fn: () => T) => T} */ (
  (context, fn) => requests.run(context, fn)
);

/** The current request's id, when there is one. */
export function requestId() {
  return requests.getStore()?.requestId;
}

const json = () => serverEnv().LOG_FORMAT === 'json';

/** @type {pino.Logger<Level> | undefined} */
let jsonLog;
/** The JSON logger: level names, ISO times, the request's context on every line, no pid or host. */
function jsonLogger() {
  jsonLog ??= pino(
    {
      level: 'debug',
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ ...requests.getStore() }),
    },
    pino.multistream(
      [
        { level: 'debug', stream: process.stdout },
        { level: 'warn', stream: process.stderr },
      ],
      { dedupe: true },
    ),
  );
  return jsonLog;
}

/** @param {unknown} value */
function plain(value) {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/**
 * Writes one line.
 * @param {Level} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function log(level, msg, fields = {}) {
  if (json()) {
    /** @type {Record<string, unknown>} */
    const line = {};
    for (const [key, value] of Object.entries(fields)) line[key] = plain(value);
    jsonLogger()[level](line, msg);
    return;
  }
  const context = requests.getStore();
  const extra = Object.entries(fields)
    .map(([key, value]) => `${key}=${value instanceof Error ? value.message : format('%s', value)}`)
    .join(' ');
  const id = context ? ` [${context.requestId}]` : '';
  // Plain text goes through the console (structureConsole only replaces it in JSON mode, never reached here).
  console[level](`${msg}${extra ? ` ${extra}` : ''}${id}`);
}

/**
 * With LOG_FORMAT=json, what Next and libraries print through `console` becomes JSON lines too, with
 * the request's id; nothing changes otherwise.
 */
export function structureConsole() {
  if (!json()) return;
  for (const level of /** @type {const} */ (['debug', 'info', 'warn', 'error'])) {
    console[level] = (...args) => {
      const error = args.find((a) => a instanceof Error);
      log(level, format(...args.map((a) => (a instanceof Error ? a.message : a))), error ? { error } : {});
    };
  }
  console.log = console.info;
}
