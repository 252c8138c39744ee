<?php
/**
 * Defaults for every setting. The embedded runtime defines them first in a generated
 * mu-plugin (0-agency-runtime-config.php); on a regular WordPress define them in wp-config.php.
 * The connection to the website (its address and the revalidation secret) may instead be set in
 * Settings → Connect the website (connect.php): a constant defined before this file wins.
 */

defined( 'ABSPATH' ) || exit;

/** Bump when the demo seed changes so existing databases re-apply it. */
define( 'AGENCY_SEED_VERSION', '2026-12f' );

/**
 * The category whose posts are the team's own (the seed's "Internal Notes"): hidden from visitors on
 * every WordPress route (hidden-posts.php). The website's src/config/site.ts names the same id.
 */
if ( ! defined( 'AGENCY_HIDDEN_CATEGORY_ID' ) ) {
	define( 'AGENCY_HIDDEN_CATEGORY_ID', 7 );
}

/** Posts the demo seed creates in all; above the curated ones it adds archive posts (scale tests). */
if ( ! defined( 'AGENCY_SEED_POSTS' ) ) {
	define( 'AGENCY_SEED_POSTS', 0 );
}

/** What a seeded database records: the seed version and the post count it was seeded for. */
function agency_seed_key() {
	return AGENCY_SEED_VERSION . ( AGENCY_SEED_POSTS > 0 ? '+' . (int) AGENCY_SEED_POSTS . '-posts' : '' );
}

/** The connection settings wp-config.php (or the embedded runtime) fixed; the Connect screen shows them read-only. */
define( 'AGENCY_CONNECTION_FIXED', array_values( array_filter( array( 'AGENCY_REVALIDATE_URL', 'AGENCY_REVALIDATE_SECRET', 'AGENCY_SITE_URL' ), 'defined' ) ) );

/** The website's public address saved on the Connect screen, no trailing slash; '' when none. */
$agency_site_option = untrailingslashit( (string) get_option( 'agency_connect_site_url', '' ) );
if ( ! defined( 'AGENCY_REVALIDATE_URL' ) ) {
	define( 'AGENCY_REVALIDATE_URL', '' === $agency_site_option ? '' : $agency_site_option . '/api/revalidate' );
}
if ( ! defined( 'AGENCY_REVALIDATE_SECRET' ) ) {
	define( 'AGENCY_REVALIDATE_SECRET', (string) get_option( 'agency_connect_secret', '' ) );
}
/** The public site's base URL for preview links; empty means the origin of AGENCY_REVALIDATE_URL. */
if ( ! defined( 'AGENCY_SITE_URL' ) ) {
	define( 'AGENCY_SITE_URL', $agency_site_option );
}
unset( $agency_site_option );
/** Seconds a signed preview link stays valid. */
if ( ! defined( 'AGENCY_PREVIEW_TTL' ) ) {
	define( 'AGENCY_PREVIEW_TTL', 600 );
}
/** reCAPTCHA is verified only when a secret is configured. */
if ( ! defined( 'AGENCY_RECAPTCHA_SECRET' ) ) {
	define( 'AGENCY_RECAPTCHA_SECRET', '' );
}
if ( ! defined( 'AGENCY_RECAPTCHA_VERIFY_URL' ) ) {
	define( 'AGENCY_RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify' );
}
/** Minimum reCAPTCHA v3 score accepted. */
if ( ! defined( 'AGENCY_RECAPTCHA_MIN_SCORE' ) ) {
	define( 'AGENCY_RECAPTCHA_MIN_SCORE', 0.5 );
}
/** Résumé size limit in bytes (5 MB). */
if ( ! defined( 'AGENCY_MAX_RESUME_BYTES' ) ) {
	define( 'AGENCY_MAX_RESUME_BYTES', 5 * 1024 * 1024 );
}
/** Where uploaded résumés go: never under a public URL. */
if ( ! defined( 'AGENCY_PRIVATE_DIR' ) ) {
	define( 'AGENCY_PRIVATE_DIR', WP_CONTENT_DIR . '/agency-private' );
}
