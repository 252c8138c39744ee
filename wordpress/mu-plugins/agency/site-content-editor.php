<?php
/**
 * The block editor's side of the content types (and careers): the panel of each type's fields,
 * labelled as the site shows them, those fields kept out of the raw Custom Fields box, and the title
 * box saying what the title is on the site.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every type whose fields the block editor's panel shows: post type => the panel's title, the
 * fields (as agency_site_content_types() defines them) and, for a type ordered by its "Order"
 * attribute, that attribute's help.
 *
 * @return array<string,array{title:string,fields:array,orderHelp?:string}>
 */
function agency_fields_panels() {
	$panels = array();
	foreach ( agency_site_content_types() as $type => $def ) {
		$panels[ $type ] = array(
			'title'     => $def['singular'] . ' details',
			'fields'    => $def['fields'],
			'orderHelp' => $def['order'],
		);
	}
	$panels['careers'] = array(
		'title'  => 'Job opening details',
		'fields' => agency_career_fields(),
	);
	return $panels;
}

/**
 * What the panel's script needs of each shown field: its label, help and control, and for a list
 * its row's name, parts (label, length, choices) and limits.
 *
 * @param array<string,array> $fields Meta key => definition.
 * @return array[]
 */
function agency_fields_panel_fields( $fields ) {
	$shown = array();
	foreach ( $fields as $key => $field ) {
		if ( ! empty( $field['hidden'] ) ) {
			continue;
		}
		$items   = isset( $field['items'] ) ? $field['items'] : array();
		$control = isset( $field['control'] ) ? $field['control'] : '';
		$parts   = array();
		foreach ( isset( $items['properties'] ) ? $items['properties'] : array() as $part => $schema ) {
			$labels  = isset( $field['part_options'][ $part ] ) ? array_column( $field['part_options'][ $part ], 'label', 'slug' ) : array();
			$choices = array();
			foreach ( isset( $schema['enum'] ) ? $schema['enum'] : array() as $value ) {
				$choices[] = array(
					'slug'  => $value,
					'label' => isset( $labels[ $value ] ) ? $labels[ $value ] : $value,
				);
			}
			$parts[] = array(
				'key'       => $part,
				'label'     => isset( $schema['title'] ) ? $schema['title'] : ucfirst( $part ),
				'maxLength' => isset( $schema['maxLength'] ) ? (int) $schema['maxLength'] : 0,
				'options'   => $choices,
			);
		}
		$options = isset( $field['options'] ) ? $field['options'] : array();
		if ( isset( $field['options_from'] ) ) {
			$options = agency_site_content_entries( $field['options_from'] );
		}
		if ( 'group' === $control ) {
			$options = array_map(
				function ( $group ) {
					return array(
						'slug'  => $group,
						'label' => $group,
					);
				},
				agency_faq_groups()
			);
		}
		$shown[] = array(
			'key'       => $key,
			'label'     => $field['label'] . ( empty( $field['required'] ) ? '' : ' (required)' ),
			'help'      => isset( $field['description'] ) ? $field['description'] : '',
			'type'      => $field['type'],
			'control'   => $control,
			'options'   => $options,
			'canAdd'    => 'group' === $control && agency_may_add_faq_group(),
			'item'      => isset( $field['item'] ) ? $field['item'] : 'Item',
			'parts'     => $parts,
			'maxLength' => isset( $field['maxLength'] ) ? (int) $field['maxLength'] : ( isset( $items['maxLength'] ) ? (int) $items['maxLength'] : 0 ),
			'maxItems'  => isset( $field['maxItems'] ) ? (int) $field['maxItems'] : 0,
			// A list's rows: a box for sentences, a line for short items (null: by the length allowed).
			'long'      => isset( $field['long'] ) ? (bool) $field['long'] : null,
			'blank'     => ! empty( $field['blank'] ),
			'empty'     => isset( $field['empty'] ) ? $field['empty'] : '',
		);
	}
	return $shown;
}

/**
 * The published entries of a type as choices (slug and title), in the site's order: what a field
 * that links to them (a service's case studies, a testimonial's case study) offers.
 *
 * @param string $type Post type.
 * @return array<int,array{slug:string,label:string}>
 */
function agency_site_content_entries( $type ) {
	$posts = get_posts(
		array(
			'post_type'      => $type,
			'post_status'    => 'publish',
			'posts_per_page' => 200,
			'orderby'        => agency_site_content_order(),
		)
	);
	return array_map(
		function ( $post ) {
			return array(
				'slug'  => $post->post_name,
				'label' => agency_plain_text( get_the_title( $post ) ),
			);
		},
		$posts
	);
}

/** The block editor's panel for each type's fields, labelled as the site shows them. */
add_action(
	'enqueue_block_editor_assets',
	function () {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$panels = agency_fields_panels();
		if ( ! $screen || ! isset( $panels[ $screen->post_type ] ) ) {
			return;
		}
		$panel = $panels[ $screen->post_type ];
		wp_register_script( 'agency-site-content-fields', false, array( 'wp-plugins', 'wp-edit-post', 'wp-editor', 'wp-element', 'wp-components', 'wp-data', 'wp-core-data', 'wp-block-editor', 'wp-notices', 'wp-date', 'wp-a11y' ), '2', true );
		wp_enqueue_script( 'agency-site-content-fields' );
		wp_add_inline_script(
			'agency-site-content-fields',
			file_get_contents( __DIR__ . '/site-content-fields.js' ) . "\nwindow.agencySiteContentFields(window.wp, " . wp_json_encode(
				array(
					'title'      => $panel['title'],
					'fields'     => agency_fields_panel_fields( $panel['fields'] ),
					'orderLabel' => 'Order',
					'orderHelp'  => isset( $panel['orderHelp'] ) ? $panel['orderHelp'] : '',
				)
			) . ');'
		);
	}
);

/**
 * The fields a panel edits are not listed in WordPress's raw Custom Fields box too, under their
 * internal names: on the edit screen of their type (and when that box adds a field by Ajax).
 */
add_filter(
	'is_protected_meta',
	function ( $protected, $key, $meta_type ) {
		if ( $protected || 'post' !== $meta_type || ! is_admin() ) {
			return $protected;
		}
		$post = get_post();
		// The Custom Fields box's Ajax call names its post; WordPress checked its nonce before asking.
		if ( ! $post && isset( $_POST['post_id'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing
			$post = get_post( absint( $_POST['post_id'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing
		}
		$panels = agency_fields_panels();
		return $post && isset( $panels[ $post->post_type ]['fields'][ $key ] ) ? true : $protected;
	},
	10,
	3
);

/** The title box says what the title is on the site: a question, a name, a brand. */
add_filter(
	'enter_title_here',
	function ( $text, $post ) {
		$types = agency_site_content_types();
		return isset( $types[ $post->post_type ] ) ? $types[ $post->post_type ]['title'] : $text;
	},
	10,
	2
);
