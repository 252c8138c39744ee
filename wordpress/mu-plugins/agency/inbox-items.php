<?php
/**
 * One Inbox item: found for the current user (or refused), its status and its fields' values as the
 * screens and the CSV show them; and the queries selecting items by status or job.
 */

defined( 'ABSPATH' ) || exit;

/**
 * A submission of the kind, or stops with 404.
 *
 * @param array $kind Kind.
 * @param int   $id   Post ID.
 * @return WP_Post
 */
function agency_inbox_item( $kind, $id ) {
	$post = get_post( (int) $id );
	if ( ! $post || $kind['type'] !== $post->post_type ) {
		wp_die( esc_html__( 'That item does not exist (any more).' ), 404 );
	}
	return $post;
}

/**
 * An item the current user may work on, by ID from the request, with its screen slug and kind; stops
 * with 403 or 404 otherwise.
 *
 * @param int $id Post ID.
 * @return array{0:WP_Post,1:string,2:array}
 */
function agency_inbox_item_for_user( $id ) {
	agency_inbox_check_cap();
	$post  = get_post( (int) $id );
	$found = $post ? agency_inbox_kind_of( $post->post_type ) : null;
	if ( ! $found ) {
		wp_die( esc_html__( 'That item does not exist (any more).' ), 404 );
	}
	agency_inbox_check_cap( $found[1] );
	return array( $post, $found[0], $found[1] );
}

/**
 * An item's status, one of its kind's (the first when none was set).
 *
 * @param WP_Post $post Item.
 * @return string
 */
function agency_inbox_status( $post ) {
	$found    = agency_inbox_kind_of( $post->post_type );
	$statuses = $found ? $found[1]['statuses'] : array();
	$status   = agency_field( $post->ID, 'status' );
	return isset( $statuses[ $status ] ) ? $status : (string) array_key_first( $statuses );
}

/**
 * An item's status as the screens name it.
 *
 * @param WP_Post $post Item.
 * @return string
 */
function agency_inbox_status_label( $post ) {
	$found  = agency_inbox_kind_of( $post->post_type );
	$status = agency_inbox_status( $post );
	return $found && isset( $found[1]['statuses'][ $status ] ) ? $found[1]['statuses'][ $status ] : $status;
}

/**
 * When an item arrived, as the site shows dates and times (the CSV keeps a sortable form).
 *
 * @param WP_Post $post Item.
 * @return string
 */
function agency_inbox_received( $post ) {
	return agency_workflow_time( strtotime( $post->post_date_gmt . ' UTC' ) );
}

/**
 * A field's value for display, export and detail.
 *
 * @param WP_Post $post Post.
 * @param string  $key  Field or column name.
 * @return string
 */
function agency_inbox_value( $post, $key ) {
	switch ( $key ) {
		case 'name':
			return 'job_application' === $post->post_type
				? trim( agency_field( $post->ID, 'first_name' ) . ' ' . agency_field( $post->ID, 'last_name' ) )
				: agency_field( $post->ID, 'name' );
		case 'date':
			return get_date_from_gmt( $post->post_date_gmt, 'Y-m-d H:i' );
		case 'status':
			// A mail's status is how its sending went; the others' their place in the workflow.
			return 'agency_mail' === $post->post_type ? agency_field( $post->ID, 'status' ) : agency_inbox_status( $post );
		case 'mail':
			return agency_field( $post->ID, 'status' );
		case 'project_type':
		case 'budget_range':
			return agency_contact_choice_label( $key, agency_field( $post->ID, $key ) );
		case 'excerpt':
			$text = agency_field( $post->ID, 'message' );
			return mb_strlen( $text ) > 80 ? mb_substr( $text, 0, 80 ) . '…' : $text;
		case 'body':
			return $post->post_content;
		case 'call':
			return agency_call_text( $post->ID );
		case 'call_when':
			return agency_call_text( $post->ID, true );
		case 'subject':
			return $post->post_title;
		default:
			return agency_field( $post->ID, $key );
	}
}

/**
 * The meta query selecting items of one status ('new' includes those never marked).
 *
 * @param string $status Status.
 * @return array
 */
function agency_inbox_status_query( $status ) {
	if ( 'new' === $status ) {
		return array(
			'relation' => 'OR',
			array(
				'key'     => '_agency_status',
				'compare' => 'NOT EXISTS',
			),
			array(
				'key'   => '_agency_status',
				'value' => 'new',
			),
		);
	}
	return array(
		array(
			'key'   => '_agency_status',
			'value' => $status,
		),
	);
}

/**
 * The meta query selecting applications for one job, by its title as the application names it.
 *
 * @param string $job Job title.
 * @return array
 */
function agency_inbox_job_query( $job ) {
	return array(
		array(
			'key'   => '_agency_job_title',
			'value' => $job,
		),
	);
}

/**
 * The jobs applications were made for, by title, in alphabetical order.
 *
 * @return string[]
 */
function agency_inbox_jobs() {
	global $wpdb;
	$titles = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->prepare(
			"SELECT DISTINCT m.meta_value FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s AND m.meta_key = %s AND m.meta_value <> ''",
			'job_application',
			'_agency_job_title'
		)
	);
	$titles = array_map( 'strval', $titles );
	natcasesort( $titles );
	return array_values( $titles );
}
