/** Each request runs in a context carrying its id, so every line written while serving it names it. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino from 'pino';
import { serverEnv } from '../src/config/environment.mjs';

/** @typedef {'debug' | 'info' | 'warn' | 'error'} Level */
/** @typedef {{ requestId: string, method?: string, path?: string }} RequestContext */

const KEY = Symbol.for('agency.log');
/** On globalThis: the server and the app's bundles each have their own copy of this module. */
const shared = /** @type {{ [KEY]?: AsyncLocalStorage<RequestContext> }} */ (
  /** @type {unknown} */ (globalThis)
);
const requests = (shared[KEY] ??= new AsyncLocalStorage());

export const withRequest = /** @type {<T>(context: RequestContext, fn: () => T) => T} */ (
  (context, fn) => requests.run(context, fn)
);

export function requestId() {
  return requests.getStore()?.requestId;
}

const json = () => serverEnv().LOG_FORMAT === 'json';

/** @type {pino.Logger<Level> | undefined} */
let jsonLog;
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
  // structureConsole replaces the console only in JSON mode, so this cannot loop.
  console[level](`${msg}${extra ? ` ${extra}` : ''}${id}`);
}

/** So that what Next and libraries print becomes JSON lines with the request's id too. */
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
