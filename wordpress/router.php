<?php
/**
 * Router for PHP's built-in server (php -S 127.0.0.1:PORT -t <site> router.php).
 * Serves existing static files and PHP scripts, denies private and hidden paths, and routes
 * everything else to index.php so pretty permalinks (/wp-json/...) work.
 */

$agency_uri  = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$agency_path = preg_replace( '#/+#', '/', rawurldecode( $agency_uri ) );
$agency_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );

// Never served: hidden files (.ht.sqlite, .htaccess), traversal, configuration, the private and seed
// folders (the seed now lives outside the root; an old copy must not run), the PHP log, XML-RPC,
// the drop-ins and theme files run on their own (an error would show the server's paths), and the
// files that name WordPress's version.
$agency_denied = '#(^|/)\.|\x00|^/wp-config\.php$|^/wp-content/(agency-private|database|agency-seed|mu-plugins|plugins/sqlite-database-integration/.*\.php|uploads/.*\.ph(p\d?|ar|tml))(/|$)|^/wp-content/[^/]+\.php$|^/wp-content/themes/.*\.php$|^/wp-content/debug\.log$|^/(readme\.html|license\.txt|wp-config-sample\.php)$|^/xmlrpc\.php$#i';
if ( preg_match( $agency_denied, $agency_path ) || false !== strpos( $agency_path, '..' ) ) {
	http_response_code( 403 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "Forbidden\n";
	return true;
}

$agency_file = $agency_root . $agency_path;
if ( '/' !== $agency_path && is_file( $agency_file ) ) {
	return false; // Static file or PHP script: the built-in server handles it.
}
if ( is_dir( $agency_file ) && is_file( rtrim( $agency_file, '/' ) . '/index.php' ) && '/' !== $agency_path ) {
	return false; // e.g. /wp-admin/.
}

// Basic auth for application passwords: make sure PHP sees the Authorization header.
if ( empty( $_SERVER['HTTP_AUTHORIZATION'] ) && function_exists( 'getallheaders' ) ) {
	foreach ( getallheaders() as $agency_name => $agency_value ) {
		if ( 'authorization' === strtolower( $agency_name ) ) {
			$_SERVER['HTTP_AUTHORIZATION'] = $agency_value;
		}
	}
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $agency_root . '/index.php';
chdir( $agency_root );
require $agency_root . '/index.php';
