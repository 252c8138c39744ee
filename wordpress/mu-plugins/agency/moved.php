<?php
/**
 * Old addresses of published posts, careers, case studies and services, so the site can redirect them: a renamed slug
 * (WordPress keeps it in `_wp_old_slug`) and, for posts, a category the post was published under
 * before (kept here in `_agency_former_category`). GET agency/v1/moved?type=post|career|case_study|service&slug=S
 * answers {slug} of the published item that had slug S; with &category=C, {slug: S} when the
 * published post S was filed under C. 404 otherwise.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The published state of each post this request updates, taken before its first update (trashing
 * renames the slug first, then changes the status).
 *
 * @param int          $post_id Post ID.
 * @param WP_Post|null $before  Set: the post before its update (only kept while it was published).
 * @return WP_Post|null
 */
function agency_published_before( $post_id, $before = null ) {
	static $posts = array();
	if ( $before instanceof WP_Post && 'publish' === $before->post_status && ! isset( $posts[ (int) $post_id ] ) ) {
		$posts[ (int) $post_id ] = $before;
	}
	return isset( $posts[ (int) $post_id ] ) ? $posts[ (int) $post_id ] : null;
}

add_action(
	'pre_post_update',
	function ( $post_id ) {
		agency_published_before( $post_id, get_post( $post_id ) );
	}
);

add_action(
	'set_object_terms',
	function ( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ) {
		if ( 'category' !== $taxonomy || ! agency_published_before( $object_id ) ) {
			return;
		}
		$known = get_post_meta( $object_id, '_agency_former_category' );
		foreach ( array_diff( array_map( 'intval', $old_tt_ids ), array_map( 'intval', $tt_ids ) ) as $tt_id ) {
			$term = get_term_by( 'term_taxonomy_id', $tt_id, 'category' );
			if ( $term && ! in_array( $term->slug, $known, true ) ) {
				add_post_meta( $object_id, '_agency_former_category', $term->slug );
			}
		}
	},
	10,
	6
);

/**
 * The published post of a site type with this slug, or null.
 *
 * @param string $post_type Post type.
 * @param array  $query     Extra WP_Query arguments.
 * @return WP_Post|null
 */
function agency_find_published( $post_type, $query ) {
	$found = get_posts(
		$query + array(
			'post_type'        => $post_type,
			'post_status'      => 'publish',
			'posts_per_page'   => 1,
			'suppress_filters' => false,
		)
	);
	return $found ? $found[0] : null;
}

/**
 * A query value as a slug. (sanitize_title itself is no REST sanitize callback: REST passes the
 * request as its second argument, which sanitize_title returns when the value sanitises to nothing.)
 *
 * @param mixed $value Query value.
 * @return string
 */
function agency_moved_slug( $value ) {
	return sanitize_title( is_string( $value ) ? $value : '' );
}

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/moved',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'args'                => array(
					'type'     => array(
						'required' => true,
						'enum'     => array( 'post', 'career', 'case_study', 'service' ),
					),
					'slug'     => array(
						'required'          => true,
						'type'              => 'string',
						'sanitize_callback' => 'agency_moved_slug',
					),
					'category' => array(
						'type'              => 'string',
						'sanitize_callback' => 'agency_moved_slug',
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					$post_type = 'career' === $request['type'] ? 'careers' : (string) $request['type'];
					$slug      = (string) $request['slug'];
					$category  = (string) $request['category'];
					if ( '' === $slug ) {
						// Nothing a visitor typed (spaces, punctuation) sanitises to an address.
						return new WP_Error( 'agency_not_moved', 'Nothing was published at that address.', array( 'status' => 404 ) );
					}
					if ( '' !== $category ) {
						$post  = agency_find_published( $post_type, array( 'name' => $slug ) );
						$found = $post && in_array( $category, get_post_meta( $post->ID, '_agency_former_category' ), true ) ? $post : null;
					} else {
						$found = agency_find_published(
							$post_type,
							array(
								'meta_key'   => '_wp_old_slug', // phpcs:ignore WordPress.DB.SlowDBQuery -- one indexed lookup on a rare path.
								'meta_value' => $slug, // phpcs:ignore WordPress.DB.SlowDBQuery
							)
						);
					}
					if ( ! $found ) {
						return new WP_Error( 'agency_not_moved', 'Nothing was published at that address.', array( 'status' => 404 ) );
					}
					return array( 'slug' => $found->post_name );
				},
			)
		);
	}
);
