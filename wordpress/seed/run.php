<?php
/**
 * Entry point of the embedded runtime's setup, copied beside the document root (<data>/seed/) on
 * each start: it runs as the administrator, so no URL may reach it. AGENCY_WP_ROOT (a constant, or
 * the environment variable) names the WordPress folder.
 *
 *   php run.php install   installs WordPress if needed (native runner; Playground installs itself)
 *   php run.php           runs the idempotent demo seed (also required from Playground's blueprint)
 *
 * Prints one JSON line: {"ok":true,...} or {"ok":false,"error":"..."}.
 */

$agency_mode = ( PHP_SAPI === 'cli' && isset( $argv[1] ) ) ? $argv[1] : 'seed';
if ( 'install' === $agency_mode && ! defined( 'WP_INSTALLING' ) ) {
	define( 'WP_INSTALLING', true );
}
if ( ! defined( 'ABSPATH' ) ) {
	$_SERVER['HTTP_HOST']   = $_SERVER['HTTP_HOST'] ?? '127.0.0.1';
	$_SERVER['REQUEST_URI'] = $_SERVER['REQUEST_URI'] ?? '/';
	$agency_root = defined( 'AGENCY_WP_ROOT' ) ? (string) AGENCY_WP_ROOT : (string) getenv( 'AGENCY_WP_ROOT' );
	if ( '' === $agency_root || ! is_file( $agency_root . '/wp-load.php' ) ) {
		echo json_encode( array( 'ok' => false, 'error' => 'AGENCY_WP_ROOT does not name a WordPress folder' ) ), "\n";
		exit( 1 );
	}
	require $agency_root . '/wp-load.php';
}

try {
	if ( 'install' === $agency_mode ) {
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$agency_installed = is_blog_installed();
		if ( ! $agency_installed ) {
			$agency_creds = json_decode( (string) file_get_contents( AGENCY_PRIVATE_DIR . '/credentials.json' ), true );
			$agency_result = wp_install( 'Nexora Infotech', $agency_creds['adminUser'], 'admin@example.com', true, '', wp_slash( $agency_creds['adminPassword'] ) );
			if ( is_wp_error( $agency_result ) ) {
				throw new RuntimeException( $agency_result->get_error_message() );
			}
		}
		echo wp_json_encode( array( 'ok' => true, 'installed' => ! $agency_installed ) ), "\n";
	} else {
		// A database made by an older core (e.g. 6.1) is brought up to this core's schema first.
		if ( (int) get_option( 'db_version' ) < (int) $GLOBALS['wp_db_version'] ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php';
			wp_upgrade();
		}
		require_once __DIR__ . '/seed.php';
		echo wp_json_encode( array( 'ok' => true ) + agency_seed_run() ), "\n";
	}
} catch ( Throwable $agency_error ) {
	if ( function_exists( 'update_option' ) && 'install' !== $agency_mode ) {
		update_option( 'agency_seed_error', $agency_error->getMessage(), false );
	}
	echo json_encode( array( 'ok' => false, 'error' => $agency_error->getMessage() ) ), "\n";
	if ( PHP_SAPI === 'cli' ) {
		exit( 1 );
	}
}
