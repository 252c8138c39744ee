<?php
/**
 * Small shared helpers.
 */

defined( 'ABSPATH' ) || exit;

/**
 * A REST error with an HTTP status.
 *
 * @param string $code    Machine-readable code.
 * @param string $message Human-readable message.
 * @param int    $status  HTTP status.
 * @param array  $extra   Extra data.
 * @return WP_Error
 */
function agency_error( $code, $message, $status = 400, $extra = array() ) {
	return new WP_Error( $code, $message, array_merge( array( 'status' => $status ), $extra ) );
}

/**
 * Permission callback of the private endpoints: the site's server authenticates with an
 * application password of an editor-capable user. Logged out → 401, too weak → 403.
 *
 * @return bool
 */
function agency_can_manage_submissions() {
	return current_user_can( 'edit_others_posts' );
}

/**
 * The private directory, created on demand and closed to web servers that honour .htaccess.
 *
 * @param string $sub Sub-directory.
 * @return string Absolute path without trailing slash.
 */
function agency_private_dir( $sub = '' ) {
	$dir = rtrim( AGENCY_PRIVATE_DIR, '/\\' ) . ( $sub ? '/' . $sub : '' );
	if ( ! is_dir( $dir ) ) {
		wp_mkdir_p( $dir );
	}
	foreach ( array( rtrim( AGENCY_PRIVATE_DIR, '/\\' ), $dir ) as $d ) {
		if ( is_dir( $d ) && ! file_exists( $d . '/.htaccess' ) ) {
			@file_put_contents( $d . '/.htaccess', "# Private: résumés and data, never served.\nRequire all denied\n<IfModule !mod_authz_core.c>\nDeny from all\n</IfModule>\n" ); // phpcs:ignore
		}
		if ( is_dir( $d ) && ! file_exists( $d . '/index.php' ) ) {
			@file_put_contents( $d . '/index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore
		}
	}
	return $dir;
}

/**
 * Featured image URL of a post, or ''.
 *
 * @param int $post_id Post ID.
 * @return array{url:string,width:int,height:int,type:string}|null
 */
function agency_featured_image( $post_id ) {
	$id = get_post_thumbnail_id( $post_id );
	if ( ! $id ) {
		return null;
	}
	$src = wp_get_attachment_image_src( $id, 'full' );
	if ( ! $src ) {
		return null;
	}
	return array(
		'url'    => $src[0],
		'width'  => (int) $src[1],
		'height' => (int) $src[2],
		'type'   => (string) get_post_mime_type( $id ),
	);
}
