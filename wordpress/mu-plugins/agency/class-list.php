<?php
/**
 * `class_list` in REST responses of posts and careers, as WordPress 6.5+ returns it
 * (e.g. "post-12", "type-post", "category-web-development", "tag-react"). The site derives a
 * post's tag links from the entries beginning with "tag-". On 6.5+ core provides it already.
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	function () {
		if ( version_compare( get_bloginfo( 'version' ), '6.5', '>=' ) ) {
			return;
		}
		register_rest_field(
			array( 'post', 'careers' ),
			'class_list',
			array(
				'schema'       => array(
					'description' => 'CSS classes of the post, as get_post_class() returns them.',
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'get_callback' => function ( $item ) {
					return array_values( get_post_class( array(), $item['id'] ) );
				},
			)
		);
	}
);
