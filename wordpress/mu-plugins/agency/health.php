<?php
/**
 * GET /wp-json/agency/v1/health → {seeded: bool, seedVersion: string, error: string|null}, and
 * `wordpress` (the version) for an administrator only: strangers are not told what to attack.
 * Readiness probe of the embedded runtime: true once the demo seed of this version completed.
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/health',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function () {
					$health = array(
						'seeded'      => agency_seed_key() === get_option( 'agency_seed_version' ),
						'seedVersion' => agency_seed_key(),
						'error'       => get_option( 'agency_seed_error' ) ? (string) get_option( 'agency_seed_error' ) : null,
					);
					if ( current_user_can( 'manage_options' ) ) {
						$health['wordpress'] = get_bloginfo( 'version' );
					}
					$response = new WP_REST_Response( $health );
					$response->header( 'Cache-Control', 'no-store' );
					return $response;
				},
			)
		);
	}
);

// Featured images for posts and careers even without a theme declaring support.
add_action(
	'after_setup_theme',
	function () {
		add_theme_support( 'post-thumbnails' );
	},
	100
);
