#!/usr/bin/env node
/**
 * Start-and-read smoke test of one runner (CI runs the full suite on native PHP and this on the
 * other): a fresh WordPress must come up seeded on the prepared core (6.8), serve posts with
 * class_list, careers, refuse the seed, the PHP log and XML-RPC (Playground has no router: they
 * must simply not be under its document root), show a stranger what the native runner hides from
 * one (wordpress/stranger-checks.mjs), and stop.
 * Usage: WORDPRESS_RUNNER=playground node wordpress/smoke.mjs [port]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWordPress } from './server.mjs';
import { strangerChecks } from './stranger-checks.mjs';

const port = Number(process.argv[2]) || 9495;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-smoke-'));
const started = Date.now();
const wp = await startWordPress({ port, dataDir, log: () => {} });
let failed = 0;
let checks = 0;
/**
 * @param {boolean} ok
 * @param {string} what
 */
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  checks += 1;
  if (!ok) failed += 1;
};
try {
  // Only an administrator is told the version.
  const admin = `Basic ${Buffer.from(`${wp.admin.user}:${wp.admin.appPassword}`).toString('base64')}`;
  const health = await (
    await fetch(`${wp.url}/wp-json/agency/v1/health`, { headers: { authorization: admin } })
  ).json();
  check(/^6\.8\./.test(health.wordpress ?? ''), `runs WordPress 6.8 (${health.wordpress})`);
  const posts = await fetch(`${wp.url}/wp-json/wp/v2/posts?per_page=10`);
  const list = await posts.json();
  check(posts.ok && Array.isArray(list) && list.length === 10, 'posts answer with a full page');
  check(Number(posts.headers.get('x-wp-totalpages')) >= 3, 'at least 3 pages of posts');
  check(
    list.some((/** @type {{ class_list?: string[] }} */ p) =>
      (p.class_list ?? []).some((c) => c.startsWith('tag-')),
    ),
    'class_list carries tag- entries',
  );
  const careers = await (await fetch(`${wp.url}/wp-json/wp/v2/careers`)).json();
  check(
    Array.isArray(careers) && careers.length === 4 && careers.every((c) => c.skills?.length),
    'four careers with skills',
  );
  const category = await fetch(`${wp.url}/wp-json/wp/v2/categories/7`);
  check(category.ok, 'category 7 exists');
  for (const p of [
    '/wp-content/agency-seed/run.php',
    '/wp-content/agency-seed/posts.json',
    '/wp-content/debug.log',
    '/xmlrpc.php',
  ]) {
    const r = await fetch(`${wp.url}${p}`, p === '/xmlrpc.php' ? { method: 'POST', body: '' } : {});
    await r.arrayBuffer();
    check(r.status === 403 || r.status === 404, `${p} answers ${r.status}`);
  }
  const info = await (await fetch(`${wp.url}/phpinfo.php`)).text();
  check(!/PHP Version|phpinfo\(\)/.test(info), '/phpinfo.php does not show phpinfo()');
  const job = await fetch(`${wp.url}/wp-json/hjb/v1/submit-job`, { method: 'POST', body: new FormData() });
  check(job.status === 401, `submit-job without the site's credential answers ${job.status}`);
  for (const [what, ok] of await strangerChecks({
    url: wp.url,
    staff: admin,
    sqlite: wp.database === 'sqlite',
  }))
    check(ok, what);
} finally {
  await wp.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`${wp.runner} runner, ${seconds} s`);
console.log(`${checks - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
