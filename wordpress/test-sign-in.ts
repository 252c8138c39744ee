/**
 * The integration tests' wp-login.php sign-in, posted as a browser does (with WordPress's test
 * cookie, plus any cookies the browser kept, such as a known-device cookie): the session cookie
 * ('' when refused), the error WordPress showed, as text, and every cookie WordPress set.
 */
export async function postSignIn(
  url: string,
  user: string,
  password: string,
  { cookie = '', headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<{ cookie: string; error: string; setCookies: string[] }> {
  const res = await fetch(`${url}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: ['wordpress_test_cookie=WP%20Cookie%20check', cookie].filter(Boolean).join('; '),
    },
    body: new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', testcookie: '1' }),
  });
  const html = await res.text();
  const setCookies = res.headers.getSetCookie();
  const cookies = setCookies.map((c) => c.split(';')[0] ?? '');
  const error = /<div id="login_error"[^>]*>([\s\S]*?)<\/div>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  return {
    cookie: cookies.some((c) => c.startsWith('wordpress_logged_in_')) ? cookies.join('; ') : '',
    error: error ?? '',
    setCookies,
  };
}
