<?php
/**
 * What a public WordPress must not tell or allow a stranger:
 * - sign-in attempts are throttled by address and by account, before a password is believed;
 * - the sign-in error never says whether the account exists;
 * - the accounts' names are not public: no users in the REST API, author archives, the users
 *   sitemap or oEmbed for visitors (editors and the site's account still read them);
 * - no version or platform in answers (X-Powered-By, the generator tag).
 */

defined( 'ABSPATH' ) || exit;

/** Failed sign-ins from one address within the window before it is refused for the window. */
define( 'AGENCY_LOGIN_FAILURES_PER_ADDRESS', 5 );
/** Failed sign-ins for one account (from anywhere) before it is refused for a short while. */
define( 'AGENCY_LOGIN_FAILURES_PER_ACCOUNT', 10 );
define( 'AGENCY_LOGIN_ADDRESS_WINDOW', 15 * MINUTE_IN_SECONDS );
// Short, so an attacker cannot keep the real user out for long.
define( 'AGENCY_LOGIN_ACCOUNT_WINDOW', 5 * MINUTE_IN_SECONDS );

/**
 * The transient keys that count failures for the request's address and for `$username`.
 *
 * @param string $username As typed.
 * @return array{address:string,account:string}
 */
function agency_login_counters( $username ) {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? (string) $_SERVER['REMOTE_ADDR'] : '';
	return array(
		'address' => 'agency_login_a_' . md5( $address ),
		'account' => 'agency_login_u_' . md5( strtolower( trim( (string) $username ) ) ),
	);
}

/**
 * Seconds until `$username` may try again from this address, or 0.
 *
 * @param string $username As typed.
 */
function agency_login_wait( $username ) {
	$counters = agency_login_counters( $username );
	$wait     = 0;
	foreach ( array(
		'address' => AGENCY_LOGIN_FAILURES_PER_ADDRESS,
		'account' => AGENCY_LOGIN_FAILURES_PER_ACCOUNT,
	) as $kind => $limit ) {
		$state = get_transient( $counters[ $kind ] );
		if ( is_array( $state ) && $state['count'] >= $limit ) {
			$wait = max( $wait, (int) $state['until'] - time() );
		}
	}
	return max( 0, $wait );
}

// Runs after WordPress checked the password: while throttled, even a right password is refused, so
// guessing on goes nowhere.
add_filter(
	'authenticate',
	function ( $user, $username ) {
		if ( '' === (string) $username ) {
			return $user;
		}
		$wait = agency_login_wait( $username );
		if ( $wait > 0 ) {
			return new WP_Error(
				'agency_too_many_attempts',
				sprintf(
					/* translators: %d: minutes */
					__( '<strong>Error:</strong> Too many failed sign-in attempts. Please try again in %d minute(s), or reset your password.' ),
					(int) ceil( $wait / 60 )
				)
			);
		}
		if ( is_wp_error( $user ) && array_intersect( $user->get_error_codes(), array( 'invalid_username', 'invalid_email', 'incorrect_password' ) ) ) {
			return new WP_Error(
				'agency_invalid_credentials',
				sprintf(
					'%s <a href="%s">%s</a>',
					__( '<strong>Error:</strong> The username or password is not correct.' ),
					esc_url( wp_lostpassword_url() ),
					__( 'Lost your password?' )
				)
			);
		}
		return $user;
	},
	99,
	2
);

/**
 * Counts a failed sign-in against the address and, for a password typed in wp-login.php, the
 * account.
 *
 * @param string $username As typed; '' counts against the address only.
 */
function agency_count_login_failure( $username ) {
	$counters = agency_login_counters( $username );
	$windows  = array( 'address' => AGENCY_LOGIN_ADDRESS_WINDOW );
	if ( '' !== (string) $username ) {
		$windows['account'] = AGENCY_LOGIN_ACCOUNT_WINDOW;
	}
	foreach ( $windows as $kind => $window ) {
		$state = get_transient( $counters[ $kind ] );
		if ( ! is_array( $state ) || $state['until'] <= time() ) {
			$state = array(
				'count' => 0,
				'until' => time() + $window,
			);
		}
		++$state['count'];
		set_transient( $counters[ $kind ], $state, max( 1, $state['until'] - time() ) );
	}
}
add_action( 'wp_login_failed', 'agency_count_login_failure' );

// Application passwords (REST Basic auth) are long and random: failures count against the address
// only, so strangers cannot shut the site's own account out; and the answer never says whether the
// user exists.
add_action(
	'application_password_failed_authentication',
	function ( $error ) {
		if ( array_intersect( $error->get_error_codes(), array( 'invalid_username', 'invalid_email', 'incorrect_password' ) ) ) {
			foreach ( array( 'invalid_username', 'invalid_email', 'incorrect_password' ) as $code ) {
				$error->remove( $code );
			}
			$error->add( 'incorrect_password', __( 'The username or application password is not correct.' ) );
		}
		agency_count_login_failure( '' );
	},
	1
);
add_action(
	'wp_authenticate_application_password_errors',
	function ( $error ) {
		if ( agency_login_wait( '' ) > 0 ) {
			$error->add( 'agency_too_many_attempts', __( 'Too many failed sign-in attempts from this address. Please try again later.' ) );
		}
	}
);

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
