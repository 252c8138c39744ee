#!/usr/bin/env node
/** `npm start`: the embedded WordPress (unless WORDPRESS_URL is set) and the production site. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSite } from './lib/site-server.mjs';

const started = Date.now();
const site = await startSite({ dev: process.argv.includes('--dev') });
console.log(`\n  Site:       ${site.siteUrl}`);
console.log(`  WordPress:  ${site.wordpressUrl}${site.wordpress ? ' (embedded)' : ''}`);
if (site.wordpress) {
  const { adminUser, adminPassword } = JSON.parse(
    readFileSync(path.join(site.wordpress.dataDir, 'private', 'credentials.json'), 'utf8'),
  );
  const { editor, hr } = site.wordpress;
  console.log(`  wp-admin:   ${site.wordpress.url}/wp-admin/`);
  for (const [user, password, use] of [
    [
      adminUser,
      adminPassword,
      'Administrator: everything, and Settings → Inbox (who reads applications, where notifications go)',
    ],
    [editor.user, editor.password, 'Editor: the site’s content; no applications or messages'],
    [hr.user, hr.password, 'HR: the Inbox (applications, contact messages); no content'],
  ])
    console.log(`    user ${user.padEnd(6)} password ${password}  ${use}`);
}
console.log(`  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping ...');
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
site.next?.on('exit', async (code) => {
  if (stopping) return;
  console.error(`The site stopped (exit ${code}).`);
  await site.stop();
  process.exit(code ?? 1);
});
