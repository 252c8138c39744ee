/**
 * The Next.js configuration the production server runs with: the one its build serialized
 * (`<build>/required-server-files.json`, as Next's own standalone server uses it), plus the
 * incremental cache, which only a running server has. So the server needs neither next.config.ts nor
 * TypeScript, and the same code starts the site in the repository and in the deploy bundle.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The running server's incremental cache (server/cache-handler.mjs), its memory the one memory
 * layer, so Next's own is off. next.config.ts gives it to every phase but the build.
 * @param {string} root  the folder holding server/
 */
export function runtimeCache(root) {
  return { cacheHandler: path.join(root, 'server', 'cache-handler.mjs'), cacheMaxMemorySize: 0 };
}

/**
 * The build's serialized configuration with the runtime cache, served from `root`/`distDir`.
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
