<?php
/**
 * The connection test of Settings → Connect the website: WordPress sends the website a ping with a
 * challenge and the secret, the website calls back agency/v1/connect/check, and the answer is
 * explained in words and kept as the last test.
 */

defined( 'ABSPATH' ) || exit;

/** Seconds the challenge of one test stays valid (the website answers within the test's timeout). */
const AGENCY_CONNECT_CHALLENGE_TTL = 120;

/**
 * What one answer of the website's webhook means.
 *
 * @param array|WP_Error $response wp_remote_post's result.
 * @param string         $url      Where it was sent.
 * @return array{ok: bool, code: string, message: string}
 */
function agency_connect_judge( $response, $url ) {
	$fail = function ( $code, $message ) {
		return array(
			'ok'      => false,
			'code'    => $code,
			'message' => $message,
		);
	};
	if ( is_wp_error( $response ) ) {
		return $fail( 'unreachable', sprintf( 'WordPress could not reach the website at %1$s (%2$s). Check the address, and that the website is running and can be reached from this server.', $url, $response->get_error_message() ) );
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 401 === $status && is_array( $body ) && isset( $body['error'] ) ) {
		return $fail( 'secret', 'The website refused the revalidation secret: its REVALIDATE_SECRET is not the one shown below. Copy the REVALIDATE_SECRET line into the website\'s settings and restart the website (after a new secret is generated here, the website keeps the old one until then).' );
	}
	if ( $status >= 300 && $status < 400 ) {
		return $fail( 'address', sprintf( 'The website\'s address %1$s sends visitors on to %2$s. Enter the address it sends them to (the one visitors end up on) and save it.', $url, (string) wp_remote_retrieve_header( $response, 'location' ) ) );
	}
	if ( 429 === $status ) {
		return $fail( 'busy', 'The website is limiting connection tests. Wait a minute, then test again.' );
	}
	if ( 400 === $status && is_array( $body ) && isset( $body['error'] ) && str_contains( (string) $body['error'], 'type' ) ) {
		return $fail( 'outdated', 'The website answered but does not know the connection test. Deploy the current version of the website, then test again.' );
	}
	if ( 200 !== $status || ! is_array( $body ) || empty( $body['pong'] ) ) {
		return $fail( 'address', sprintf( 'Something answered at %1$s (HTTP %2$d), but it is not the agency website. Check the address: the website\'s public address, such as https://www.example.com, without a path.', $url, $status ) );
	}
	$wordpress = isset( $body['wordpress'] ) && is_array( $body['wordpress'] ) ? $body['wordpress'] : array();
	$state     = isset( $wordpress['state'] ) ? (string) $wordpress['state'] : '';
	$where     = isset( $wordpress['url'] ) ? (string) $wordpress['url'] : 'its WORDPRESS_URL';
	$here      = untrailingslashit( home_url() );
	switch ( $state ) {
		case 'ok':
			return array(
				'ok'      => true,
				'code'    => 'ok',
				'message' => sprintf( 'The connection works both ways: WordPress reached the website, which accepted the secret, and the website read from this WordPress and may submit its forms as %s.', isset( $wordpress['account'] ) ? (string) $wordpress['account'] : 'its account' ),
			);
		case 'unreachable':
			return $fail( 'site-to-wordpress', sprintf( 'WordPress reached the website, but the website could not reach WordPress at %1$s. Set WORDPRESS_URL=%2$s in the website\'s settings and check that the website\'s server can reach it.', $where, $here ) );
		case 'no-credentials':
			return $fail( 'credentials', 'WordPress reached the website, but the website has no WORDPRESS_USER and WORDPRESS_APP_PASSWORD. Copy those lines below into its settings and restart it.' );
		case 'refused':
			return $fail( 'credentials', 'WordPress reached the website, but this WordPress refused the website\'s WORDPRESS_USER and WORDPRESS_APP_PASSWORD. Issue a new application password above and copy both lines into the website\'s settings.' );
		case 'other':
			return $fail( 'other-wordpress', sprintf( 'WordPress reached the website, but the website reads another WordPress (%1$s), or one without this plugin. Set WORDPRESS_URL=%2$s in the website\'s settings.', $where, $here ) );
		case 'cannot-submit':
			return $fail( 'rights', 'WordPress reached the website, and the website reads this WordPress, but its account may not submit the forms. Give the account the role "Agency website (read and submit only)", or create the account on this screen.' );
		default:
			return $fail( 'answer', 'The website answered the test without saying whether it can reach WordPress. Deploy the current version of the website, then test again.' );
	}
}

/**
 * Runs the test both ways and keeps its outcome in agency_connect_last_test.
 *
 * @return array{ok: bool, code: string, message: string, at: int}
 */
function agency_connect_run_test() {
	$url = (string) AGENCY_REVALIDATE_URL;
	if ( '' === $url || '' === (string) AGENCY_REVALIDATE_SECRET ) {
		$result = array(
			'ok'      => false,
			'code'    => 'setup',
			'message' => "Save the website's address first: it gives the secret the test sends.",
		);
	} else {
		$challenge = wp_generate_password( 32, false, false );
		set_transient( 'agency_connect_challenge', $challenge, AGENCY_CONNECT_CHALLENGE_TTL );
		$response = wp_remote_post(
			$url,
			array(
				'timeout'     => 20,
				'redirection' => 0,
				'headers'     => array(
					'Content-Type'        => 'application/json',
					'x-revalidate-secret' => AGENCY_REVALIDATE_SECRET,
				),
				'body'        => wp_json_encode(
					array(
						'type'      => 'ping',
						'challenge' => $challenge,
					)
				),
			)
		);
		delete_transient( 'agency_connect_challenge' );
		$result = agency_connect_judge( $response, $url );
	}
	$result['at'] = time();
	update_option( 'agency_connect_last_test', $result, false );
	return $result;
}

// The website's call back: reads nothing, stores nothing; answers whether it reached this WordPress
// (the challenge) with an account that may submit the forms, and no more than that.
add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/connect/check',
			array(
				'methods'             => 'POST',
				'permission_callback' => 'is_user_logged_in',
				'args'                => array(
					'challenge' => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 100,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					$expected = (string) get_transient( 'agency_connect_challenge' );
					return array(
						'thisWordPress' => '' !== $expected && hash_equals( $expected, (string) $request['challenge'] ),
						'account'       => wp_get_current_user()->user_login,
						'canSubmit'     => current_user_can( 'agency_submit_forms' ),
					);
				},
			)
		);
	}
);
