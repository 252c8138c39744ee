/**
 * Which inline scripts of a page its Content-Security-Policy allows: only those the framework and
 * our own code write, recognised by their exact form, never "whatever inline script the HTML holds".
 * So a script that reached a page's HTML any other way (a gap in the sanitiser, a poisoned cache
 * entry) is not allowed and the browser refuses to run it.
 *
 * - Next's flight data: `(self.__next_f=self.__next_f||[]).push(JSON)` and `self.__next_f.push(JSON)`;
 * - Turbopack's bootstrap: `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(JSON);`;
 * - React's streaming runtime: its function definitions, read from the installed React itself, then
 *   calls such as `$RC("B:0","S:0")` whose arguments are JSON;
 * - our own: the preloader.
 * JSON arguments are parsed, so code appended to an allowed form does not pass.
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

/**
 * React's streaming runtime definitions, as its server renderer writes them into pages, read from
 * the app's own react-dom (Next renders with a copy of the same release; the browser CSP test fails
 * loudly if the two ever write different scripts).
 */
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
  // Its runtime is in string literals that assign `$R..` globals (`$RC=function...`, `...{$RT=...}`).
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
 * True when `text` is React's runtime: known definitions, then only calls with JSON arguments.
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

/**
 * True when an inline script's text is one the framework or our own code writes.
 * @param {string} text
 */
export function isTrustedInlineScript(text) {
  if (OWN.has(text)) return true;
  const flight = FLIGHT.exec(text) ?? TURBOPACK.exec(text);
  if (flight) return isJson(flight[1] ?? '');
  return isReactRuntime(text);
}
