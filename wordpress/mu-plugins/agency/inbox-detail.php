<?php
/**
 * An Inbox item's detail screen: every stored field, the résumé's download, the status with an
 * internal note, the notes and the history; and its forms' handlers (status and note, delete).
 */

defined( 'ABSPATH' ) || exit;

/**
 * One item: every field and, for applications and messages, the status with a note, the notes and
 * the history; the résumé download; delete.
 *
 * @param string  $page Screen slug.
 * @param array   $kind Kind.
 * @param WP_Post $post Item.
 */
function agency_inbox_render_item( $page, $kind, $post ) {
	$back     = admin_url( 'admin.php?page=' . $page );
	$name     = in_array( $post->post_type, AGENCY_WORKFLOW_TYPES, true ) ? agency_inbox_value( $post, 'name' ) : '';
	$workflow = (bool) $kind['statuses'];
	$singular = '' !== agency_field( $post->ID, 'call_start' ) ? 'Call request' : $kind['singular'];
	echo '<div class="wrap"><h1>' . esc_html( '' !== $name ? $singular . ' from ' . $name : $singular . ' #' . $post->ID ) . '</h1>';
	agency_inbox_saved_notice( $kind );
	echo '<p><a href="' . esc_url( $back ) . '">&larr; ' . esc_html( $kind['title'] ) . '</a></p>';
	echo '<div id="poststuff"><div id="post-body" class="metabox-holder columns-' . ( $workflow ? '2' : '1' ) . '">';
	echo '<div id="post-body-content">';
	echo '<table class="widefat striped agency-item"><tbody>';
	$rows = array( $kind['columns']['date'] ?? 'Received' => agency_inbox_received( $post ) );
	// Links the applicant gave (a LinkedIn profile or portfolio) open from here, in a new tab.
	$links = array();
	foreach ( $kind['fields'] as $key => $label ) {
		$value = agency_inbox_value( $post, $key );
		if ( '' !== $value || ! in_array( $key, $kind['if_given'] ?? array(), true ) ) {
			$rows[ $label ] = $value;
		}
		if ( 'profile_url' === $key ) {
			$links[] = $label;
		}
	}
	// Any other field stored with the item (a newer form field) is shown too.
	$internal = array( 'file', 'file_size', 'file_kind', 'file_mime', 'original_name', 'status', 'idempotency_key', 'idempotency_response', 'about', 'read', 'note', 'history', 'call_start', 'call_zone' );
	foreach ( get_post_meta( $post->ID ) as $meta_key => $values ) {
		$field = substr( $meta_key, 8 );
		if ( 0 === strpos( $meta_key, '_agency_' ) && ! isset( $kind['fields'][ $field ] ) && ! in_array( $field, $internal, true ) ) {
			$rows[ $field ] = (string) $values[0];
		}
	}
	foreach ( $rows as $label => $value ) {
		if ( '' === $value ) {
			$shown = '<span aria-hidden="true">—</span>';
		} elseif ( in_array( $label, $links, true ) && agency_is_profile_url( $value ) ) {
			$shown = '<a href="' . esc_url( $value ) . '" target="_blank" rel="noopener noreferrer nofollow">' . esc_html( $value ) . '<span class="screen-reader-text"> (opens in a new tab)</span></a>';
		} else {
			$shown = esc_html( $value );
		}
		echo '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . $shown . '</td></tr>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
	}
	if ( 'job_application' === $post->post_type ) {
		$file = agency_field( $post->ID, 'original_name' );
		$size = (int) agency_field( $post->ID, 'file_size' );
		echo '<tr><th scope="row">Résumé</th><td>';
		if ( agency_resume_path( $post->ID ) ) {
			echo '<a class="button" href="' . esc_url( agency_resume_url( $post->ID ) ) . '">Download ' . esc_html( agency_resume_download_name( $post->ID, agency_field( $post->ID, 'file_kind' ) ) ) . '</a> ' . esc_html( size_format( $size ) . ', ' . strtoupper( agency_field( $post->ID, 'file_kind' ) ) . ( '' !== $file ? ', sent as ' . agency_text( $file ) : '' ) );
		} else {
			echo 'The file is missing.';
		}
		echo '</td></tr>';
	}
	echo '</tbody></table>';
	if ( $workflow ) {
		agency_inbox_render_notes( $post );
	}
	$delete = wp_nonce_url( admin_url( 'admin-post.php?action=agency_inbox_delete&page=' . $page . '&id=' . $post->ID ), 'agency_inbox_delete_' . $post->ID );
	echo '<p style="margin-top:2rem"><a class="button button-link-delete" href="' . esc_url( $delete ) . '" onclick="return confirm(\'Delete this item for good?\')">Delete permanently</a></p>';
	echo '</div>';
	if ( $workflow ) {
		echo '<div id="postbox-container-1" class="postbox-container">';
		agency_inbox_render_work_box( $kind, $post );
		agency_inbox_render_history( $kind, $post );
		echo '</div>';
	}
	echo '</div><br class="clear"></div></div>';
}

/**
 * The notice after the status form was saved.
 *
 * @param array $kind Kind.
 */
function agency_inbox_saved_notice( $kind ) {
	// phpcs:disable WordPress.Security.NonceVerification -- a notice after a checked redirect.
	$status = isset( $_GET['changed'] ) ? sanitize_key( wp_unslash( $_GET['changed'] ) ) : '';
	$noted  = ! empty( $_GET['noted'] );
	$same   = ! empty( $_GET['unchanged'] );
	// phpcs:enable
	$parts = array();
	if ( isset( $kind['statuses'][ $status ] ) ) {
		$parts[] = 'Status changed to ' . $kind['statuses'][ $status ] . '.';
	}
	if ( $noted ) {
		$parts[] = 'Note added.';
	}
	if ( $same && ! $parts ) {
		$parts[] = 'Nothing changed: the status is the same and the note was empty.';
	}
	if ( $parts ) {
		echo '<div class="notice notice-' . ( $same && 1 === count( $parts ) ? 'info' : 'success' ) . ' is-dismissible"><p>' . esc_html( implode( ' ', $parts ) ) . '</p></div>';
	}
}

/**
 * The side box changing the status and adding a note.
 *
 * @param array   $kind Kind.
 * @param WP_Post $post Item.
 */
function agency_inbox_render_work_box( $kind, $post ) {
	$current = agency_inbox_status( $post );
	$person  = 'job_application' === $post->post_type ? 'applicant' : 'sender';
	echo '<div class="postbox"><div class="postbox-header"><h2>Status and notes</h2></div><div class="inside">';
	echo '<form method="post" class="agency-work" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	wp_nonce_field( 'agency_inbox_status_' . $post->ID );
	echo '<input type="hidden" name="action" value="agency_inbox_status"><input type="hidden" name="id" value="' . (int) $post->ID . '">';
	echo '<label for="agency-status">Status</label><select id="agency-status" name="status">';
	foreach ( $kind['statuses'] as $value => $label ) {
		echo '<option value="' . esc_attr( $value ) . '"' . selected( $current, $value, false ) . '>' . esc_html( $label ) . '</option>';
	}
	echo '</select>';
	echo '<label for="agency-note">Internal note</label><textarea id="agency-note" name="note" rows="4" maxlength="' . (int) AGENCY_NOTE_MAX . '" aria-describedby="agency-note-help"></textarea>';
	echo '<p class="description" id="agency-note-help">' . esc_html( 'Seen only by people who may read the Inbox, never sent to the ' . $person . '. A copy of their personal data includes it.' ) . '</p>';
	echo '<p><button class="button button-primary">Save</button></p></form></div></div>';
}

/**
 * The item's internal notes, oldest first.
 *
 * @param WP_Post $post Item.
 */
function agency_inbox_render_notes( $post ) {
	$notes = agency_workflow_notes( $post->ID );
	echo '<div class="postbox" style="margin-top:1.5rem"><div class="postbox-header"><h2 id="agency-notes">Internal notes</h2></div><div class="inside">';
	if ( ! $notes ) {
		echo '<p>No notes yet. Add one with the status, on the right.</p>';
	} else {
		echo '<ol class="agency-log" aria-labelledby="agency-notes">';
		foreach ( $notes as $note ) {
			echo '<li class="agency-log-note">' . esc_html( (string) $note['text'] ) . '<span class="agency-log-meta">' . esc_html( (string) $note['name'] . ', ' . agency_workflow_time( $note['time'] ) ) . '</span></li>';
		}
		echo '</ol>';
	}
	echo '</div></div>';
}

/**
 * The item's history, oldest first.
 *
 * @param array   $kind Kind.
 * @param WP_Post $post Item.
 */
function agency_inbox_render_history( $kind, $post ) {
	$history = agency_workflow_history( $post->ID );
	echo '<div class="postbox"><div class="postbox-header"><h2 id="agency-history">History</h2></div><div class="inside">';
	echo '<ol class="agency-log" aria-labelledby="agency-history"><li>Received<span class="agency-log-meta">' . esc_html( agency_inbox_received( $post ) ) . '</span></li>';
	foreach ( $history as $entry ) {
		echo '<li>' . esc_html( agency_workflow_event_text( $entry, $kind['statuses'] ) ) . '<span class="agency-log-meta">' . esc_html( (string) $entry['name'] . ', ' . agency_workflow_time( $entry['time'] ) ) . '</span></li>';
	}
	echo '</ol></div></div>';
}

// The detail screen's form: a new status, a note, or both.
add_action(
	'admin_post_agency_inbox_status',
	function () {
		$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification -- checked next.
		list( $post, $page, $kind ) = agency_inbox_item_for_user( $id );
		check_admin_referer( 'agency_inbox_status_' . $id );
		$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		if ( ! isset( $kind['statuses'][ $status ] ) ) {
			wp_die( esc_html__( 'Unknown status.' ), 400 );
		}
		$changed = agency_workflow_set_status( $post, $status );
		$noted   = agency_workflow_add_note( $post->ID, isset( $_POST['note'] ) ? (string) wp_unslash( $_POST['note'] ) : '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- sanitized there.
		$done    = $changed || $noted ? array_filter( array( 'changed' => $changed ? $status : '', 'noted' => $noted ? '1' : '' ) ) : array( 'unchanged' => '1' );
		wp_safe_redirect( add_query_arg( $done, agency_inbox_item_url( $post->ID, $page ) ) );
		exit;
	}
);

add_action(
	'admin_post_agency_inbox_delete',
	function () {
		// phpcs:disable WordPress.Security.NonceVerification -- checked next.
		$id = isset( $_GET['id'] ) ? absint( $_GET['id'] ) : 0;
		// phpcs:enable
		list( $post, $page ) = agency_inbox_item_for_user( $id );
		check_admin_referer( 'agency_inbox_delete_' . $id );
		wp_delete_post( $post->ID, true );
		wp_safe_redirect( admin_url( 'admin.php?page=' . $page ) );
		exit;
	}
);
