<?php
/**
 * An application's résumé: where it is stored (a private folder, never a public URL), its download
 * address and name, and the download itself, recorded in the application's history.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The stored résumé of an application, or '' when there is none.
 *
 * @param int $id Post ID.
 * @return string Absolute path.
 */
function agency_resume_path( $id ) {
	$stored = agency_field( $id, 'file' );
	if ( 1 !== preg_match( '/^[a-f0-9]{32}\.(pdf|doc|docx)$/', $stored ) ) {
		return '';
	}
	$path = rtrim( AGENCY_PRIVATE_DIR, '/\\' ) . '/applications/' . $stored;
	return is_file( $path ) ? $path : '';
}

/**
 * The download address of an application's résumé, for the current user.
 *
 * @param int $id Post ID.
 * @return string
 */
function agency_resume_url( $id ) {
	return wp_nonce_url( admin_url( 'admin-post.php?action=agency_resume&id=' . (int) $id ), 'agency_resume_' . (int) $id );
}

/**
 * The name a résumé downloads under: the applicant and the job, with the type its content was
 * detected as, never the name the applicant gave the file (which could claim another type).
 *
 * @param int    $id   Application ID.
 * @param string $kind Detected type: pdf, doc or docx.
 * @return string
 */
function agency_resume_download_name( $id, $kind ) {
	$parts = array( agency_field( $id, 'first_name' ), agency_field( $id, 'last_name' ), agency_field( $id, 'job_title' ) );
	$base  = trim( (string) preg_replace( '/[^\p{L}\p{M}\p{N}]+/u', '-', agency_text( implode( ' ', $parts ) ) ), '-' );
	$base  = mb_substr( '' !== $base ? $base : 'resume-' . $id, 0, 100, 'UTF-8' );
	return rtrim( $base, '-' ) . '.' . $kind;
}

// The résumé, streamed as an attachment under the applicant's and the job's name; the download is
// recorded in the application's history.
add_action(
	'admin_post_agency_resume',
	function () {
		agency_inbox_check_cap( agency_inbox_kinds()['agency-applications'] );
		$id = isset( $_GET['id'] ) ? absint( $_GET['id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification -- checked next.
		check_admin_referer( 'agency_resume_' . $id );
		$post = agency_inbox_item( agency_inbox_kinds()['agency-applications'], $id );
		$path = agency_resume_path( $post->ID );
		if ( '' === $path ) {
			wp_die( esc_html__( 'The résumé file is missing.' ), 404 );
		}
		agency_workflow_log( $post->ID, 'resume' );
		$kind  = pathinfo( $path, PATHINFO_EXTENSION );
		$mimes = array(
			'pdf'  => 'application/pdf',
			'doc'  => 'application/msword',
			'docx' => 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		);
		$name  = agency_resume_download_name( $post->ID, $kind );
		$ascii = preg_replace( '/[^A-Za-z0-9._-]+/', '_', remove_accents( $name ) );
		while ( ob_get_level() ) {
			ob_end_clean();
		}
		nocache_headers();
		header( 'Content-Type: ' . $mimes[ $kind ] );
		header( 'Content-Length: ' . filesize( $path ) );
		header( 'Content-Disposition: attachment; filename="' . $ascii . '"; filename*=UTF-8\'\'' . rawurlencode( $name ) );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Content-Security-Policy: sandbox' );
		readfile( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit;
	}
);
