// Preloaded into the Playground CLI (node --require): it has no host option and listens on every
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
