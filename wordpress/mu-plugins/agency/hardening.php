<?php
/**
 * What a public WordPress must not tell or allow a stranger (sign-in throttling: sign-in.php):
 * - the accounts' names are not public: no users in the REST API, author archives, the users
 *   sitemap or oEmbed for visitors (editors and the site's account still read them);
 * - no version or platform in answers (X-Powered-By, the generator tag), no REST route index and no
 *   install screens for visitors;
 * - an answer that depends on who asks says so (Vary) and is private.
 * Posts of the hidden category: hidden-posts.php.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Ends the request as a plain 404 that names nothing.
 */
function agency_hardening_not_found() {
	status_header( 404 );
	nocache_headers();
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "Not found.\n";
	exit;
}

// Accounts are not public: the users endpoints answer only editors and the site's account (it
// embeds a post's author for the byline).
add_filter(
	'rest_pre_dispatch',
	function ( $result, $server, $request ) {
		if ( ! preg_match( '#^/wp/v2/users(/|$)#', $request->get_route() ) ) {
			return $result;
		}
		if ( current_user_can( 'edit_posts' ) || current_user_can( 'agency_preview_content' ) ) {
			return $result;
		}
		return new WP_Error( 'rest_user_cannot_view', __( 'Sorry, you are not allowed to list users.' ), array( 'status' => rest_authorization_required_code() ) );
	},
	10,
	3
);

// Author archives (/?author=1 leads to /author/<login>/) are not a page of this site, and the users
// sitemap is not offered (a request for it would otherwise get an empty 200).
add_action(
	'template_redirect',
	function () {
		$users_sitemap = 'users' === get_query_var( 'sitemap' );
		if ( $users_sitemap || ( ( is_author() || isset( $_GET['author'] ) ) && ! current_user_can( 'edit_posts' ) ) ) {
			global $wp_query;
			$wp_query->set_404();
			agency_hardening_not_found();
		}
	},
	1
);

add_filter(
	'wp_sitemaps_add_provider',
	function ( $provider, $name ) {
		return 'users' === $name ? false : $provider;
	},
	10,
	2
);

add_filter(
	'oembed_response_data',
	function ( $data ) {
		unset( $data['author_name'], $data['author_url'] );
		return $data;
	}
);

// No version or platform in answers.
remove_action( 'wp_head', 'wp_generator' );
add_filter( 'the_generator', '__return_empty_string' );
add_action(
	'init',
	function () {
		if ( ! headers_sent() ) {
			header_remove( 'X-Powered-By' );
		}
	},
	0
);

// wp-admin/install.php and setup-config.php only ever tell a stranger that this is WordPress (and
// which) once it is installed: they are not found then, on every runner (Playground routes them to
// PHP like any other script). Before installation they still work, as the first setup needs them.
if ( in_array( basename( (string) ( $_SERVER['SCRIPT_FILENAME'] ?? '' ) ), array( 'install.php', 'setup-config.php' ), true )
	&& 'wp-admin' === basename( dirname( (string) $_SERVER['SCRIPT_FILENAME'] ) )
	&& ( defined( 'WP_SETUP_CONFIG' ) || is_blog_installed() ) ) {
	agency_hardening_not_found();
}

// The REST index (/wp-json/, ?rest_route=/) and each namespace's listing (/wp-json/wp/v2) map every
// route, plugin and setting a stranger could probe. The site and the staff's tools call routes by
// name; a signed-in user (the block editor reads the index) still gets them.
add_filter(
	'rest_pre_dispatch',
	function ( $result, $server, $request ) {
		if ( null !== $result || is_user_logged_in() ) {
			return $result;
		}
		$route = trim( $request->get_route(), '/' );
		if ( '' === $route || in_array( $route, $server->get_namespaces(), true ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return $result;
	},
	10,
	3
);

/**
 * Whether this request's answer depends on who asks: it carries a WordPress sign-in cookie or an
 * Authorization header, or is wp-admin's.
 *
 * @return bool
 */
function agency_answer_depends_on_identity() {
	if ( ! empty( $_SERVER['HTTP_AUTHORIZATION'] ) || ! empty( $_SERVER['PHP_AUTH_USER'] ) || is_admin() ) {
		return true;
	}
	foreach ( array_keys( $_COOKIE ) as $name ) {
		if ( 0 === strpos( (string) $name, 'wordpress_' ) || 0 === strpos( (string) $name, 'wp-' ) ) {
			return true;
		}
	}
	return false;
}

// An answer that differs by cookie or Authorization must never be kept by a shared cache and handed
// to someone else: it says so (Vary), and that it is private. Public answers keep their caching.
add_action(
	'send_headers',
	function () {
		if ( agency_answer_depends_on_identity() ) {
			header( 'Vary: Cookie, Authorization', false );
			header( 'Cache-Control: private, no-store' );
		}
	}
);
// Any REST route may answer a signed-in caller otherwise than a visitor, so every REST answer names
// what it varies by (a cache may still keep a visitor's); one given to a signed-in caller is private.
add_filter(
	'rest_post_dispatch',
	function ( $response ) {
		if ( ! $response instanceof WP_REST_Response ) {
			return $response;
		}
		$vary = trim( (string) ( $response->get_headers()['Vary'] ?? '' ) );
		$response->header( 'Vary', ( '' !== $vary ? $vary . ', ' : '' ) . 'Cookie, Authorization' );
		if ( agency_answer_depends_on_identity() ) {
			$response->header( 'Cache-Control', 'private, no-store' );
		}
		return $response;
	},
	PHP_INT_MAX
);
add_action(
	'admin_init',
	function () {
		if ( ! headers_sent() ) {
			header( 'Vary: Cookie, Authorization', false );
			header( 'Cache-Control: private, no-store' );
		}
	}
);
