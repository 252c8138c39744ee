// Preloaded into the Playground CLI (node --require). It has no host option and listens on every
// interface. Force every TCP listener of the process onto 127.0.0.1. Plain CommonJS: `node --require`
// loads it into the CLI before anything else, without a TypeScript or ESM loader.
const net = require('node:net');

const ANY = new Set([undefined, null, '', '0.0.0.0', '::', '::0']);
const original = net.Server.prototype.listen;

/**
 * listen() has many overloads (port, host, backlog, callback, options, handle); the arguments are read
 * and rewritten as they come.
 * @this {import('node:net').Server}
 * @param {any[]} args
 */
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const first = args[0];
  if (
    first &&
    typeof first === 'object' &&
    !Array.isArray(first) &&
    ('port' in first || !('fd' in first || '_handle' in first || 'path' in first))
  ) {
    if (ANY.has(first.host)) args[0] = { ...first, host: '127.0.0.1' };
  } else if (
    typeof first === 'number' ||
    (typeof first === 'string' && /^\d+$/.test(first)) ||
    first === undefined ||
    typeof first === 'function'
  ) {
    if (typeof first === 'function' || first === undefined) args.splice(0, first === undefined ? 1 : 0, 0);
    if (typeof args[1] === 'string') {
      if (ANY.has(args[1])) args[1] = '127.0.0.1';
    } else {
      args.splice(1, 0, '127.0.0.1');
    }
  }
  return original.apply(this, /** @type {Parameters<typeof original>} */ (args));
};

// The Playground CLI serves through Express, which names itself in X-Powered-By on every answer
// (static files too, where PHP's own header removal never runs). No answer names its platform.
const http = require('node:http');

const setHeader = http.ServerResponse.prototype.setHeader;
/**
 * @this {import('node:http').ServerResponse}
 * @param {string} name
 * @param {any} value
 */
http.ServerResponse.prototype.setHeader = function setHeaderUnlessPoweredBy(name, value) {
  if (String(name).toLowerCase() === 'x-powered-by') return this;
  return setHeader.call(this, name, value);
};
const writeHead = http.ServerResponse.prototype.writeHead;
/**
 * @this {import('node:http').ServerResponse}
 * @param {any[]} args
 */
http.ServerResponse.prototype.writeHead = function writeHeadUnlessPoweredBy(...args) {
  this.removeHeader('x-powered-by');
  for (const [i, headers] of args.entries()) {
    if (i > 0 && headers && typeof headers === 'object' && !Array.isArray(headers)) {
      args[i] = Object.fromEntries(
        Object.entries(headers).filter(([k]) => k.toLowerCase() !== 'x-powered-by'),
      );
    }
  }
  return writeHead.apply(this, /** @type {Parameters<typeof writeHead>} */ (args));
};
