<?php
/**
 * An Inbox list as CSV, with the filters it shows and its columns named as on its screens; every
 * cell kept as text, so a spreadsheet never runs one as a formula.
 */

defined( 'ABSPATH' ) || exit;

/**
 * A CSV cell that a spreadsheet shows as text, never runs as a formula.
 *
 * @param string $value Value.
 * @return string
 */
function agency_csv_cell( $value ) {
	$value = (string) $value;
	// =, @, tab and CR start formulas; + and - too, unless the cell is a plain number or phone number.
	if ( preg_match( '/^[=@\t\r]/', $value ) || preg_match( '/^[+-](?![\d\s().+-]*$)/', $value ) ) {
		return "'" . $value;
	}
	return $value;
}

// A list as CSV, with the filters it shows (status, job) and the columns named as on its screens.
add_action(
	'admin_post_agency_inbox_export',
	function () {
		// phpcs:disable WordPress.Security.NonceVerification -- checked next.
		$page   = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		$job    = isset( $_GET['job'] ) ? sanitize_text_field( wp_unslash( $_GET['job'] ) ) : '';
		// phpcs:enable
		$kinds = agency_inbox_kinds();
		agency_inbox_check_cap( isset( $kinds[ $page ] ) ? $kinds[ $page ] : null );
		check_admin_referer( 'agency_inbox_export_' . $page );
		if ( empty( $kinds[ $page ]['export'] ) ) {
			wp_die( esc_html__( 'Unknown list.' ), 400 );
		}
		$kind = $kinds[ $page ];
		$meta = array( 'relation' => 'AND' );
		if ( isset( $kind['statuses'][ $status ] ) ) {
			$meta[] = agency_inbox_status_query( $status );
		}
		if ( $kind['jobs'] && '' !== $job ) {
			$meta[] = agency_inbox_job_query( $job );
		}
		$posts = get_posts(
			array(
				'post_type'      => $kind['type'],
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'orderby'        => 'date',
				'order'          => 'DESC',
				'meta_query'     => $meta, // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		$head  = array_merge( array( 'ID', $kind['columns']['date'] ), array_values( $kind['fields'] ) );
		if ( $kind['statuses'] ) {
			$head[] = 'Status';
		}
		if ( 'job_application' === $kind['type'] ) {
			$head[] = 'Résumé';
		}
		while ( ob_get_level() ) {
			ob_end_clean();
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( strtolower( str_replace( ' ', '-', $kind['title'] ) ) ) . '-' . gmdate( 'Y-m-d' ) . '.csv"' );
		header( 'X-Content-Type-Options: nosniff' );
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a BOM: spreadsheets read UTF-8.
		fputcsv( $out, $head, ',', '"', '' );
		foreach ( $posts as $post ) {
			$row = array( $post->ID, agency_inbox_value( $post, 'date' ) );
			foreach ( array_keys( $kind['fields'] ) as $key ) {
				$row[] = agency_csv_cell( agency_inbox_value( $post, $key ) );
			}
			if ( $kind['statuses'] ) {
				$row[] = agency_inbox_status_label( $post );
			}
			if ( 'job_application' === $kind['type'] ) {
				$row[] = agency_csv_cell( agency_field( $post->ID, 'original_name' ) );
			}
			fputcsv( $out, $row, ',', '"', '' );
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit;
	}
);
