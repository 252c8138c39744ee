/**
 * Debian's Chromium as the benchmark (Lighthouse) and the end-to-end tests (Playwright) launch it:
 * no browser download, run as root and offline, without the background traffic (updates, sync, QUIC)
 * that would add noise to timings (docs/decisions.md, 'Browser for measurements'). Each launcher
 * adds its own headless switch and a fresh temporary --user-data-dir.
 */

/** CHROMIUM_PATH, or Debian's `chromium` package. */
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
