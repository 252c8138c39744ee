#!/bin/sh
# compose.yaml's wordpress-setup service (WP-CLI), run once after the first start: installs WordPress
# if it is not yet, then installs (or replaces) and activates our plugin from the newest
# dist/agency-site-*.zip (npm run wordpress:plugin), as docs/wordpress.md does on the Plugins screen.
set -eu
cd /var/www/html
tries=0
until wp db query 'SELECT 1' >/dev/null 2>&1; do
  tries=$((tries + 1))
  [ "$tries" -lt 60 ] || { echo 'MariaDB did not answer within 2 minutes' >&2; exit 1; }
  sleep 2
done
if ! wp core is-installed 2>/dev/null; then
  password=$(head -c 18 /dev/urandom | base64)
  wp core install --url="$WORDPRESS_PUBLIC_URL" --title='Nexora' --admin_user=admin \
    --admin_email="$WORDPRESS_ADMIN_EMAIL" --admin_password="$password" --skip-email
  echo "WordPress administrator: admin, password $password (kept nowhere else: note it now)"
fi
zip=$(ls -1 /dist/agency-site-*.zip 2>/dev/null | tail -n 1)
[ -n "$zip" ] || { echo 'No dist/agency-site-*.zip: run npm run wordpress:plugin first' >&2; exit 1; }
wp plugin install "$zip" --force --activate
echo "Next: $WORDPRESS_PUBLIC_URL/wp-admin/ → Settings → Connect the website → Create the account;"
echo 'put WORDPRESS_USER and WORDPRESS_APP_PASSWORD in .env, then: docker compose up -d site'
