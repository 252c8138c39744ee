<?php
/**
 * Runs when an administrator deletes the plugin on the Plugins screen (never on deactivation).
 *
 * Deletes, for good:
 *   - job applications with their résumé files (the folder AGENCY_PRIVATE_DIR/applications),
 *     contact messages, newsletter sign-ups and the mail log: personal data that nothing would
 *     keep to its retention period or let anyone read, export or erase once the plugin is gone;
 *   - the website's account made on Settings → Connect the website, and its application passwords;
 *   - the roles "Agency website" and "HR" (their users stay, with no role) and the plugin's
 *     capabilities on other roles;
 *   - the plugin's settings: the connection, Inbox access and notifications, the confirmation
 *     e-mail's wording, and its bookkeeping options and temporary values.
 *
 * Keeps: posts, pages, media, careers, case studies, services, team members, testimonials, client
 * logos, FAQ entries, legal pages, the site details, SEO texts and redirects (the agency's content:
 * installing the plugin again shows it again), and the permalink setting.
 *
 * The plugin's code is not loaded here: everything below is WordPress's own API.
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/** Submission types: personal data. */
$agency_types = array( 'job_application', 'contact_message', 'newsletter_signup', 'agency_mail' );
do {
	$agency_ids = get_posts(
		array(
			'post_type'        => $agency_types,
			'post_status'      => array_keys( get_post_stati() ),
			'posts_per_page'   => 200,
			'fields'           => 'ids',
			'suppress_filters' => true,
			'no_found_rows'    => true,
		)
	);
	foreach ( $agency_ids as $agency_id ) {
		wp_delete_post( $agency_id, true );
	}
} while ( $agency_ids );

/** The résumé folder (and the private folder itself when nothing else is in it). */
$agency_private = rtrim( defined( 'AGENCY_PRIVATE_DIR' ) ? AGENCY_PRIVATE_DIR : WP_CONTENT_DIR . '/agency-private', '/\\' );
$agency_remove  = function ( $dir ) use ( &$agency_remove ) {
	if ( ! is_dir( $dir ) || is_link( $dir ) ) {
		return;
	}
	foreach ( (array) scandir( $dir ) as $agency_name ) {
		if ( '.' === $agency_name || '..' === $agency_name ) {
			continue;
		}
		$agency_path = $dir . '/' . $agency_name;
		if ( is_dir( $agency_path ) && ! is_link( $agency_path ) ) {
			$agency_remove( $agency_path );
		} else {
			wp_delete_file( $agency_path );
		}
	}
	@rmdir( $dir ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a folder still holding others' files stays.
};
$agency_remove( $agency_private . '/applications' );
foreach ( array( '.htaccess', 'index.php' ) as $agency_name ) {
	if ( is_file( $agency_private . '/' . $agency_name ) && 3 === count( (array) scandir( $agency_private ) ) ) {
		wp_delete_file( $agency_private . '/' . $agency_name );
	}
}
if ( is_dir( $agency_private ) && 2 === count( (array) scandir( $agency_private ) ) ) {
	@rmdir( $agency_private ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
}

/** The website's account, made by the Connect screen (the embedded runtime's is its seed's). */
$agency_account = (int) get_option( 'agency_connect_account', 0 );
if ( $agency_account && get_userdata( $agency_account ) && in_array( 'agency_site', (array) get_userdata( $agency_account )->roles, true ) ) {
	require_once ABSPATH . 'wp-admin/includes/user.php';
	wp_delete_user( $agency_account );
}

/** The plugin's capabilities on every role, then its own roles. */
foreach ( wp_roles()->role_objects as $agency_role ) {
	foreach ( array_keys( (array) $agency_role->capabilities ) as $agency_cap ) {
		if ( str_starts_with( $agency_cap, 'agency_' ) ) {
			$agency_role->remove_cap( $agency_cap );
		}
	}
}
remove_role( 'agency_site' );
remove_role( 'agency_hr' );

/** Settings and bookkeeping; the content's options (site details, SEO texts, redirects) stay. */
foreach ( array(
	'agency_connect_site_url',
	'agency_connect_secret',
	'agency_connect_account',
	'agency_connect_last_test',
	'agency_inbox_caps_version',
	'agency_inbox_unread_since',
	'agency_notify_applications',
	'agency_notify_messages',
	'agency_confirmation_subject',
	'agency_confirmation_body',
	'agency_roles_version',
	'agency_retention_last_run',
	'agency_seed_version',
	'agency_seed_error',
	'agency_set_permalinks',
	'agency_flush_rewrite_rules',
	'agency_revalidate_state',
	'agency_settings_changes',
) as $agency_option ) {
	delete_option( $agency_option );
}
global $wpdb;
// Temporary values (counters, notices, the test's challenge): WordPress has no call to list them.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_agency_' ) . '%', $wpdb->esc_like( '_transient_timeout_agency_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
delete_option( 'rewrite_rules' );
