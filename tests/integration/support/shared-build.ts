/**
 * The production build two integration tests share (in .next-made-up): made-up-addresses runs its
 * instances on it, and the bundle test assembles the deploy bundle from it. Both start a fresh
 * embedded WordPress on the same port and build with the same settings, so whichever runs first
 * builds and the other finds the build current (buildIfNeeded compares the sources and settings).
 *
 * Ports (overridable): WordPress MADE_UP_WORDPRESS_PORT or 9455; the build's SITE_URL names
 * MADE_UP_SITE_PORT or 3530.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { WordPressServer } from '@/wordpress/server.mjs';

export const SHARED_BUILD_DIR = '.next-made-up';
export const SHARED_WORDPRESS_PORT = Number(process.env.MADE_UP_WORDPRESS_PORT) || 9455;
export const SHARED_SITE_PORT = Number(process.env.MADE_UP_SITE_PORT) || 3530;

/**
 * The settings the shared build is made with, and its servers run with, against `wp`; the form
 * outbox goes under `dataDir`. The build never sees REDIS_URL.
 */
export function sharedBuildEnv(wp: WordPressServer, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: SHARED_BUILD_DIR,
    SITE_URL: `http://127.0.0.1:${SHARED_SITE_PORT}`,
    WORDPRESS_URL: wp.url,
    WORDPRESS_USER: wp.user,
    WORDPRESS_APP_PASSWORD: wp.appPassword,
    REVALIDATE_SECRET: randomBytes(24).toString('hex'),
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
  };
  delete env.REDIS_URL;
  return env;
}
