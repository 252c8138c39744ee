<?php
/**
 * Content editors own beyond posts and careers: post types the site reads over REST, each with typed
 * fields (register_post_meta with a schema, shown in REST and in the block editor's sidebar, labelled
 * as the page shows them). Required fields are enforced on every save, from wp-admin or REST, with a
 * message naming the field. Order is the post's "Order" attribute (menu_order).
 *
 *   faq          /wp/v2/faqs          question (title), answer (content), group (faq_group)
 *   testimonial  /wp/v2/testimonials  client (title), quote (content), role, company, rating, case study, portrait
 *   team_member  /wp/v2/team          name (title), biography (content), role, short line, expertise, portrait
 *   client_logo  /wp/v2/clients       brand (title), logo
 *
 * A type with a picture (a portrait, a logo) takes it as the featured image, whose alternative text
 * is required; the seeded entries show the site's own drawing (the `illustration` field, a path on
 * the site) until an editor sets an image.
 *
 * Each type's entry is its own file (site-content-faq.php, -testimonial, -team-member, -case-study,
 * -service, -client-logo). The checks on saving are in site-content-validation.php, the block
 * editor's panel in site-content-editor.php, the order in site-content-order.php and the pictures
 * and documents in REST in site-content-media.php.
 */

defined( 'ABSPATH' ) || exit;

/**
 * A list of choices shared with the site (portfolio categories, service icons): slug and label each.
 *
 * @param string $name File name beside this one.
 * @return array<int,array{slug:string,label:string}>
 */
function agency_site_content_choices( $name ) {
	static $loaded = array();
	if ( ! isset( $loaded[ $name ] ) ) {
		$loaded[ $name ] = json_decode( (string) file_get_contents( __DIR__ . '/' . $name ), true );
	}
	return $loaded[ $name ];
}

/** The portfolio's filter categories (the site filters /portfolio by them). */
function agency_portfolio_categories() {
	return agency_site_content_choices( 'portfolio-categories.json' );
}

/**
 * The schema of one row of a list field with several parts (e.g. a figure and what it measures).
 *
 * @param array<string,array> $parts Property => its string schema (title: the part's label in the
 *                                   editor's row; maxLength, enum).
 * @return array
 */
function agency_site_content_line( $parts ) {
	return array(
		'type'                 => 'object',
		'properties'           => array_map(
			function ( $schema ) {
				return array( 'type' => 'string' ) + $schema;
			},
			$parts
		),
		'required'             => array_keys( $parts ),
		'additionalProperties' => false,
	);
}

/**
 * The site's content types: post type => settings and fields (meta key => schema + label; `control`
 * says how the editor's panel shows it: textarea, select, checkboxes, image, file, group (a choice of
 * the FAQ's groups), deadline (a job opening's last day, with close and reopen) or rows (a list: one
 * row per item, each part of an item a labelled input; `item` names a row, `part_options` labels a
 * part's choices, `long` makes a row's text a box rather than a line, by default when it may exceed
 * 150 characters). `blank`: a number that may be left empty, stored as nothing rather than 0).
 * `options_from`: a select's or checkboxes' choices are the published entries of that type, stored
 * by slug (as the site addresses them); `empty` names a select's "none" choice.
 *
 * @return array<string,array>
 */
function agency_site_content_types() {
	return array(
		'faq'         => agency_faq_type(),
		'testimonial' => agency_testimonial_type(),
		'team_member' => agency_team_member_type(),
		'case_study'  => agency_case_study_type(),
		'service'     => agency_service_type(),
		'client_logo' => agency_client_logo_type(),
	);
}

// The block editor shows the featured image panel only when the active theme supports featured
// images: declared here, with the types that take one, so it does not depend on the theme.
add_action(
	'after_setup_theme',
	function () {
		add_theme_support( 'post-thumbnails' );
	}
);

add_action(
	'init',
	function () {
		foreach ( agency_site_content_types() as $type => $def ) {
			register_post_type(
				$type,
				array(
					'labels'       => array(
						'name'          => $def['name'],
						'singular_name' => $def['singular'],
						'add_new_item'       => 'Add ' . $def['singular'],
						'edit_item'          => 'Edit ' . $def['singular'],
						'featured_image'     => empty( $def['image'] ) ? 'Featured image' : $def['image'],
						'set_featured_image' => empty( $def['image'] ) ? 'Set featured image' : 'Set ' . strtolower( $def['image'] ),
					),
					'public'       => false,
					'show_ui'      => true,
					'show_in_menu' => true,
					'menu_icon'    => $def['icon'],
					'show_in_rest' => true,
					'rest_base'    => $def['rest_base'],
					'supports'     => array_merge(
						array( 'title', 'page-attributes', 'custom-fields', 'revisions' ),
						empty( $def['content'] ) ? array() : array( 'editor' ),
						empty( $def['image'] ) ? array() : array( 'thumbnail' )
					),
					'template'     => empty( $def['content'] ) ? array() : array( array( 'core/paragraph', array( 'placeholder' => $def['content'] . '…' ) ) ),
				)
			);
			foreach ( $def['fields'] as $key => $field ) {
				$schema = array_intersect_key( $field, array_flip( array( 'type', 'description', 'maxLength', 'maxItems', 'items', 'minimum', 'maximum', 'enum', 'pattern', 'properties', 'additionalProperties' ) ) );
				register_post_meta(
					$type,
					$key,
					array(
						'type'              => $field['type'],
						'single'            => true,
						// A choice has no valid empty default (WordPress would refuse to register it): the first choice.
						'default'           => isset( $field['default'] ) ? $field['default'] : ( isset( $field['enum'] ) ? $field['enum'][0] : ( in_array( $field['type'], array( 'array', 'object' ), true ) ? array() : ( in_array( $field['type'], array( 'integer', 'number' ), true ) ? 0 : '' ) ) ),
						'show_in_rest'      => array( 'schema' => $schema ),
						// Kept with autosaves too, so a preview shows a field's unsaved change.
						'revisions_enabled' => true,
						'sanitize_callback' => agency_site_content_sanitizer( $field ),
						'auth_callback'     => function () {
							return current_user_can( 'edit_posts' );
						},
					)
				);
			}
		}
	}
);

/**
 * How a field's value is cleaned before it is stored.
 *
 * @param array $field Field definition.
 * @return callable|null
 */
function agency_site_content_sanitizer( $field ) {
	if ( 'string' === $field['type'] ) {
		return isset( $field['control'] ) && 'textarea' === $field['control'] ? 'sanitize_textarea_field' : 'sanitize_text_field';
	}
	if ( 'integer' === $field['type'] ) {
		return 'absint';
	}
	if ( 'array' === $field['type'] ) {
		return 'object' === $field['items']['type'] ? 'agency_site_content_pairs' : 'agency_site_content_list';
	}
	return null;
}

/**
 * A "part | part" list field's value: each line's parts trimmed, lines with an empty part left out.
 *
 * @param mixed $value Value.
 * @return array[]
 */
function agency_site_content_pairs( $value ) {
	$lines = array();
	foreach ( (array) $value as $line ) {
		$line = array_map( 'sanitize_text_field', (array) $line );
		if ( count( $line ) === count( array_filter( $line, 'strlen' ) ) && $line ) {
			$lines[] = $line;
		}
	}
	return $lines;
}

/**
 * A list field's value: trimmed, non-empty strings.
 *
 * @param mixed $value Value.
 * @return string[]
 */
function agency_site_content_list( $value ) {
	return array_values( array_filter( array_map( 'sanitize_text_field', (array) $value ), 'strlen' ) );
}
