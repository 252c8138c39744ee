/**
 * Only the exact inline scripts the framework and our code write are allowed, so one that got in
 * another way (a sanitiser gap, a poisoned cache) does not run.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { preloaderScript } from '../src/shell/preloader-script.mjs';

const OWN = new Set([preloaderScript]);

const FLIGHT = /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*)\);?$/;
const TURBOPACK =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;

/** @param {string} text */
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const RUNTIME_LITERAL = /(['"])((?:(?!\1)[^\\\n]|\\.)*?\$R[A-Z]{1,2}=(?:(?!\1)[^\\\n]|\\.)*)\1/g;

/** Read from the installed react-dom, so an upgrade needs no change here (the browser CSP test checks). */
function reactRuntimeDefinitions() {
  const require = createRequire(import.meta.url);
  /** @type {Set<string>} */
  const definitions = new Set();
  const source = readFileSync(
    path.join(
      path.dirname(require.resolve('react-dom/package.json')),
      'cjs/react-dom-server.node.production.js',
    ),
    'utf8',
  );
  // The runtime is in string literals that assign `$R..` globals.
  for (const [, quote, literal] of source.matchAll(RUNTIME_LITERAL)) {
    const text = JSON.parse(
      `"${(literal ?? '')
        .replace(/\\x([0-9a-f]{2})/gi, '\\u00$1')
        .replace(/\\'/g, "'")
        .replace(quote === "'" ? /"/g : /(?!)/, '\\"')}"`,
    );
    // A definition may end with the opening of its first call (`...;$RS("`): keep the definition.
    definitions.add(String(text).replace(/\$R[A-Z]{1,2}\("$/, ''));
  }
  return [...definitions].sort((a, b) => b.length - a.length);
}

/** @type {string[] | undefined} */
let definitions;

/**
 * Known definitions, then only calls with JSON arguments.
 * @param {string} text
 */
function isReactRuntime(text) {
  if (!text.includes('$R')) return false;
  definitions ??= reactRuntimeDefinitions();
  let rest = text;
  for (let stripped = true; stripped;) {
    stripped = false;
    for (const definition of definitions) {
      if (definition && rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        stripped = true;
      }
    }
  }
  while (rest) {
    const call = /^\$R[A-Z]{1,2}\(/.exec(rest);
    if (!call) return false;
    let consumed = 0;
    for (let close = rest.indexOf(')', call[0].length); close !== -1; close = rest.indexOf(')', close + 1)) {
      if (isJson(`[${rest.slice(call[0].length, close)}]`)) {
        consumed = close + 1;
        break;
      }
    }
    if (!consumed) return false;
    rest = rest.slice(consumed).replace(/^;/, '');
  }
  return true;
}

/** @param {string} text */
export function isTrustedInlineScript(text) {
  if (OWN.has(text)) return true;
  const flight = FLIGHT.exec(text) ?? TURBOPACK.exec(text);
  if (flight) return isJson(flight[1] ?? '');
  return isReactRuntime(text);
}
