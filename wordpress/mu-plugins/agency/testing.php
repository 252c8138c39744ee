<?php
/**
 * Routes for integration tests only, present when AGENCY_TEST_HOOKS is true (the embedded runtime
 * defines it from WORDPRESS_TEST_HOOKS=1; never set it on a real site). Administrators only.
 *
 * POST agency/v1/test/backdate {id, days}   dates a submission `days` ago and makes the next
 *                                           request run the daily retention check
 * POST agency/v1/test/privacy {email, op}   runs the registered personal-data exporter (op
 *                                           export) or eraser (op erase) as Tools → Privacy does
 *
 * A request with the header X-Agency-Test-Webhook: wrong-secret tells the site about its changes with
 * a wrong secret, so one browser can play a site that does not hear them while others work on.
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'AGENCY_TEST_HOOKS' ) || true !== AGENCY_TEST_HOOKS ) {
	return;
}

add_filter(
	'agency_revalidate_secret',
	function ( $secret ) {
		$wrong = isset( $_SERVER['HTTP_X_AGENCY_TEST_WEBHOOK'] ) && 'wrong-secret' === $_SERVER['HTTP_X_AGENCY_TEST_WEBHOOK'];
		return $wrong ? 'not-the-shared-secret' : $secret;
	}
);

add_action(
	'rest_api_init',
	function () {
		$admin = function () {
			return current_user_can( 'manage_options' );
		};
		register_rest_route(
			'agency/v1',
			'/test/backdate',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'callback'            => function ( WP_REST_Request $request ) {
					global $wpdb;
					$id   = (int) $request['id'];
					$when = time() - (int) $request['days'] * DAY_IN_SECONDS;
					if ( ! get_post( $id ) ) {
						return agency_error( 'not_found', 'No such post.', 404 );
					}
					$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
						$wpdb->posts,
						array(
							'post_date'     => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $when ) ),
							'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $when ),
						),
						array( 'ID' => $id )
					);
					clean_post_cache( $id );
					update_option( 'agency_retention_last_run', 0, true );
					return array( 'id' => $id );
				},
			)
		);
		register_rest_route(
			'agency/v1',
			'/test/privacy',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'callback'            => function ( WP_REST_Request $request ) {
					$email = (string) $request['email'];
					$erase = 'erase' === $request['op'];
					$tools = $erase ? apply_filters( 'wp_privacy_personal_data_erasers', array() ) : apply_filters( 'wp_privacy_personal_data_exporters', array() );
					if ( empty( $tools['agency-submissions']['callback'] ) ) {
						return agency_error( 'not_registered', 'The agency exporter/eraser is not registered.', 500 );
					}
					$results = array();
					for ( $page = 1; $page <= 20; $page++ ) {
						$result    = call_user_func( $tools['agency-submissions']['callback'], $email, $page );
						$results[] = $result;
						if ( ! empty( $result['done'] ) ) {
							break;
						}
					}
					return array( 'pages' => $results );
				},
			)
		);
	}
);
