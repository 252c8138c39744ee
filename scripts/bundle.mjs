#!/usr/bin/env node
/**
 * `npm run bundle [-- --out dist/site]`: the deploy bundle (scripts/lib/bundle.mjs, docs/deploy.md).
 * Builds the site into NEXT_DIST_DIR (default .next) unless that build is current for the sources
 * and settings (WORDPRESS_URL, SITE_URL, ...), as `npm run build` does, then assembles the bundle
 * from it. The Dockerfile runs exactly this; so does the bundle's integration test.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assembleBundle } from './lib/bundle.mjs';
import { buildSite, root } from './lib/site-server.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(root, 'dist/site') } } });
const started = Date.now();
await buildSite();
assembleBundle({ distDir: process.env.NEXT_DIST_DIR || '.next', out: values.out ?? '' });
console.log(`Bundled in ${((Date.now() - started) / 1000).toFixed(1)} s. Start it with: node server.js`);
