<?php
/**
 * The Inbox's workflow on an application or contact message: whether anyone has opened it yet
 * (unread items make the count on the Inbox menu), internal notes (never sent to the person, part
 * of their personal-data export) and a history of who opened it, changed its status or downloaded
 * its résumé, and when. All are post meta of the item, deleted with it.
 *
 *   _agency_read     GMT time it was first opened
 *   _agency_note     one entry per note: {time, user, name, text}
 *   _agency_history  one entry per event: {time, user, name, event: opened|status|resume, from, to}
 */

defined( 'ABSPATH' ) || exit;

/** Post types whose items are read, noted and tracked. */
const AGENCY_WORKFLOW_TYPES = array( 'job_application', 'contact_message' );

/** Longest internal note, in characters. */
const AGENCY_NOTE_MAX = 5000;

/**
 * Who is acting, as stored with a note or an event (the name is kept: the account may go later).
 *
 * @return array{user:int,name:string}
 */
function agency_workflow_actor() {
	$user = wp_get_current_user();
	return array(
		'user' => (int) $user->ID,
		'name' => $user->ID ? (string) $user->display_name : 'WordPress',
	);
}

/**
 * Records one event in an item's history.
 *
 * @param int    $id    Post ID.
 * @param string $event opened | status | resume.
 * @param string $from  Previous status (status only).
 * @param string $to    New status (status only).
 */
function agency_workflow_log( $id, $event, $from = '', $to = '' ) {
	add_post_meta(
		$id,
		'_agency_history',
		wp_slash(
			array(
				'time'  => time(),
				'event' => $event,
				'from'  => $from,
				'to'    => $to,
			) + agency_workflow_actor()
		)
	);
}

/**
 * An item's history, oldest first.
 *
 * @param int $id Post ID.
 * @return array[]
 */
function agency_workflow_history( $id ) {
	return agency_workflow_entries( $id, '_agency_history' );
}

/**
 * An item's internal notes, oldest first.
 *
 * @param int $id Post ID.
 * @return array[]
 */
function agency_workflow_notes( $id ) {
	return agency_workflow_entries( $id, '_agency_note' );
}

/**
 * Stored entries of a multi-valued meta key, well-formed ones only, oldest first (meta IDs follow
 * the order entries were added; entries made within one second keep it).
 *
 * @param int    $id  Post ID.
 * @param string $key Meta key.
 * @return array[]
 */
function agency_workflow_entries( $id, $key ) {
	$entries = array();
	foreach ( get_post_meta( $id, $key ) as $entry ) {
		if ( is_array( $entry ) && isset( $entry['time'] ) ) {
			$entries[] = $entry;
		}
	}
	return $entries;
}

/**
 * Adds an internal note.
 *
 * @param int    $id   Post ID.
 * @param string $text Note, as typed.
 * @return bool Whether a note was added (an empty one is not).
 */
function agency_workflow_add_note( $id, $text ) {
	$text = agency_text( $text, true ); // Stored as typed (tags are text), escaped wherever shown.
	if ( '' === $text ) {
		return false;
	}
	if ( mb_strlen( $text ) > AGENCY_NOTE_MAX ) {
		$text = mb_substr( $text, 0, AGENCY_NOTE_MAX );
	}
	add_post_meta( $id, '_agency_note', wp_slash( array( 'time' => time(), 'text' => $text ) + agency_workflow_actor() ) );
	return true;
}

/**
 * Sets an item's status, recording the change in its history.
 *
 * @param WP_Post $post   Item.
 * @param string  $status New status, one of its kind's.
 * @return bool Whether it changed.
 */
function agency_workflow_set_status( $post, $status ) {
	$before = agency_inbox_value( $post, 'status' );
	if ( $before === $status ) {
		return false;
	}
	update_post_meta( $post->ID, '_agency_status', $status );
	agency_workflow_log( $post->ID, 'status', $before, $status );
	return true;
}

/**
 * Marks an item opened: the first time, in its history too.
 *
 * @param WP_Post $post Item.
 */
function agency_workflow_mark_read( $post ) {
	if ( ! in_array( $post->post_type, AGENCY_WORKFLOW_TYPES, true ) || agency_workflow_is_read( $post ) ) {
		return;
	}
	update_post_meta( $post->ID, '_agency_read', gmdate( 'Y-m-d H:i:s' ) );
	agency_workflow_log( $post->ID, 'opened' );
}

/**
 * Whether anyone has opened the item (items from before read tracking count as read).
 *
 * @param WP_Post $post Item.
 * @return bool
 */
function agency_workflow_is_read( $post ) {
	return '' !== agency_field( $post->ID, 'read' ) || $post->post_date_gmt <= agency_workflow_unread_since();
}

/**
 * GMT time from which unopened items count as unread.
 *
 * @return string
 */
function agency_workflow_unread_since() {
	return (string) get_option( 'agency_inbox_unread_since', '1970-01-01 00:00:00' );
}

/**
 * Query arguments selecting the unread items of a type.
 *
 * @return array WP_Query arguments (meta_query and date_query).
 */
function agency_workflow_unread_query() {
	return array(
		'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery
			array(
				'key'     => '_agency_read',
				'compare' => 'NOT EXISTS',
			),
		),
		'date_query' => array(
			array(
				'column' => 'post_date_gmt',
				'after'  => agency_workflow_unread_since(),
			),
		),
	);
}

/**
 * How many items of a type nobody has opened yet.
 *
 * @param string $type Post type.
 * @return int
 */
function agency_workflow_unread_count( $type ) {
	static $counts = array();
	if ( ! isset( $counts[ $type ] ) ) {
		$query           = new WP_Query(
			array(
				'post_type'      => $type,
				'post_status'    => 'any',
				'posts_per_page' => 1,
				'fields'         => 'ids',
			) + agency_workflow_unread_query()
		);
		$counts[ $type ] = (int) $query->found_posts;
	}
	return $counts[ $type ];
}

/**
 * The bubble WordPress shows beside a menu item (as for comments awaiting moderation), or ''.
 *
 * @param int $count Unread items.
 * @return string HTML.
 */
function agency_workflow_bubble( $count ) {
	if ( $count < 1 ) {
		return '';
	}
	return sprintf(
		' <span class="awaiting-mod count-%1$d"><span class="pending-count" aria-hidden="true">%1$d</span><span class="screen-reader-text">%2$s</span></span>',
		$count,
		esc_html( sprintf( _n( '%d unread', '%d unread', $count ), $count ) )
	);
}

/**
 * One history entry as a sentence, e.g. "Status changed from New to Rejected".
 *
 * @param array $entry    Entry.
 * @param array $statuses The kind's statuses.
 * @return string
 */
function agency_workflow_event_text( $entry, $statuses ) {
	$label = function ( $status ) use ( $statuses ) {
		return isset( $statuses[ $status ] ) ? $statuses[ $status ] : (string) $status;
	};
	switch ( $entry['event'] ?? '' ) {
		case 'opened':
			return 'Opened for the first time';
		case 'resume':
			return 'Résumé downloaded';
		case 'status':
			return sprintf( 'Status changed from %s to %s', $label( $entry['from'] ?? '' ), $label( $entry['to'] ?? '' ) );
		default:
			return (string) ( $entry['event'] ?? '' );
	}
}

/**
 * A stored time as the site shows dates and times.
 *
 * @param int $time Unix time.
 * @return string
 */
function agency_workflow_time( $time ) {
	return wp_date( get_option( 'date_format' ) . ', ' . get_option( 'time_format' ), (int) $time );
}
