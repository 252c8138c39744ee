#!/usr/bin/env node
/**
 * `npm run bundle [-- --out dist/site]`: the deploy bundle (docs/deploy.md), built first unless the
 * build is current. The Dockerfile and the bundle's integration test run exactly this.
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
