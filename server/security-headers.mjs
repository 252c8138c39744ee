/**
 * Security headers, and a Content-Security-Policy that allows inline scripts by hash: a nonce must
 * differ per request, which would force every page to render dynamically.
 */
import { createHash } from 'node:crypto';
import { serverEnv } from '../src/config/environment.mjs';
import { log } from './log.mjs';
import { isTrustedInlineScript } from './trusted-scripts.mjs';

/** @typedef {Partial<import('../src/config/environment.mjs').ServerEnv>} Env */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Only scripts the framework or our code wrote are hashed; the browser blocks any other.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // Data blocks are never executed, so CSP does not apply to them.
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    if (!isTrustedInlineScript(match[2] ?? '')) {
      log('warn', 'inline script not written by the site left out of the page CSP', {
        script: (match[2] ?? '').slice(0, 120),
      });
      continue;
    }
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/**
 * What @next/third-parties' <GoogleAnalytics> injects on the client, so never in the HTML we hash. A
 * unit test compares it with the installed library, so an upgrade cannot silently block GA.
 * @param {string} gaId
 */
export function gaBootstrapScript(gaId) {
  return `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${gaId}' );`;
}

/** @param {{ scriptHashes?: string[], env?: Env }} [options] */
export function contentSecurityPolicy({ scriptHashes = [], env = serverEnv() } = {}) {
  const gaId = env.NEXT_PUBLIC_GA_ID;
  const recaptcha = Boolean(env.RECAPTCHA_SITE_KEY);
  const https = (env.SITE_URL ?? '').startsWith('https://');

  const script = ["'self'", ...scriptHashes];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  /** @type {string[]} */
  const frame = [];
  // WordPress media is served under our own origin, so WordPress's host is never named.
  if (gaId) {
    script.push(
      'https://www.googletagmanager.com',
      `'sha256-${createHash('sha256').update(gaBootstrapScript(gaId), 'utf8').digest('base64')}'`,
    );
    connect.push(
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://www.googletagmanager.com',
    );
    img.push('https://www.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (recaptcha) {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
    connect.push('https://www.google.com/recaptcha/');
  }

  const directives = [
    ['default-src', "'self'"],
    ['script-src', ...script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', ...img],
    ['font-src', "'self'"],
    ['connect-src', ...connect],
    ['media-src', "'self'"],
    ['frame-src', ...(frame.length ? frame : ["'none'"])],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** For every response that is not a page: nothing may load or run in it. */
export const nonHtmlPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * HTML responses replace this CSP with their own (server/document-csp.mjs).
 * @param {Env} [env]
 */
export function staticSecurityHeaders(env = serverEnv()) {
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': nonHtmlPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if ((env.SITE_URL ?? '').startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains; preload';
  }
  return headers;
}
