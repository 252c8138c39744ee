<?php
/**
 * Tells the site to refresh its pages when content changes: on save or delete of a post, a
 * career or a term (category / tag), including a change of status (publish -> draft, private, trash)
 * or slug, POST {secret,type:'post'|'term'|'career',slug,id,previousSlug?} as JSON to
 * AGENCY_REVALIDATE_URL with the header x-revalidate-secret; off unless configured. The call waits
 * for the answer, at most 8 s: a fire-and-forget request could be dropped before it was sent, and a
 * busy site can take a few seconds (a lost call leaves pages stale until their 300 s revalidation).
 * The site's endpoint only marks cache tags, so the editor's save is barely slower. How each call
 * went is kept (option agency_revalidate_state): the last answer, and the changes the site missed
 * until a later call about the same item, or about everything ('all'), gets through; wp-admin shows
 * it (site-status.php).
 */

defined( 'ABSPATH' ) || exit;

/**
 * Queues one notification (one per type/id per request; a later call updates the slug) and sends
 * the queue when the request ends, so the site reads the finished change: the REST API assigns
 * categories, tags and fields after `save_post`, and a page rendered in between would keep the old ones.
 *
 * @param string $type 'post' | 'term' | 'career' | a site content type ('faq') | 'site' | 'home' | 'menus' | 'redirects' | 'all'.
 * @param string $slug Slug.
 * @param int    $id   ID.
 * @param string $previous_slug The published slug before this change, when it differs.
 */
function agency_revalidate( $type, $slug, $id, $previous_slug = '' ) {
	global $agency_revalidate_queue;
	if ( '' === (string) AGENCY_REVALIDATE_URL || '' === (string) AGENCY_REVALIDATE_SECRET || defined( 'AGENCY_SEEDING' ) ) {
		return;
	}
	if ( ! has_action( 'shutdown', 'agency_revalidate_send' ) ) {
		add_action( 'shutdown', 'agency_revalidate_send', 0 );
	}
	$agency_revalidate_queue = (array) $agency_revalidate_queue;
	$key      = $type . ':' . $id;
	$previous = isset( $agency_revalidate_queue[ $key ] ) ? $agency_revalidate_queue[ $key ]['previousSlug'] : '';
	$agency_revalidate_queue[ $key ] = array(
		'type'         => $type,
		'slug'         => (string) $slug,
		'id'           => (int) $id,
		'previousSlug' => '' !== $previous ? $previous : (string) $previous_slug,
	);
}

/** Sends the queued notifications, each waiting for the site's answer, and keeps how each went. */
function agency_revalidate_send() {
	global $agency_revalidate_queue;
	$queue                   = (array) $agency_revalidate_queue;
	$agency_revalidate_queue = array();
	// A filter, so integration tests can send a wrong secret from one browser (testing.php).
	$secret = (string) apply_filters( 'agency_revalidate_secret', AGENCY_REVALIDATE_SECRET );
	foreach ( $queue as $key => $notification ) {
		if ( '' === $notification['previousSlug'] || $notification['previousSlug'] === $notification['slug'] ) {
			unset( $notification['previousSlug'] );
		}
		$response = wp_remote_post(
			AGENCY_REVALIDATE_URL,
			array(
				'blocking' => true,
				'timeout'  => 8,
				'headers'  => array(
					'Content-Type'        => 'application/json',
					'x-revalidate-secret' => $secret,
				),
				'body'     => wp_json_encode( array( 'secret' => $secret ) + $notification ),
			)
		);
		agency_revalidate_note( $key, $notification['type'], $response );
	}
}

/**
 * What is known of the site's refreshes: the last call (at, ok, type, reason) and the calls that
 * failed and were not made good since (key => at, type).
 *
 * @return array{last: array|null, missed: array}
 */
function agency_revalidate_state() {
	$state = get_option( 'agency_revalidate_state', array() );
	return array(
		'last'   => is_array( $state ) && isset( $state['last'] ) ? $state['last'] : null,
		'missed' => is_array( $state ) && isset( $state['missed'] ) && is_array( $state['missed'] ) ? $state['missed'] : array(),
	);
}

/**
 * Keeps how one call went: a success makes good an earlier failure for the same item (all of them
 * for 'all'); a failure is remembered until then.
 *
 * @param string         $key      type:id.
 * @param string         $type     Revalidation type.
 * @param array|WP_Error $response The site's answer.
 */
function agency_revalidate_note( $key, $type, $response ) {
	$code          = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	$ok            = $code >= 200 && $code < 300;
	$state         = agency_revalidate_state();
	$state['last'] = array(
		'at'     => time(),
		'ok'     => $ok,
		'type'   => $type,
		'reason' => $ok ? '' : agency_revalidate_reason( $response, $code ),
	);
	if ( $ok ) {
		if ( 'all' === $type ) {
			$state['missed'] = array();
		}
		unset( $state['missed'][ $key ] );
	} elseif ( ! isset( $state['missed'][ $key ] ) ) {
		// Bounded: a refresh of everything makes good any number of them.
		$state['missed'] = array_slice( $state['missed'], -99, null, true );
		$state['missed'][ $key ] = array(
			'at'   => time(),
			'type' => $type,
		);
	}
	update_option( 'agency_revalidate_state', $state, false );
}

/**
 * Why a call failed, in words an editor can pass on.
 *
 * @param array|WP_Error $response The site's answer.
 * @param int            $code     Its status, 0 when none came.
 */
function agency_revalidate_reason( $response, $code ) {
	if ( is_wp_error( $response ) ) {
		return 'the website could not be reached (' . $response->get_error_message() . ')';
	}
	if ( 401 === $code ) {
		return 'the website refused WordPress\'s shared secret (answer 401): the two are not set up with the same REVALIDATE_SECRET';
	}
	return sprintf( 'the website answered %d', $code );
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
