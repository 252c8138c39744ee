<?php
/**
 * The FAQ's groups: an entry's group is a choice of the groups the FAQ page shows, so a typo cannot
 * start a new heading. A new group is added on purpose, by someone who may manage categories (Editors
 * and Administrators): it is a new heading on the public page, like a new blog category. Checked on
 * every save through REST (the block editor's too): a name that differs from an existing group only
 * in case, spaces or punctuation is refused with the group's name, and so is a new group from anyone
 * without that right.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The groups the FAQ page shows, in its order: each published entry's group, in the order of the
 * group's first entry.
 *
 * @return string[]
 */
function agency_faq_groups() {
	$ids    = get_posts(
		array(
			'post_type'        => 'faq',
			'post_status'      => 'publish',
			'numberposts'      => 500,
			'orderby'          => agency_site_content_order(),
			'fields'           => 'ids',
			'suppress_filters' => true,
		)
	);
	$groups = array();
	foreach ( $ids as $id ) {
		$group = trim( (string) get_post_meta( $id, 'faq_group', true ) );
		if ( '' !== $group && ! in_array( $group, $groups, true ) ) {
			$groups[] = $group;
		}
	}
	return $groups;
}

/** Whether the signed-in user may start a new FAQ group. */
function agency_may_add_faq_group() {
	return current_user_can( 'manage_categories' );
}

/**
 * A group's name as compared for near-duplicates: "&" as "and", then letters and digits only, in
 * lower case ("Pricing and payment" is "Pricing & Payment").
 *
 * @param string $group Group name.
 * @return string
 */
function agency_faq_group_key( $group ) {
	return strtolower( (string) preg_replace( '/[^\p{L}\p{N}]+/u', '', str_replace( '&', 'and', $group ) ) );
}

add_filter(
	'rest_pre_insert_faq',
	function ( $prepared, $request ) {
		$meta = is_array( $request['meta'] ) ? $request['meta'] : array();
		if ( is_wp_error( $prepared ) || ! isset( $meta['faq_group'] ) || ! is_string( $meta['faq_group'] ) ) {
			return $prepared;
		}
		$group = trim( sanitize_text_field( $meta['faq_group'] ) );
		$id    = isset( $prepared->ID ) ? (int) $prepared->ID : 0;
		// Empty is the required-field check's to refuse; an entry may keep the group it has.
		if ( '' === $group || ( $id && get_post_meta( $id, 'faq_group', true ) === $group ) ) {
			return $prepared;
		}
		$groups = agency_faq_groups();
		if ( in_array( $group, $groups, true ) ) {
			return $prepared;
		}
		foreach ( $groups as $existing ) {
			if ( agency_faq_group_key( $existing ) === agency_faq_group_key( $group ) ) {
				return new WP_Error(
					'agency_faq_group_exists',
					sprintf( 'There is already a group "%s": choose it from the list of groups (a group is matched by its exact name).', $existing ),
					array(
						'status' => 400,
						'fields' => array( 'Group' ),
					)
				);
			}
		}
		if ( ! agency_may_add_faq_group() ) {
			return new WP_Error(
				'agency_faq_group_unknown',
				sprintf( 'Choose one of the FAQ\'s groups: %s. A new group can be added by an Editor or an Administrator.', implode( ', ', $groups ) ),
				array(
					'status' => 400,
					'fields' => array( 'Group' ),
				)
			);
		}
		return $prepared;
	},
	10,
	2
);
