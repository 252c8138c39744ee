<?php
/**
 * Basic auth (application passwords) behind servers that do not fill PHP_AUTH_USER/PHP_AUTH_PW
 * (php -S in some versions, FastCGI, WordPress Playground): read the Authorization header ourselves.
 */

defined( 'ABSPATH' ) || exit;

if ( empty( $_SERVER['PHP_AUTH_USER'] ) ) {
	$agency_auth_header = '';
	foreach ( array( 'HTTP_AUTHORIZATION', 'REDIRECT_HTTP_AUTHORIZATION' ) as $agency_key ) {
		if ( ! empty( $_SERVER[ $agency_key ] ) ) {
			$agency_auth_header = (string) $_SERVER[ $agency_key ];
			break;
		}
	}
	if ( '' === $agency_auth_header && function_exists( 'getallheaders' ) ) {
		foreach ( (array) getallheaders() as $agency_name => $agency_value ) {
			if ( 'authorization' === strtolower( $agency_name ) ) {
				$agency_auth_header = (string) $agency_value;
			}
		}
	}
	if ( 0 === stripos( $agency_auth_header, 'basic ' ) ) {
		$agency_decoded = base64_decode( trim( substr( $agency_auth_header, 6 ) ), true );
		if ( false !== $agency_decoded && false !== strpos( $agency_decoded, ':' ) ) {
			list( $_SERVER['PHP_AUTH_USER'], $_SERVER['PHP_AUTH_PW'] ) = explode( ':', $agency_decoded, 2 );
		}
	}
	unset( $agency_auth_header, $agency_key, $agency_name, $agency_value, $agency_decoded );
}
