<?php
/**
 * Activation and deactivation of the plugin zip (Plugins screen). As the embedded runtime's
 * must-use plugin neither runs: the seed does the same work.
 *
 * Activation creates what the website needs: the roles (the website's, HR), pretty permalinks when
 * WordPress still has plain ones (the REST API the website reads lives at /wp-json/), rewrite rules
 * for the careers and other types, the private résumé folder closed to web servers that read
 * .htaccess, and a revalidation secret for Settings → Connect the website.
 *
 * Deactivation only lets WordPress rebuild its rewrite rules without our types: submissions,
 * résumés, content, settings and accounts stay where they are, and activating again brings all back.
 * What deleting the plugin removes is in uninstall.php.
 */

defined( 'ABSPATH' ) || exit;

/** The plugin's main file: the loader beside this folder (agency-site/agency-site.php in the zip). */
function agency_plugin_file() {
	return dirname( __DIR__ ) . '/agency-site.php';
}

/** On activation: roles, permalinks, the résumé folder, a secret; rewrite rules on the next request. */
function agency_plugin_activate() {
	agency_ensure_roles( true );
	agency_ensure_hr_role();
	if ( '' === (string) get_option( 'permalink_structure' ) ) {
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
		update_option( 'agency_set_permalinks', gmdate( 'c' ), false );
	}
	agency_private_dir( 'applications' );
	if ( '' === (string) get_option( 'agency_connect_secret', '' ) ) {
		update_option( 'agency_connect_secret', agency_connect_new_secret(), true );
	}
	// The types register on `init`, which ran before this request loaded the plugin.
	update_option( 'agency_flush_rewrite_rules', 1, true );
}
register_activation_hook( agency_plugin_file(), 'agency_plugin_activate' );

/** On deactivation: WordPress rebuilds its rewrite rules, without our types, on the next request. */
function agency_plugin_deactivate() {
	delete_option( 'rewrite_rules' );
	delete_option( 'agency_flush_rewrite_rules' );
}
register_deactivation_hook( agency_plugin_file(), 'agency_plugin_deactivate' );

add_action(
	'init',
	function () {
		if ( get_option( 'agency_flush_rewrite_rules' ) ) {
			delete_option( 'agency_flush_rewrite_rules' );
			// Also the web server's rules (.htaccess) where WordPress may write them (in wp-admin).
			flush_rewrite_rules( function_exists( 'save_mod_rewrite_rules' ) );
		}
	},
	PHP_INT_MAX
);

// After activation, point the administrator to the next step.
add_action(
	'admin_notices',
	function () {
		$screen = get_current_screen();
		if ( ! $screen || 'plugins' !== $screen->id || ! current_user_can( 'manage_options' ) || '' !== (string) AGENCY_REVALIDATE_URL ) {
			return;
		}
		printf(
			'<div class="notice notice-info"><p>%1$s <a href="%2$s">%3$s</a></p></div>',
			esc_html( 'Agency Site is active. Next, tell it where the website is and give the website its account:' ),
			esc_url( admin_url( 'options-general.php?page=agency-connect' ) ),
			esc_html( 'Settings → Connect the website' )
		);
	}
);

// The Plugins screen's row links to the Connect screen.
add_filter(
	'plugin_action_links_' . plugin_basename( agency_plugin_file() ),
	function ( $links ) {
		array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=agency-connect' ) ) . '">Connect the website</a>' );
		return $links;
	}
);
