#!/usr/bin/env node
/** `npm run build`: a production build against the configured or the embedded WordPress. */
import { buildSite } from './lib/site-server.mjs';

await buildSite({ force: true });
