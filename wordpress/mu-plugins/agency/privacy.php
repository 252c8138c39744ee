<?php
/**
 * WordPress's personal-data tools (Tools → Export / Erase Personal Data) find a person's job
 * applications, contact messages, newsletter sign-ups and the mails sent about them, by e-mail
 * address (compared without regard to case), each with its status, the agency's internal notes and
 * its history. The eraser deletes them, résumés included.
 */

defined( 'ABSPATH' ) || exit;

/** Items handled per page of an export or erasure. */
const AGENCY_PRIVACY_PAGE = 50;

add_filter(
	'wp_privacy_personal_data_exporters',
	function ( $exporters ) {
		$exporters['agency-submissions'] = array(
			'exporter_friendly_name' => 'Job applications, contact messages and newsletter sign-ups',
			'callback'               => 'agency_privacy_export',
		);
		return $exporters;
	}
);

add_filter(
	'wp_privacy_personal_data_erasers',
	function ( $erasers ) {
		$erasers['agency-submissions'] = array(
			'eraser_friendly_name' => 'Job applications, contact messages and newsletter sign-ups',
			'callback'             => 'agency_privacy_erase',
		);
		return $erasers;
	}
);

/**
 * What is kept about a person, by post type.
 *
 * @return array<string,array{0:string,1:string}> Post type => [group label, meta field holding the address].
 */
function agency_privacy_groups() {
	return array(
		'job_application'   => array( 'Job applications', 'email' ),
		'contact_message'   => array( 'Contact messages', 'email' ),
		'newsletter_signup' => array( 'Newsletter sign-ups', 'email' ),
		'agency_mail'       => array( 'E-mails sent about you', 'about' ),
	);
}

/**
 * The IDs of a person's items, oldest first.
 *
 * @param string $email Address.
 * @return array<int,array{0:int,1:string}> [post ID, post type].
 */
function agency_privacy_items( $email ) {
	$email = strtolower( trim( (string) $email ) );
	$found = array();
	if ( '' === $email ) {
		return $found;
	}
	foreach ( agency_privacy_groups() as $type => $group ) {
		// LIKE finds the address whatever its case in MySQL and SQLite alike; the exact match is checked below.
		$posts = get_posts(
			array(
				'post_type'        => $type,
				'post_status'      => 'any',
				'posts_per_page'   => -1,
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'suppress_filters' => true,
				'meta_query'       => array( // phpcs:ignore WordPress.DB.SlowDBQuery
					array(
						'key'     => '_agency_' . $group[1],
						'value'   => $email,
						'compare' => 'LIKE',
					),
				),
			)
		);
		foreach ( $posts as $post ) {
			if ( strtolower( agency_field( $post->ID, $group[1] ) ) === $email ) {
				$found[] = array( $post->ID, $type );
			}
		}
	}
	return $found;
}

/**
 * Exporter: one page of a person's items with every field.
 *
 * @param string $email Address.
 * @param int    $page  Page, from 1.
 * @return array{data:array,done:bool}
 */
function agency_privacy_export( $email, $page = 1 ) {
	$items = agency_privacy_items( $email );
	$slice = array_slice( $items, ( max( 1, (int) $page ) - 1 ) * AGENCY_PRIVACY_PAGE, AGENCY_PRIVACY_PAGE );
	$kinds = array();
	foreach ( agency_inbox_kinds() as $kind ) {
		$kinds[ $kind['type'] ] = $kind;
	}
	$data = array();
	foreach ( $slice as list( $id, $type ) ) {
		$post   = get_post( $id );
		$fields = array(
			array(
				'name'  => 'Received',
				'value' => agency_inbox_value( $post, 'date' ),
			),
		);
		foreach ( $kinds[ $type ]['fields'] as $key => $label ) {
			$value = agency_inbox_value( $post, $key );
			if ( '' !== $value ) {
				$fields[] = array(
					'name'  => $label,
					'value' => $value,
				);
			}
		}
		if ( $kinds[ $type ]['statuses'] ) {
			$fields[] = array(
				'name'  => 'Status',
				'value' => agency_inbox_status_label( $post ),
			);
		}
		if ( 'job_application' === $type ) {
			$fields[] = array(
				'name'  => 'Résumé',
				'value' => trim( agency_field( $id, 'original_name' ) . ' (' . size_format( (int) agency_field( $id, 'file_size' ) ) . ')' ),
			);
		}
		// What the agency noted and did about it is theirs to see too.
		foreach ( agency_workflow_notes( $id ) as $note ) {
			$fields[] = array(
				'name'  => 'Internal note (' . $note['name'] . ', ' . agency_workflow_time( $note['time'] ) . ')',
				'value' => (string) $note['text'],
			);
		}
		foreach ( agency_workflow_history( $id ) as $entry ) {
			$fields[] = array(
				'name'  => 'History (' . $entry['name'] . ', ' . agency_workflow_time( $entry['time'] ) . ')',
				'value' => agency_workflow_event_text( $entry, $kinds[ $type ]['statuses'] ),
			);
		}
		$data[] = array(
			'group_id'    => 'agency-' . $type,
			'group_label' => agency_privacy_groups()[ $type ][0],
			'item_id'     => $type . '-' . $id,
			'data'        => $fields,
		);
	}
	return array(
		'data' => $data,
		'done' => count( $items ) <= max( 1, (int) $page ) * AGENCY_PRIVACY_PAGE,
	);
}

/**
 * Eraser: deletes a person's items (a page at a time; deleted items leave the list).
 *
 * @param string $email Address.
 * @return array{items_removed:bool,items_retained:bool,messages:array,done:bool}
 */
function agency_privacy_erase( $email ) {
	$items   = agency_privacy_items( $email );
	$removed = 0;
	foreach ( array_slice( $items, 0, AGENCY_PRIVACY_PAGE ) as list( $id ) ) {
		if ( wp_delete_post( $id, true ) ) {
			++$removed;
		}
	}
	$retained = $removed < min( count( $items ), AGENCY_PRIVACY_PAGE );
	return array(
		'items_removed'  => $removed > 0,
		'items_retained' => $retained,
		'messages'       => $retained ? array( 'Some submissions could not be deleted.' ) : array(),
		'done'           => count( $items ) <= AGENCY_PRIVACY_PAGE || $retained,
	);
}
