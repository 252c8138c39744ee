<?php
/**
 * Defaults for every setting. The embedded runtime defines them first in a generated
 * mu-plugin (0-agency-runtime-config.php); on a regular WordPress define them in wp-config.php.
 */

defined( 'ABSPATH' ) || exit;

/** Bump when the demo seed changes so existing databases re-apply it. */
define( 'AGENCY_SEED_VERSION', '2026-12d' );

/** Posts the demo seed creates in all; above the curated ones it adds archive posts (scale tests). */
if ( ! defined( 'AGENCY_SEED_POSTS' ) ) {
	define( 'AGENCY_SEED_POSTS', 0 );
}

/** What a seeded database records: the seed version and the post count it was seeded for. */
function agency_seed_key() {
	return AGENCY_SEED_VERSION . ( AGENCY_SEED_POSTS > 0 ? '+' . (int) AGENCY_SEED_POSTS . '-posts' : '' );
}

if ( ! defined( 'AGENCY_REVALIDATE_URL' ) ) {
	define( 'AGENCY_REVALIDATE_URL', '' );
}
if ( ! defined( 'AGENCY_REVALIDATE_SECRET' ) ) {
	define( 'AGENCY_REVALIDATE_SECRET', '' );
}
/** The public site's base URL for preview links; empty means the origin of AGENCY_REVALIDATE_URL. */
if ( ! defined( 'AGENCY_SITE_URL' ) ) {
	define( 'AGENCY_SITE_URL', '' );
}
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
