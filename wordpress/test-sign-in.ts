/**
 * The integration tests' wp-login.php sign-in, posted as a browser does (with WordPress's test
 * cookie): the session cookie ('' when refused) and the error WordPress showed, as text.
 */
export async function postSignIn(
  url: string,
  user: string,
  password: string,
): Promise<{ cookie: string; error: string }> {
  const res = await fetch(`${url}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
    },
    body: new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', testcookie: '1' }),
  });
  const html = await res.text();
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const error = /<div id="login_error"[^>]*>([\s\S]*?)<\/div>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  return {
    cookie: cookies.some((c) => c.startsWith('wordpress_logged_in_')) ? cookies.join('; ') : '',
    error: error ?? '',
  };
}
