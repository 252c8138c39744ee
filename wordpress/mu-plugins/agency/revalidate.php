<?php
/**
 * Tells the site to refresh its pages when content changes: on save or delete of a post, a
 * career or a term (category / tag), including a change of status (publish -> draft, private, trash)
 * or slug, POST {secret,type:'post'|'term'|'career',slug,id,previousSlug?} as JSON to
 * AGENCY_REVALIDATE_URL with the header x-revalidate-secret; off unless configured. The call waits
 * for the answer, at most 8 s: a fire-and-forget request could be dropped before it was sent, and a
 * busy site can take a few seconds (a lost call leaves pages stale until their 300 s revalidation).
 * The site's endpoint only marks cache tags, so the editor's save is barely slower.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Queues one notification (one per type/id per request; a later call updates the slug) and sends
 * the queue when the request ends, so the site reads the finished change: the REST API assigns
 * categories, tags and fields after `save_post`, and a page rendered in between would keep the old ones.
 *
 * @param string $type 'post' | 'term' | 'career' | a site content type ('faq').
 * @param string $slug Slug.
 * @param int    $id   ID.
 * @param string $previous_slug The published slug before this change, when it differs.
 */
function agency_revalidate( $type, $slug, $id, $previous_slug = '' ) {
	global $agency_revalidate_queue;
	if ( '' === (string) AGENCY_REVALIDATE_URL || '' === (string) AGENCY_REVALIDATE_SECRET || defined( 'AGENCY_SEEDING' ) ) {
		return;
	}
	if ( null === $agency_revalidate_queue ) {
		$agency_revalidate_queue = array();
		add_action( 'shutdown', 'agency_revalidate_send', 0 );
	}
	$key      = $type . ':' . $id;
	$previous = isset( $agency_revalidate_queue[ $key ] ) ? $agency_revalidate_queue[ $key ]['previousSlug'] : '';
	$agency_revalidate_queue[ $key ] = array(
		'type'         => $type,
		'slug'         => (string) $slug,
		'id'           => (int) $id,
		'previousSlug' => '' !== $previous ? $previous : (string) $previous_slug,
	);
}

/** Sends the queued notifications, each waiting for the site's answer. */
function agency_revalidate_send() {
	global $agency_revalidate_queue;
	foreach ( (array) $agency_revalidate_queue as $notification ) {
		if ( '' === $notification['previousSlug'] || $notification['previousSlug'] === $notification['slug'] ) {
			unset( $notification['previousSlug'] );
		}
		wp_remote_post(
			AGENCY_REVALIDATE_URL,
			array(
				'blocking' => true,
				'timeout'  => 8,
				'headers'  => array(
					'Content-Type'        => 'application/json',
					'x-revalidate-secret' => AGENCY_REVALIDATE_SECRET,
				),
				'body'     => wp_json_encode( array( 'secret' => AGENCY_REVALIDATE_SECRET ) + $notification ),
			)
		);
	}
	$agency_revalidate_queue = array();
}

/**
 * The slug a post is (or was) published under: WordPress renames a post it trashes to slug__trashed
 * before it changes the status.
 *
 * @param WP_Post $post Post.
 */
function agency_public_slug( $post ) {
	if ( '__trashed' !== substr( $post->post_name, -9 ) ) {
		return $post->post_name;
	}
	$desired = get_post_meta( $post->ID, '_wp_desired_post_slug', true );
	return $desired ? $desired : substr( $post->post_name, 0, -9 );
}

/**
 * Posts and careers: notify with the published slug, and the one before when it changed.
 *
 * @param WP_Post $post Post.
 */
function agency_revalidate_post( $post ) {
	if ( ! $post instanceof WP_Post || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	$before = agency_published_before( $post->ID );
	// A legal page renamed off its address still refreshes the address it had.
	$type = agency_site_type( $post ) ?? agency_site_type( $before );
	if ( null === $type && array_key_exists( $post->post_type, agency_site_content_types() ) ) {
		$type = $post->post_type;
	}
	if ( null === $type || in_array( $post->post_status, array( 'auto-draft', 'inherit' ), true ) ) {
		return;
	}
	agency_revalidate( $type, agency_public_slug( $post ), $post->ID, $before ? agency_public_slug( $before ) : '' );
}

add_action(
	'save_post',
	function ( $post_id, $post ) {
		agency_revalidate_post( $post );
	},
	20,
	2
);
add_action(
	'deleted_post',
	function ( $post_id, $post ) {
		agency_revalidate_post( $post );
	},
	10,
	2
);
add_action(
	'saved_term',
	function ( $term_id, $tt_id, $taxonomy ) {
		if ( in_array( $taxonomy, array( 'category', 'post_tag' ), true ) ) {
			$term = get_term( $term_id, $taxonomy );
			agency_revalidate( 'term', $term && ! is_wp_error( $term ) ? $term->slug : '', $term_id );
		}
	},
	10,
	3
);
add_action(
	'pre_delete_term',
	function ( $term_id, $taxonomy ) {
		if ( in_array( $taxonomy, array( 'category', 'post_tag' ), true ) ) {
			$term = get_term( $term_id, $taxonomy );
			agency_revalidate( 'term', $term && ! is_wp_error( $term ) ? $term->slug : '', $term_id );
		}
	},
	10,
	2
);
