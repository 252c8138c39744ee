<?php
/**
 * Content editors own beyond posts and careers: post types the site reads over REST, each with typed
 * fields (register_post_meta with a schema, shown in REST and in the block editor's sidebar, labelled
 * as the page shows them). Required fields are enforced on every save, from wp-admin or REST, with a
 * message naming the field. Order is the post's "Order" attribute (menu_order).
 *
 *   faq          /wp/v2/faqs          question (title), answer (content), group (faq_group)
 *   testimonial  /wp/v2/testimonials  client (title), quote (content), role, company, rating, portrait
 *   team_member  /wp/v2/team          name (title), biography (content), role, short line, expertise, portrait
 *   client_logo  /wp/v2/clients       brand (title), logo
 *
 * A type with a picture (a portrait, a logo) takes it as the featured image, whose alternative text
 * is required; the seeded entries show the site's own drawing (the `illustration` field, a path on
 * the site) until an editor sets an image.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's content types: post type => settings and fields (meta key => schema + label).
 *
 * @return array<string,array>
 */
function agency_site_content_types() {
	return array(
		'faq' => array(
			'rest_base' => 'faqs',
			'name'      => 'FAQ',
			'singular'  => 'FAQ entry',
			'icon'      => 'dashicons-editor-help',
			'title'     => 'Question',
			'content'   => 'Answer',
			'order'     => 'Lower numbers come first, within the group and among the groups.',
			'fields'    => array(
				'faq_group' => array(
					'type'        => 'string',
					'label'       => 'Group',
					'description' => 'The heading the question is listed under on the FAQ page, e.g. "General Questions". Groups appear in the order of their first question.',
					'required'    => true,
					'maxLength'   => 80,
				),
			),
		),
		'testimonial' => array(
			'rest_base' => 'testimonials',
			'name'      => 'Testimonials',
			'singular'  => 'Testimonial',
			'icon'      => 'dashicons-format-quote',
			'title'     => 'Client name',
			'content'   => 'Quote',
			'order'     => 'Lower numbers come first; the home page shows the first two.',
			'image'     => 'Portrait',
			'fields'    => array(
				'role'         => array(
					'type'        => 'string',
					'label'       => 'Role',
					'description' => 'The client\'s job title, shown under their name, e.g. "Managing Director".',
					'required'    => true,
					'maxLength'   => 80,
				),
				'company'      => array(
					'type'        => 'string',
					'label'       => 'Company',
					'description' => 'Shown after the role, e.g. "Raylite Electricals".',
					'required'    => true,
					'maxLength'   => 80,
				),
				'rating'       => array(
					'type'        => 'number',
					'label'       => 'Rating (1 to 5)',
					'description' => 'Stars shown above the quote; one decimal, e.g. 4.9.',
					'required'    => true,
					'minimum'     => 1,
					'maximum'     => 5,
				),
				'illustration' => array(
					'type'        => 'string',
					'label'       => 'Illustration',
					'description' => 'A portrait drawn for the site (a path such as /team/clients/name.svg), used while no featured image is set.',
					'maxLength'   => 200,
					'hidden'      => true,
				),
			),
		),
		'team_member' => array(
			'rest_base' => 'team',
			'name'      => 'Team',
			'singular'  => 'Team member',
			'icon'      => 'dashicons-groups',
			'title'     => 'Name',
			'content'   => 'Biography',
			'order'     => 'Lower numbers come first on the About page; the first is introduced beside the company story.',
			'image'     => 'Portrait',
			'fields'    => array(
				'role'         => array(
					'type'        => 'string',
					'label'       => 'Role',
					'description' => 'Shown under the name, e.g. "Design Lead".',
					'required'    => true,
					'maxLength'   => 80,
				),
				'short'        => array(
					'type'        => 'string',
					'label'       => 'One line for the About card',
					'description' => 'What they do, in one sentence.',
					'required'    => true,
					'maxLength'   => 160,
				),
				'expertise'    => array(
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
					'label'       => 'Expertise (one per line)',
					'description' => 'Listed on their profile, e.g. "User research".',
				),
				'illustration' => array(
					'type'        => 'string',
					'label'       => 'Illustration',
					'description' => 'A portrait drawn for the site (a path such as /team/name.svg), used while no featured image is set.',
					'maxLength'   => 200,
					'hidden'      => true,
				),
			),
		),
		'client_logo' => array(
			'rest_base' => 'clients',
			'name'      => 'Client logos',
			'singular'  => 'Client logo',
			'icon'      => 'dashicons-awards',
			'title'     => 'Brand name',
			'order'     => 'Lower numbers come first in the home page\'s client carousel.',
			'image'     => 'Logo',
			'fields'    => array(
				'illustration' => array(
					'type'        => 'string',
					'label'       => 'Illustration',
					'description' => 'A logo drawn for the site (a path such as /clients/name.svg), used while no featured image is set.',
					'maxLength'   => 200,
					'hidden'      => true,
				),
			),
		),
	);
}

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
				$schema = array_intersect_key( $field, array_flip( array( 'type', 'description', 'maxLength', 'items', 'minimum', 'maximum', 'enum' ) ) );
				register_post_meta(
					$type,
					$key,
					array(
						'type'              => $field['type'],
						'single'            => true,
						'default'           => 'array' === $field['type'] ? array() : ( in_array( $field['type'], array( 'integer', 'number' ), true ) ? 0 : '' ),
						'show_in_rest'      => array( 'schema' => $schema ),
						'sanitize_callback' => 'string' === $field['type'] ? 'sanitize_text_field' : ( 'array' === $field['type'] ? 'agency_site_content_list' : null ),
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
 * A list field's value: trimmed, non-empty strings.
 *
 * @param mixed $value Value.
 * @return string[]
 */
function agency_site_content_list( $value ) {
	return array_values( array_filter( array_map( 'sanitize_text_field', (array) $value ), 'strlen' ) );
}

/**
 * Refuses a save that leaves a required field empty (title, content or a required field), whether
 * it comes from the block editor or another REST client: 400 with the field's label.
 */
add_action(
	'init',
	function () {
		foreach ( agency_site_content_types() as $type => $def ) {
			add_filter(
				"rest_pre_insert_{$type}",
				function ( $prepared, $request ) use ( $def ) {
					$id       = isset( $prepared->ID ) ? (int) $prepared->ID : 0;
					$existing = $id ? get_post( $id ) : null;
					$status   = isset( $prepared->post_status ) ? $prepared->post_status : ( $existing ? $existing->post_status : 'draft' );
					// Drafts may be incomplete; what is published (or scheduled) must be whole.
					if ( ! in_array( $status, array( 'publish', 'future' ), true ) ) {
						return $prepared;
					}
					$title   = isset( $prepared->post_title ) ? $prepared->post_title : ( $existing ? $existing->post_title : '' );
					$content = isset( $prepared->post_content ) ? $prepared->post_content : ( $existing ? $existing->post_content : '' );
					$missing = array();
					if ( '' === trim( wp_strip_all_tags( (string) $title ) ) ) {
						$missing[] = $def['title'];
					}
					if ( ! empty( $def['content'] ) && '' === trim( wp_strip_all_tags( (string) $content ) ) ) {
						$missing[] = $def['content'];
					}
					$meta = is_array( $request['meta'] ) ? $request['meta'] : array();
					foreach ( $def['fields'] as $key => $field ) {
						if ( empty( $field['required'] ) ) {
							continue;
						}
						$value = array_key_exists( $key, $meta ) ? $meta[ $key ] : ( $id ? get_post_meta( $id, $key, true ) : '' );
						$empty = is_array( $value ) ? ! $value : ( '' === trim( (string) $value ) || ( 'number' === $field['type'] && 0.0 === (float) $value ) );
						if ( $empty ) {
							$missing[] = $field['label'];
						}
					}
					if ( ! empty( $def['image'] ) ) {
						$image = isset( $request['featured_media'] ) ? (int) $request['featured_media'] : ( $id ? (int) get_post_thumbnail_id( $id ) : 0 );
						$drawn = array_key_exists( 'illustration', $meta ) ? $meta['illustration'] : ( $id ? get_post_meta( $id, 'illustration', true ) : '' );
						if ( ! $image && '' === trim( (string) $drawn ) ) {
							$missing[] = $def['image'] . ' (the featured image)';
						} elseif ( $image && '' === trim( (string) get_post_meta( $image, '_wp_attachment_image_alt', true ) ) ) {
							return new WP_Error(
								'agency_image_alt_required',
								sprintf( 'The %s needs alternative text: in the Media Library, open the image and describe it under "Alternative Text" (e.g. "Portrait of Meera Iyer").', strtolower( $def['image'] ) ),
								array( 'status' => 400, 'fields' => array( $def['image'] ) )
							);
						}
					}
					if ( $missing ) {
						return new WP_Error(
							'agency_required_fields',
							sprintf( 'Please fill in: %s. These are shown on the site and cannot be empty.', implode( ', ', $missing ) ),
							array( 'status' => 400, 'fields' => $missing )
						);
					}
					return $prepared;
				},
				10,
				2
			);
		}
	}
);

/** The block editor's panel for each type's fields, labelled as the site shows them. */
add_action(
	'enqueue_block_editor_assets',
	function () {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$types  = agency_site_content_types();
		if ( ! $screen || ! isset( $types[ $screen->post_type ] ) ) {
			return;
		}
		$def    = $types[ $screen->post_type ];
		$fields = array();
		foreach ( $def['fields'] as $key => $field ) {
			if ( ! empty( $field['hidden'] ) ) {
				continue;
			}
			$fields[] = array(
				'key'      => $key,
				'label'    => $field['label'] . ( empty( $field['required'] ) ? '' : ' (required)' ),
				'help'     => $field['description'],
				'type'     => $field['type'],
			);
		}
		wp_register_script( 'agency-site-content-fields', false, array( 'wp-plugins', 'wp-edit-post', 'wp-element', 'wp-components', 'wp-data', 'wp-core-data' ), '1', true );
		wp_enqueue_script( 'agency-site-content-fields' );
		wp_add_inline_script(
			'agency-site-content-fields',
			'(function (wp, def) {' .
			'var el = wp.element.createElement;' .
			'function Fields() {' .
			'  var type = wp.data.useSelect(function (s) { return s("core/editor").getCurrentPostType(); }, []);' .
			'  var pair = wp.coreData.useEntityProp("postType", type, "meta");' .
			'  var meta = pair[0] || {}, setMeta = pair[1];' .
			'  var order = wp.coreData.useEntityProp("postType", type, "menu_order");' .
			'  var fields = def.fields.map(function (f) {' .
			'    var set = function (v) { var next = {}; next[f.key] = f.type === "integer" ? parseInt(v, 10) || 0 : f.type === "number" ? parseFloat(v) || 0 : v; setMeta(next); };' .
			'    if (f.type === "array") return el(wp.components.TextareaControl, { key: f.key, label: f.label, help: f.help, value: (meta[f.key] || []).join("\\n"), onChange: function (v) { var next = {}; next[f.key] = v.split("\\n"); setMeta(next); }, __nextHasNoMarginBottom: true });' .
			'    return el(wp.components.TextControl, { key: f.key, label: f.label, help: f.help, value: meta[f.key] == null ? "" : String(meta[f.key]), onChange: set, type: f.type === "integer" || f.type === "number" ? "number" : "text", step: f.type === "number" ? "0.1" : undefined, __next40pxDefaultSize: true, __nextHasNoMarginBottom: true });' .
			'  });' .
			'  fields.push(el(wp.components.TextControl, { key: "menu_order", label: def.orderLabel, help: def.orderHelp, type: "number", value: String(order[0] || 0), onChange: function (v) { order[1](parseInt(v, 10) || 0); }, __next40pxDefaultSize: true, __nextHasNoMarginBottom: true }));' .
			'  return el(wp.editPost.PluginDocumentSettingPanel, { name: "agency-fields", title: def.title, initialOpen: true }, el(wp.components.__experimentalVStack || "div", { spacing: 4 }, fields));' .
			'}' .
			'wp.plugins.registerPlugin("agency-site-content-fields", { render: Fields });' .
			'})(window.wp, ' . wp_json_encode(
				array(
					'title'     => $def['singular'] . ' details',
					'fields'    => $fields,
					'orderLabel' => 'Order',
					'orderHelp'  => $def['order'],
				)
			) . ');'
		);
	}
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
