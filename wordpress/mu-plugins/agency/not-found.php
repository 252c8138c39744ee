<?php
/**
 * An address under /wp-content/ that reaches WordPress's front controller names no file (servers
 * answer real files themselves): 404 at once. Otherwise WordPress guesses a page for it, and
 * answered an empty 200 for e.g. /wp-content/agency-seed/run.php/ under Playground, which has no
 * router to deny such paths.
 */

defined( 'ABSPATH' ) || exit;

$agency_missing = isset( $_SERVER['REQUEST_URI'] )
	? rawurldecode( (string) wp_parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH ) )
	: '';
if ( 1 === preg_match( '#^/+wp-content(/|$)#i', $agency_missing ) && ! is_file( ABSPATH . ltrim( $agency_missing, '/' ) ) ) {
	status_header( 404 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	header( 'Cache-Control: no-store' );
	echo "Not found\n";
	exit;
}
unset( $agency_missing );
