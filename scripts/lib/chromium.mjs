/**
 * One Chromium for the benchmark and the end-to-end tests, without the background traffic that would
 * add noise to timings (docs/decisions.md, 'Browser for measurements').
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
