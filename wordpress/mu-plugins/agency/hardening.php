<?php
/**
 * What a public WordPress must not tell or allow a stranger (sign-in throttling: sign-in.php):
 * - the accounts' names are not public: no users in the REST API, author archives, the users
 *   sitemap or oEmbed for visitors (editors and the site's account still read them);
 * - no version or platform in answers (X-Powered-By, the generator tag).
 */

defined( 'ABSPATH' ) || exit;

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
			status_header( 404 );
			nocache_headers();
			header( 'Content-Type: text/plain; charset=utf-8' );
			echo "Not found.\n";
			exit;
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
