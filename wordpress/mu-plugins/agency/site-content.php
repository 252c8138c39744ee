<?php
/**
 * Content editors own beyond posts and careers: post types the site reads over REST, each with typed
 * fields (register_post_meta with a schema, shown in REST and in the block editor's sidebar, labelled
 * as the page shows them). Required fields are enforced on every save, from wp-admin or REST, with a
 * message naming the field. Order is the post's "Order" attribute (menu_order).
 *
 *   faq   /wp/v2/faqs   question (title), answer (content), group (faq_group)
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
						'add_new_item'  => 'Add ' . $def['singular'],
						'edit_item'     => 'Edit ' . $def['singular'],
					),
					'public'       => false,
					'show_ui'      => true,
					'show_in_menu' => true,
					'menu_icon'    => $def['icon'],
					'show_in_rest' => true,
					'rest_base'    => $def['rest_base'],
					'supports'     => array( 'title', 'editor', 'page-attributes', 'custom-fields', 'revisions' ),
					'template'     => array( array( 'core/paragraph', array( 'placeholder' => $def['content'] . '…' ) ) ),
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
						'default'           => 'array' === $field['type'] ? array() : ( 'integer' === $field['type'] ? 0 : '' ),
						'show_in_rest'      => array( 'schema' => $schema ),
						'sanitize_callback' => 'string' === $field['type'] ? 'sanitize_text_field' : null,
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
					if ( '' === trim( wp_strip_all_tags( (string) $content ) ) ) {
						$missing[] = $def['content'];
					}
					$meta = is_array( $request['meta'] ) ? $request['meta'] : array();
					foreach ( $def['fields'] as $key => $field ) {
						if ( empty( $field['required'] ) ) {
							continue;
						}
						$value = array_key_exists( $key, $meta ) ? $meta[ $key ] : ( $id ? get_post_meta( $id, $key, true ) : '' );
						if ( ( is_array( $value ) && ! $value ) || ( ! is_array( $value ) && '' === trim( (string) $value ) ) ) {
							$missing[] = $field['label'];
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
			'    var set = function (v) { var next = {}; next[f.key] = f.type === "integer" ? parseInt(v, 10) || 0 : v; setMeta(next); };' .
			'    return el(wp.components.TextControl, { key: f.key, label: f.label, help: f.help, value: meta[f.key] == null ? "" : String(meta[f.key]), onChange: set, type: f.type === "integer" ? "number" : "text", __next40pxDefaultSize: true, __nextHasNoMarginBottom: true });' .
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
