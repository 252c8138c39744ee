<?php
/**
 * The site's own account gets the role `agency_site`: it reads what the site shows (published,
 * private and, for signed previews, draft posts and careers with their autosaves) and submits the
 * forms, nothing else: it cannot publish, edit, delete or post unfiltered HTML, so a leaked site
 * credential cannot change the content. XML-RPC is off (the site uses the REST API only).
 *
 * Capabilities:
 *   agency_submit_forms      POST hjb/v1/submit-job, agency/v1/contact, agency/v1/newsletter
 *   agency_preview_content   read any post or career (and its autosaves) in REST GET requests
 *
 * The HR role (agency_hr, below) signs in to wp-admin and reads what Settings → Inbox grants it.
 * WordPress's Editor role also gets `edit_theme_options`, which Appearance > Menus asks for: the
 * website's menus are the editors' (menus.php); the theme's Customizer and Themes screens, which the
 * same capability opens, stay with administrators there.
 */

defined( 'ABSPATH' ) || exit;

/** Bump when the capabilities below change; every database re-applies them on its next request. */
define( 'AGENCY_ROLES_VERSION', '3' );

/** The role of the site's account. */
define( 'AGENCY_SITE_ROLE', 'agency_site' );

add_filter( 'xmlrpc_enabled', '__return_false' );
// Also its unauthenticated methods (pingbacks, system.*): xmlrpc.php answers 403 before serving.
if ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) {
	status_header( 403 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "XML-RPC is turned off.\n";
	exit;
}

/** Capabilities of the site's role. */
function agency_site_role_caps() {
	return array(
		'read'                   => true,
		'read_private_posts'     => true,
		'agency_submit_forms'    => true,
		'agency_preview_content' => true,
	);
}

/**
 * Creates or updates the site's role, and lets administrators do what the site's account does.
 * Idempotent; cheap when the stored version matches.
 *
 * @param bool $force Apply even when the stored version matches (the seed).
 */
function agency_ensure_roles( $force = false ) {
	if ( ! $force && AGENCY_ROLES_VERSION === get_option( 'agency_roles_version' ) ) {
		return;
	}
	remove_role( AGENCY_SITE_ROLE );
	add_role( AGENCY_SITE_ROLE, 'Agency website (read and submit only)', agency_site_role_caps() );
	$admin = get_role( 'administrator' );
	if ( $admin ) {
		$admin->add_cap( 'agency_submit_forms' );
		// Reading submissions back is the Inbox's capabilities now (inbox-access.php).
		$admin->remove_cap( 'agency_read_submissions' );
	}
	$editor = get_role( 'editor' );
	if ( $editor ) {
		$editor->add_cap( 'edit_theme_options' );
	}
	update_option( 'agency_roles_version', AGENCY_ROLES_VERSION );
}
add_action( 'init', 'agency_ensure_roles', 1 );

/**
 * Methods of the REST requests being answered, innermost last (embedded reads run inside the main one).
 *
 * @param string|null $push Method to push; '' pops.
 * @return string The innermost request's method, or '' outside REST.
 */
function agency_rest_method( $push = null ) {
	static $stack = array();
	if ( is_string( $push ) && '' !== $push ) {
		$stack[] = strtoupper( $push );
	} elseif ( '' === $push ) {
		array_pop( $stack );
	}
	return $stack ? (string) end( $stack ) : '';
}

// The method as dispatched (after ?_method= and X-HTTP-Method-Override), before the permission check.
add_filter(
	'rest_request_before_callbacks',
	function ( $response, $handler, $request ) {
		agency_rest_method( $request->get_method() );
		return $response;
	},
	0,
	3
);
add_filter(
	'rest_request_after_callbacks',
	function ( $response ) {
		agency_rest_method( '' );
		return $response;
	},
	PHP_INT_MAX
);

// Reading a draft in the edit context (what a preview needs) is checked by WordPress as "may edit
// this post": for the site's role that check passes only inside a REST GET of what the site shows
// (agency_site_type: a post, career, case study, service or legal page).
add_filter(
	'map_meta_cap',
	function ( $caps, $cap, $user_id, $args ) {
		if ( ! in_array( $cap, array( 'edit_post', 'read_post' ), true ) || empty( $args[0] ) ) {
			return $caps;
		}
		if ( ! in_array( agency_rest_method(), array( 'GET', 'HEAD' ), true ) ) {
			return $caps;
		}
		$user = get_userdata( $user_id );
		if ( ! $user || empty( $user->allcaps['agency_preview_content'] ) ) {
			return $caps;
		}
		$post = get_post( $args[0] );
		if ( $post && 'revision' === $post->post_type ) {
			$post = get_post( $post->post_parent );
		}
		return null !== agency_site_type( $post ) ? array( 'agency_preview_content' ) : $caps;
	},
	10,
	4
);

/** The HR role: works job applications and contact messages in the Inbox, edits no content. */
const AGENCY_HR_ROLE = 'agency_hr';

/**
 * Creates the HR role when it is missing: sign-in and profile only. What it reads in the Inbox comes
 * from Settings → Inbox (inbox-access.php), so an existing role is left as the administrator set it.
 */
function agency_ensure_hr_role() {
	if ( ! get_role( AGENCY_HR_ROLE ) ) {
		add_role( AGENCY_HR_ROLE, 'HR', array( 'read' => true ) );
	}
}
add_action( 'init', 'agency_ensure_hr_role', 1 );
