/**
 * The configuration the build serialized, as Next's standalone server uses it, so the server needs
 * neither next.config.ts nor TypeScript and starts the same in the repository and the deploy bundle.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Next's own memory cache is off: the handler's memory is the one layer.
 * @param {string} root  the folder holding server/
 */
export function runtimeCache(root) {
  return { cacheHandler: path.join(root, 'server', 'cache-handler.mjs'), cacheMaxMemorySize: 0 };
}

/**
 * @param {string} root
 * @param {string} distDir  relative to root, e.g. `.next`
 * @returns {Record<string, unknown>}
 */
export function servedConfig(root, distDir) {
  const manifest = path.join(root, distDir, 'required-server-files.json');
  /** @type {string} */
  let text;
  try {
    text = readFileSync(manifest, 'utf8');
  } catch (error) {
    throw new Error(`No production build in ${path.join(root, distDir)} (npm run build makes one)`, {
      cause: error,
    });
  }
  /** @type {{ config: Record<string, unknown> }} */
  const { config } = JSON.parse(text);
  return { ...config, distDir, ...runtimeCache(root) };
}
