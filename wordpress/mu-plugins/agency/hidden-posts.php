<?php
/**
 * Posts in the hidden category (AGENCY_HIDDEN_CATEGORY_ID, config.php) are the team's own: for a
 * visitor they do not exist on any WordPress route: REST lists, single posts and search, feeds,
 * `?p=`, permalinks, oEmbed, sitemaps and comments. Staff (edit_posts) and the website's account
 * (agency_preview_content) still read them.
 *
 * Done where WordPress asks the database, not by matching addresses: every WP_Query (the main
 * query of feeds, `?p=` and permalinks, the REST posts and search controllers, sitemaps, get_posts)
 * gets a NOT IN clause for the category, a singular one has a hidden post taken out of its result;
 * comment queries skip those posts; the paths that load a
 * post by its id without a query (the REST single post, oEmbed) answer as for a post that does not
 * exist.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the current user reads hidden posts.
 *
 * @return bool
 */
function agency_may_read_hidden_posts() {
	return current_user_can( 'edit_posts' ) || current_user_can( 'agency_preview_content' );
}

/**
 * Whether a post is in the hidden category.
 *
 * @param int|WP_Post $post Post.
 * @return bool
 */
function agency_is_hidden_post( $post ) {
	$post = get_post( $post );
	return $post && 'post' === $post->post_type && has_term( (int) AGENCY_HIDDEN_CATEGORY_ID, 'category', $post );
}

add_action(
	'pre_get_posts',
	function ( WP_Query $query ) {
		if ( agency_may_read_hidden_posts() ) {
			return;
		}
		$hide = array(
			'taxonomy'         => 'category',
			'field'            => 'term_id',
			'terms'            => array( (int) AGENCY_HIDDEN_CATEGORY_ID ),
			'operator'         => 'NOT IN',
			'include_children' => false,
		);
		$tax  = $query->get( 'tax_query' );
		$tax  = is_array( $tax ) ? $tax : array();
		// Added beside the query's own clauses, whatever their relation: the post must match those AND
		// not be hidden.
		$query->set( 'tax_query', $tax ? array( 'relation' => 'AND', $tax, $hide ) : array( $hide ) );
	},
	PHP_INT_MAX
);

// WordPress applies no taxonomy clause to a singular query (`?p=`, a permalink, `?name=`): its
// answer is checked instead, and a hidden post leaves an empty result (a 404 for the main query).
add_filter(
	'the_posts',
	function ( $posts, $query ) {
		if ( ! $query->is_singular() || ! $posts || agency_may_read_hidden_posts() ) {
			return $posts;
		}
		return array_values( array_filter( $posts, fn( $post ) => ! agency_is_hidden_post( $post ) ) );
	},
	PHP_INT_MAX,
	2
);

// The REST single post is loaded by id, outside any query: a visitor gets the answer of a post that
// does not exist (the same as for an id never used, so nothing tells the post is there).
add_filter(
	'rest_prepare_post',
	function ( $response, $post ) {
		if ( agency_is_hidden_post( $post ) && ! agency_may_read_hidden_posts() ) {
			return new WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.' ), array( 'status' => 404 ) );
		}
		return $response;
	},
	PHP_INT_MAX,
	2
);

// oEmbed finds the post from its address without a query.
add_filter(
	'oembed_request_post_id',
	function ( $post_id ) {
		return $post_id && agency_is_hidden_post( $post_id ) && ! agency_may_read_hidden_posts() ? 0 : $post_id;
	},
	PHP_INT_MAX
);

// The category itself is not a sitemap entry (its archive lists nothing for visitors).
add_filter(
	'wp_sitemaps_taxonomies_query_args',
	function ( $args, $taxonomy ) {
		if ( 'category' === $taxonomy ) {
			$args['exclude'] = array_merge( (array) ( $args['exclude'] ?? array() ), array( (int) AGENCY_HIDDEN_CATEGORY_ID ) );
		}
		return $args;
	},
	10,
	2
);

// Comments on hidden posts (the comments feed, the REST comments route) are the posts' own.
add_filter(
	'comments_clauses',
	function ( $clauses ) {
		global $wpdb;
		if ( agency_may_read_hidden_posts() ) {
			return $clauses;
		}
		$clauses['where'] .= $wpdb->prepare(
			" AND {$wpdb->comments}.comment_post_ID NOT IN ( SELECT tr.object_id FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.taxonomy = 'category' AND tt.term_id = %d )",
			(int) AGENCY_HIDDEN_CATEGORY_ID
		);
		return $clauses;
	}
);
