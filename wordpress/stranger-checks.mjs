/**
 * What a stranger can read from the embedded WordPress that it should not: the same checks on every
 * runner (the integration suite runs them on native PHP, wordpress/smoke.mjs on Playground).
 * Each check is [what, passed]; a failing one names what leaked.
 */

/**
 * @typedef {object} StrangerTarget
 * @property {string} url            WordPress's address
 * @property {string} staff          an Authorization header of a user who reads hidden posts
 * @property {boolean} sqlite        whether WordPress runs on the SQLite plugin
 */

const HIDDEN_CATEGORY_ID = 7;

/** Files and routes that name WordPress, its version or its routes, and the install screens. */
const NOT_FOR_STRANGERS = [
  '/readme.html',
  '/license.txt',
  '/wp-config-sample.php',
  '/wp-admin/install.php',
  '/wp-admin/setup-config.php',
  '/wp-json/',
  '/wp-json/wp/v2',
  '/?rest_route=/',
];

/** Answers that show a platform: a version, an install screen or the REST route index. */
const TELLS =
  /WordPress \d|ver=\d|"namespaces"|"routes"|wp-admin\/install\.php\?step|Stable tag|Already Installed/i;

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function read(url, init = {}) {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000), ...init });
  return { res, text: await res.text() };
}

/**
 * @param {StrangerTarget} target
 * @returns {Promise<[what: string, passed: boolean][]>}
 */
export async function strangerChecks({ url, staff, sqlite }) {
  /** @type {[string, boolean][]} */
  const checks = [];
  const routes = [...NOT_FOR_STRANGERS];
  if (sqlite) routes.push('/wp-content/plugins/sqlite-database-integration/readme.txt');
  for (const route of routes) {
    const { res, text } = await read(`${url}${route}`);
    checks.push([`${route} is not served (${res.status})`, res.status >= 400 && !TELLS.test(text)]);
  }
  // Static files go through the runner's own server, PHP answers through WordPress: neither names it.
  for (const route of [
    '/wp-includes/css/dashicons.min.css',
    '/wp-login.php',
    '/wp-json/wp/v2/posts?per_page=1',
  ]) {
    const { res } = await read(`${url}${route}`);
    checks.push([`${route} names no platform (X-Powered-By)`, res.headers.get('x-powered-by') === null]);
  }
  // An answer for a signed-in caller says it varies by who asks, and is never kept for another.
  const signedIn = await read(`${url}/wp-json/wp/v2/posts?per_page=1`, { headers: { authorization: staff } });
  checks.push([
    "a signed-in caller's REST answer varies by Authorization and is private",
    /authorization/i.test(signedIn.res.headers.get('vary') ?? '') &&
      /private|no-store/.test(signedIn.res.headers.get('cache-control') ?? ''),
  ]);

  // The hidden category's posts, as staff read them.
  const hidden = /** @type {{ id: number; slug: string; title: { rendered: string } }[]} */ (
    JSON.parse(
      (
        await read(
          `${url}/wp-json/wp/v2/posts?categories=${HIDDEN_CATEGORY_ID}&per_page=100&_fields=id,slug,title`,
          {
            headers: { authorization: staff },
          },
        )
      ).text,
    )
  );
  checks.push([`staff read the hidden category's posts (${hidden.length})`, hidden.length > 0]);
  const post = hidden[0];
  if (!post) return checks;
  const title = post.title.rendered;
  const shows = (/** @type {string} */ text) => text.includes(post.slug) || text.includes(title);
  const asStranger = [
    `/wp-json/wp/v2/posts?categories=${HIDDEN_CATEGORY_ID}`,
    `/wp-json/wp/v2/posts/${post.id}`,
    `/wp-json/wp/v2/posts?include=${post.id}`,
    `/wp-json/wp/v2/posts?slug=${post.slug}`,
    `/wp-json/wp/v2/search?search=${encodeURIComponent(title.split(' ').slice(-2).join(' '))}`,
    `/wp-json/wp/v2/search?search=${encodeURIComponent(post.slug)}&subtype=post`,
    `/?p=${post.id}`,
    `/?name=${post.slug}`,
    `/?s=${encodeURIComponent(post.slug)}`,
    `/?cat=${HIDDEN_CATEGORY_ID}`,
    '/feed/',
    `/?feed=rss2&cat=${HIDDEN_CATEGORY_ID}`,
    `/wp-json/oembed/1.0/embed?url=${encodeURIComponent(`${url}/?p=${post.id}`)}`,
    '/wp-sitemap-posts-post-1.xml',
    '/wp-sitemap-taxonomies-category-1.xml',
  ];
  for (const route of asStranger) {
    const { res, text } = await read(`${url}${route}`);
    const location = res.headers.get('location') ?? '';
    checks.push([
      `${route} does not show the hidden post (${res.status})`,
      !shows(text) &&
        !location.includes(post.slug) &&
        !(route.includes('sitemap-taxonomies') && text.includes('internal-notes')),
    ]);
  }
  const single = await read(`${url}/wp-json/wp/v2/posts/${post.id}`, { headers: { authorization: staff } });
  checks.push([
    `staff still read /wp-json/wp/v2/posts/${post.id} (${single.res.status})`,
    single.res.status === 200,
  ]);
  return checks;
}
