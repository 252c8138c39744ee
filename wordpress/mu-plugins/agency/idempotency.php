<?php
/**
 * Idempotent form receivers. The site's server may send a submission again when it did not see
 * the answer (a timeout, a dropped connection); each submission carries its own key so a repeat
 * stores nothing new and sends no second e-mail.
 *
 * POST hjb/v1/submit-job, agency/v1/contact, agency/v1/newsletter and agency/v1/call accept the
 * key as the request parameter `idempotency_key` or the header `Idempotency-Key`: 8 to 100
 * characters of letters, digits and `-_.:` (a UUID fits). The key is kept as the stored post's meta
 * `_agency_idempotency_key`, with the answer given (`_agency_idempotency_response`):
 *
 * - a key seen before: that first answer again (same status, same `id`), header
 *   `Idempotent-Replayed: true`; nothing is validated, stored or sent;
 * - a key whose first request is still running: 409 `idempotency_in_progress`, `Retry-After: 2`;
 * - a malformed key: 400 `invalid_idempotency_key` (field `idempotency_key`).
 *
 * A request that stored nothing (refused input, "already subscribed") keeps no key: sent again,
 * it is judged again. Every answer that stored a submission names its post as `id`.
 */

defined( 'ABSPATH' ) || exit;

/** Seconds after which a lock left by a request that died is taken over. */
const AGENCY_IDEMPOTENCY_LOCK_TTL = 120;

/**
 * Routes answered idempotently, with the post type each one stores.
 *
 * @return array<string,string>
 */
function agency_idempotent_routes() {
	return array(
		'/hjb/v1/submit-job'   => 'job_application',
		'/agency/v1/contact'    => 'contact_message',
		'/agency/v1/newsletter' => 'newsletter_signup',
		'/agency/v1/call'       => 'contact_message',
	);
}

/**
 * The submission stored by the request being answered, and the key it came with.
 *
 * @param array|null $set New state (null reads).
 * @return array{key:string,id:int}
 */
function agency_idempotency_state( $set = null ) {
	static $state = array(
		'key' => '',
		'id'  => 0,
	);
	if ( is_array( $set ) ) {
		$state = array_merge( $state, $set );
	}
	return $state;
}

// Every receiver's callback runs inside agency_idempotent_dispatch (after its permission check).
add_filter(
	'rest_endpoints',
	function ( $endpoints ) {
		foreach ( agency_idempotent_routes() as $route => $type ) {
			if ( empty( $endpoints[ $route ] ) || ! is_array( $endpoints[ $route ] ) ) {
				continue;
			}
			foreach ( $endpoints[ $route ] as $i => $handler ) {
				if ( ! is_array( $handler ) || empty( $handler['callback'] ) || ! empty( $handler['agency_idempotent'] ) ) {
					continue;
				}
				$callback                                  = $handler['callback'];
				$endpoints[ $route ][ $i ]['callback']     = function ( WP_REST_Request $request ) use ( $callback, $type ) {
					return agency_idempotent_dispatch( $request, $callback, $type );
				};
				$endpoints[ $route ][ $i ]['agency_idempotent'] = true;
			}
		}
		return $endpoints;
	}
);

// The key goes on the post as soon as it is stored, so even a request that dies before answering
// is not stored twice by its repeat.
add_action(
	'agency_submission_stored',
	function ( $id ) {
		$state = agency_idempotency_state( array( 'id' => (int) $id ) );
		if ( '' !== $state['key'] ) {
			update_post_meta( $id, '_agency_idempotency_key', $state['key'] );
		}
	}
);

/**
 * The request's idempotency key: '' without one.
 *
 * @param WP_REST_Request $request Request.
 * @return string|WP_Error
 */
function agency_idempotency_key( WP_REST_Request $request ) {
	$param  = $request->get_param( 'idempotency_key' );
	$header = trim( (string) $request->get_header( 'idempotency_key' ) );
	if ( null !== $param && ! is_scalar( $param ) ) {
		return agency_error( 'invalid_idempotency_key', 'The idempotency key must be a string.', 400, array( 'field' => 'idempotency_key' ) );
	}
	$param = trim( (string) $param );
	if ( '' !== $param && '' !== $header && $param !== $header ) {
		return agency_error( 'invalid_idempotency_key', 'The idempotency key in the header and the body differ.', 400, array( 'field' => 'idempotency_key' ) );
	}
	$key = '' !== $param ? $param : $header;
	if ( '' !== $key && 1 !== preg_match( '/^[A-Za-z0-9][A-Za-z0-9_.:-]{7,99}$/', $key ) ) {
		return agency_error( 'invalid_idempotency_key', 'The idempotency key must be 8 to 100 letters, digits or -_.: characters.', 400, array( 'field' => 'idempotency_key' ) );
	}
	return $key;
}

/**
 * The post of `$type` stored with `$key`, or 0.
 *
 * @param string $type Post type.
 * @param string $key  Idempotency key.
 * @return int
 */
function agency_find_by_idempotency_key( $type, $key ) {
	// MySQL's usual collations (and the SQLite drop-in, which follows them) compare text without
	// regard to case: the database finds the candidates, the exact key is matched here.
	$ids = get_posts(
		array(
			'post_type'              => $type,
			'post_status'            => 'any',
			'posts_per_page'         => -1,
			'fields'                 => 'ids',
			'orderby'                => 'ID',
			'order'                  => 'ASC',
			'meta_key'               => '_agency_idempotency_key', // phpcs:ignore
			'meta_value'             => $key, // phpcs:ignore
			'suppress_filters'       => true,
			'update_post_meta_cache' => false,
			'cache_results'          => false,
		)
	);
	foreach ( $ids as $id ) {
		if ( get_post_meta( (int) $id, '_agency_idempotency_key', true ) === $key ) {
			return (int) $id;
		}
	}
	return 0;
}

/**
 * Takes the lock of one key: a row in the options table, inserted only when absent, so of two
 * requests running at once exactly one proceeds.
 *
 * @param string $name Lock name.
 * @return bool
 */
function agency_idempotency_lock( $name ) {
	global $wpdb;
	for ( $attempt = 0; $attempt < 2; $attempt++ ) {
		$taken = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, (string) time() ) ); // phpcs:ignore
		if ( $taken ) {
			return true;
		}
		$since = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) ); // phpcs:ignore
		if ( $since > time() - AGENCY_IDEMPOTENCY_LOCK_TTL ) {
			return false;
		}
		agency_idempotency_unlock( $name ); // Left by a request that died: take it over.
	}
	return false;
}

/**
 * Releases a lock.
 *
 * @param string $name Lock name.
 */
function agency_idempotency_unlock( $name ) {
	global $wpdb;
	$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) ); // phpcs:ignore
}

/**
 * The first answer again, for a key seen before.
 *
 * @param int    $id   Post ID.
 * @param string $type Post type.
 * @return WP_REST_Response
 */
function agency_idempotent_replay( $id, $type ) {
	$saved = json_decode( (string) get_post_meta( $id, '_agency_idempotency_response', true ), true );
	if ( ! is_array( $saved ) || ! isset( $saved['status'], $saved['data'] ) ) {
		// Stored, but the first request ended before answering: the answer it would have given.
		$defaults = array(
			'job_application'   => array( 200, array( 'success' => true, 'message' => 'Application Submitted Successfully!' ) ),
			'contact_message'   => array( 201, array( 'success' => true, 'message' => 'Message Sent Successfully!' ) ),
			'newsletter_signup' => array( 200, array( 'result' => 'success', 'msg' => 'Thank you for subscribing!' ) ),
		);
		$saved = array(
			'status' => $defaults[ $type ][0],
			'data'   => $defaults[ $type ][1] + ( 'newsletter_signup' === $type ? array() : array( 'id' => $id ) ),
		);
	}
	$response = new WP_REST_Response( $saved['data'], (int) $saved['status'] );
	$response->header( 'Idempotent-Replayed', 'true' );
	return $response;
}

/**
 * Answers one receiver request at most once per key.
 *
 * @param WP_REST_Request $request  Request.
 * @param callable        $callback The receiver.
 * @param string          $type     Post type it stores.
 * @return WP_REST_Response|WP_Error
 */
function agency_idempotent_dispatch( WP_REST_Request $request, $callback, $type ) {
	$key = agency_idempotency_key( $request );
	if ( is_wp_error( $key ) ) {
		return $key;
	}
	$lock = '_agency_idem_' . md5( $type . '|' . $key );
	if ( '' !== $key ) {
		$existing = agency_find_by_idempotency_key( $type, $key );
		if ( $existing ) {
			return agency_idempotent_replay( $existing, $type );
		}
		if ( ! agency_idempotency_lock( $lock ) ) {
			return agency_error( 'idempotency_in_progress', 'This submission is still being processed. Please retry in a moment.', 409 );
		}
		// The first request may have finished between the lookup and the lock.
		$existing = agency_find_by_idempotency_key( $type, $key );
		if ( $existing ) {
			agency_idempotency_unlock( $lock );
			return agency_idempotent_replay( $existing, $type );
		}
	}
	agency_idempotency_state(
		array(
			'key' => $key,
			'id'  => 0,
		)
	);
	try {
		$response = call_user_func( $callback, $request );
		$stored   = agency_idempotency_state()['id'];
		if ( $stored && ! is_wp_error( $response ) ) {
			$response = rest_ensure_response( $response );
			$data     = $response->get_data();
			// A sign-up's answer never carries an id: a repeat address stores nothing, and a missing id
			// would tell the caller the address was subscribed already.
			if ( is_array( $data ) && ! isset( $data['id'] ) && 'newsletter_signup' !== $type ) {
				$data['id'] = $stored;
				$response->set_data( $data );
			}
			if ( '' !== $key ) {
				update_post_meta(
					$stored,
					'_agency_idempotency_response',
					wp_slash(
						wp_json_encode(
							array(
								'status' => $response->get_status(),
								'data'   => $response->get_data(),
							)
						)
					)
				);
			}
		}
		return $response;
	} finally {
		agency_idempotency_state(
			array(
				'key' => '',
				'id'  => 0,
			)
		);
		if ( '' !== $key ) {
			agency_idempotency_unlock( $lock );
		}
	}
}

// A 409 for a key still being processed tells the client when to come back.
add_filter(
	'rest_post_dispatch',
	function ( $response ) {
		if ( $response instanceof WP_REST_Response && 409 === $response->get_status() ) {
			$data = $response->get_data();
			if ( is_array( $data ) && isset( $data['code'] ) && 'idempotency_in_progress' === $data['code'] ) {
				$response->header( 'Retry-After', '2' );
			}
		}
		return $response;
	}
);
