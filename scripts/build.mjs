#!/usr/bin/env node
/** `npm run build`: a production build against the configured or the embedded WordPress. */
import { startSite, buildIfNeeded } from './lib/site-server.mjs';

if (process.env.WORDPRESS_URL) {
  await buildIfNeeded({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, { force: true });
} else {
  // Static pages read WordPress at build time: start the embedded one for the build, then stop.
  const site = await startSite({ serve: false });
  await site.stop();
}
