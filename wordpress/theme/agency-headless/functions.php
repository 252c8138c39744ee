<?php
/**
 * The site is headless: a visit to WordPress's own front end is sent on to the public website,
 * to the same page when the site shows the entry (its permalink, which the must-use plugin points at
 * the site), else to the site's home page. Previews are left to the must-use plugin, which sends
 * them to the site's signed preview address; robots.txt and the favicon stay WordPress's.
 */

defined( 'ABSPATH' ) || exit;

/** The public website's address (no trailing slash), or '' when the must-use plugin does not know it. */
function agency_headless_site_url() {
	return function_exists( 'agency_site_url' ) ? agency_site_url() : '';
}

// Before WordPress's own answers at priority 10 (its canonical redirect, which would send a visitor
// to the site's path on this host, and its sitemaps).
add_action(
	'template_redirect',
	function () {
		$site = agency_headless_site_url();
		if ( '' === $site || is_preview() || is_customize_preview() || is_robots() || is_favicon() ) {
			return;
		}
		$target = $site . '/';
		if ( is_singular() ) {
			$link = get_permalink( get_queried_object() );
			if ( $link && str_starts_with( $link, $site . '/' ) ) {
				$target = $link;
			}
		}
		wp_redirect( $target, 302, 'Agency Headless' ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the configured site.
		exit;
	},
	9
);
