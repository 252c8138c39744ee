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
 * Sends one notification (at most once per type/id per request).
 *
 * @param string $type 'post' | 'term' | 'career'.
 * @param string $slug Slug.
 * @param int    $id   ID.
 * @param string $previous_slug The published slug before this change, when it differs.
 */
function agency_revalidate( $type, $slug, $id, $previous_slug = '' ) {
	static $sent = array();
	if ( '' === (string) AGENCY_REVALIDATE_URL || '' === (string) AGENCY_REVALIDATE_SECRET || defined( 'AGENCY_SEEDING' ) ) {
		return;
	}
	$key = $type . ':' . $id;
	if ( isset( $sent[ $key ] ) ) {
		return;
	}
	$sent[ $key ] = true;
	wp_remote_post(
		AGENCY_REVALIDATE_URL,
		array(
			'blocking' => true,
			'timeout'  => 8,
			'headers'  => array(
				'Content-Type'        => 'application/json',
				'x-revalidate-secret' => AGENCY_REVALIDATE_SECRET,
			),
			'body'     => wp_json_encode(
				array(
					'secret' => AGENCY_REVALIDATE_SECRET,
					'type'   => $type,
					'slug'   => (string) $slug,
					'id'     => (int) $id,
				) + ( '' !== $previous_slug ? array( 'previousSlug' => $previous_slug ) : array() )
			),
		)
	);
}

/**
 * Posts and careers: the published slug, also while trashed (WordPress renames it then).
 *
 * @param WP_Post $post Post.
 */
function agency_revalidate_post( $post ) {
	if ( ! $post instanceof WP_Post || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	$type = agency_site_type( $post->post_type );
	if ( null === $type || in_array( $post->post_status, array( 'auto-draft', 'inherit' ), true ) ) {
		return;
	}
	$slug = $post->post_name;
	if ( 'trash' === $post->post_status ) {
		$desired = get_post_meta( $post->ID, '_wp_desired_post_slug', true );
		$slug    = $desired ? $desired : preg_replace( '/__trashed$/', '', $slug );
	}
	$before = agency_published_before( $post->ID );
	agency_revalidate( $type, $slug, $post->ID, $before && $before->post_name !== $slug ? $before->post_name : '' );
}

add_action(
	'save_post',
	function ( $post_id, $post ) {
		agency_revalidate_post( $post );
	},
	20,
	2
);
// After the row is gone, so a page rendered in answer to the call cannot read the post any more.
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
