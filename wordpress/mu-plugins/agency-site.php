<?php
/**
 * Plugin Name: Agency Site
 * Description: Content model and endpoints the agency website reads and posts to: careers, the FAQ, the site's details, home page and menus, redirects, job applications, contact and newsletter receivers, previews on the site, revalidation hook, health.
 * Version: 1.0.0
 *
 * Must-use plugin loader. The code lives in ./agency/, one small file per concern.
 */

defined( 'ABSPATH' ) || exit;

foreach ( array( 'config', 'not-found', 'auth', 'roles', 'helpers', 'careers', 'site-content', 'faq-groups', 'reorder', 'settings-screen', 'site-facts', 'home-settings', 'menus', 'seo', 'legal-pages', 'redirects', 'private-types', 'submit-job', 'receivers', 'idempotency', 'mail', 'inbox', 'retention', 'privacy', 'testing', 'preview', 'admin-links', 'moved', 'revalidate', 'site-status', 'health', 'hardening' ) as $agency_file ) {
	require_once __DIR__ . '/agency/' . $agency_file . '.php';
}
unset( $agency_file );
