<?php
/**
 * Plugin Name: Agency Site
 * Description: Content model and endpoints of the agency website (careers, case studies, services, team, FAQ, site details, home page and menus, redirects, SEO, previews, form receivers), its Inbox, and Settings → Connect the website. Deactivating keeps all data. Deleting the plugin permanently deletes job applications with their résumés, contact messages, newsletter sign-ups, the mail log, the website's account and the plugin's settings and roles; posts, careers and other content stay.
 * Version: 1.0.0
 * Requires at least: 6.8
 * Requires PHP: 8.2
 * Author: Nexora Infotech
 * License: Proprietary
 * Update URI: false
 *
 * The loader, twice: as the embedded runtime's must-use plugin (wp-content/mu-plugins/agency-site.php)
 * and as the main file of the plugin zip (wp-content/plugins/agency-site/agency-site.php, built by
 * scripts/wordpress-plugin.mjs). The code lives in ./agency/, one small file per concern.
 */

defined( 'ABSPATH' ) || exit;

// Installed both ways (the zip on a site that already has the must-use copy), the first one loaded wins.
if ( defined( 'AGENCY_SITE_LOADED' ) ) {
	return;
}
define( 'AGENCY_SITE_LOADED', __FILE__ );

foreach ( array( 'config', 'not-found', 'auth', 'roles', 'helpers', 'client-address', 'careers', 'site-content', 'site-content-faq', 'site-content-testimonial', 'site-content-team-member', 'site-content-case-study', 'site-content-service', 'site-content-client-logo', 'site-content-validation', 'site-content-editor', 'site-content-order', 'site-content-media', 'photo-help', 'faq-groups', 'reorder', 'settings-screen', 'settings-values', 'site-facts', 'home-settings', 'menus', 'seo', 'seo-screen', 'legal-pages', 'redirects', 'private-types', 'submit-job', 'receivers', 'calls', 'idempotency', 'mail', 'mail-settings', 'mail-notifications', 'inbox', 'retention', 'privacy', 'testing', 'preview', 'admin-links', 'moved', 'revalidate', 'site-status', 'site-account', 'health', 'hardening', 'sign-in', 'hidden-posts', 'connect', 'connect-test', 'connect-screen', 'lifecycle' ) as $agency_file ) {
	// The test routes are not shipped in the plugin zip.
	if ( 'testing' === $agency_file && ! is_file( __DIR__ . '/agency/testing.php' ) ) {
		continue;
	}
	require_once __DIR__ . '/agency/' . $agency_file . '.php';
}
unset( $agency_file );
