<?php
/**
 * Private post types that store submissions: job applications, contact messages and newsletter
 * sign-ups. Not public, not in REST; editors see them in wp-admin.
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'init',
	function () {
		$types = array(
			'job_application'   => array( 'Job Applications', 'Job Application', 'dashicons-id' ),
			'contact_message'   => array( 'Contact Messages', 'Contact Message', 'dashicons-email' ),
			'newsletter_signup' => array( 'Newsletter Sign-ups', 'Newsletter Sign-up', 'dashicons-megaphone' ),
		);
		foreach ( $types as $type => $labels ) {
			register_post_type(
				$type,
				array(
					'labels'              => array(
						'name'          => $labels[0],
						'singular_name' => $labels[1],
					),
					'public'              => false,
					'publicly_queryable'  => false,
					'exclude_from_search' => true,
					'show_ui'             => true,
					'show_in_menu'        => true,
					'show_in_rest'        => false,
					'menu_icon'           => $labels[2],
					'capability_type'     => 'post',
					'map_meta_cap'        => true,
					'rewrite'             => false,
					'query_var'           => false,
					'supports'            => array( 'title', 'editor', 'custom-fields' ),
				)
			);
		}
	}
);

/**
 * Stores one submission as a private post with its fields as meta (prefixed `_agency_`).
 *
 * @param string $type    Post type.
 * @param string $title   Post title.
 * @param string $content Post content (plain text).
 * @param array  $fields  Field name => value.
 * @return int|WP_Error Post ID.
 */
function agency_store_submission( $type, $title, $content, $fields ) {
	$id = agency_insert_plain_post(
		array(
			'post_type'    => $type,
			'post_status'  => 'private',
			// wp_insert_post and update_post_meta unslash: slashed, the text keeps its backslashes.
			'post_title'   => wp_slash( wp_strip_all_tags( $title ) ),
			'post_content' => wp_slash( $content ),
			'post_author'  => 0,
		)
	);
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	foreach ( $fields as $key => $value ) {
		update_post_meta( $id, '_agency_' . $key, wp_slash( $value ) );
	}
	/**
	 * A submission was stored (idempotency keys, notifications).
	 *
	 * @param int    $id     Post ID.
	 * @param string $type   Post type.
	 * @param array  $fields Its fields.
	 */
	do_action( 'agency_submission_stored', $id, $type, $fields );
	return $id;
}
