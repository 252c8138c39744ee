<?php
/**
 * Careers: a public post type in REST (/wp/v2/careers) with the job fields the site's career pages
 * read (agency_career_fields() below), stored as post meta and exposed as top-level REST fields, plus `acf` and
 * `yoast_head_json` objects shaped like the plugins the original site used.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The job fields: meta key => REST schema.
 *
 * @return array<string,array>
 */
function agency_career_fields() {
	$string = array( 'type' => 'string' );
	$list   = array(
		'type'  => 'array',
		'items' => array( 'type' => 'string' ),
	);
	return array(
		'employment_type'     => $string + array( 'description' => 'Employment type, e.g. Full-time.' ),
		'hiring_organization' => $string + array( 'description' => 'Hiring organisation name.' ),
		'base_salary'         => $string + array( 'description' => 'Salary as displayed, e.g. "₹6,00,000 - ₹9,00,000 per year".' ),
		'salary_min'          => array( 'type' => 'integer', 'description' => 'Minimum yearly salary (INR).' ),
		'salary_max'          => array( 'type' => 'integer', 'description' => 'Maximum yearly salary (INR).' ),
		'salary_currency'     => $string + array( 'description' => 'ISO 4217 currency, INR.' ),
		'job_location'        => $string + array( 'description' => 'Location as displayed.' ),
		'valid_through'       => $string + array( 'description' => 'Last day to apply, YYYY-MM-DD.' ),
		'skills'              => $list + array( 'description' => 'Skills required.' ),
		'responsibilities'    => $list + array( 'description' => 'Responsibilities.' ),
		'city'                => $string,
		'state'               => $string + array( 'description' => 'Region code, e.g. MH.' ),
		'country'             => $string + array( 'description' => 'ISO 3166 country code, e.g. IN.' ),
		'street_address'      => $string + array( 'description' => 'Street address of the workplace (job structured data).' ),
		'postal_code'         => $string + array( 'description' => 'Postal code of the workplace.' ),
	);
}

add_action(
	'init',
	function () {
		register_post_type(
			'careers',
			array(
				'labels'       => array(
					'name'          => 'Careers',
					'singular_name' => 'Career',
					'add_new_item'  => 'Add New Career',
					'edit_item'     => 'Edit Career',
				),
				'public'       => true,
				'has_archive'  => false,
				'menu_icon'    => 'dashicons-businessperson',
				'rewrite'      => array( 'slug' => 'careers' ),
				'show_in_rest' => true,
				'rest_base'    => 'careers',
				'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'custom-fields', 'revisions' ),
			)
		);
		foreach ( agency_career_fields() as $key => $schema ) {
			$is_list = 'array' === $schema['type'];
			register_post_meta(
				'careers',
				$key,
				array(
					'type'              => $schema['type'],
					'single'            => true,
					'show_in_rest'      => false,
					'sanitize_callback' => $is_list ? null : ( 'integer' === $schema['type'] ? 'absint' : 'sanitize_text_field' ),
				)
			);
		}
	}
);

/**
 * A list field: stored as an array (or newline-separated text entered in the admin).
 *
 * @param mixed $value Stored value.
 * @return string[]
 */
function agency_career_list( $value ) {
	if ( is_string( $value ) ) {
		$value = preg_split( '/\r\n|\r|\n/', $value );
	}
	return array_values( array_filter( array_map( 'strval', (array) $value ), 'strlen' ) );
}

add_action(
	'rest_api_init',
	function () {
		foreach ( agency_career_fields() as $key => $schema ) {
			register_rest_field(
				'careers',
				$key,
				array(
					'schema'          => $schema,
					'get_callback'    => function ( $item ) use ( $key, $schema ) {
						$value = get_post_meta( $item['id'], $key, true );
						if ( 'array' === $schema['type'] ) {
							return agency_career_list( $value );
						}
						if ( 'integer' === $schema['type'] ) {
							return '' === $value ? null : (int) $value;
						}
						return (string) $value;
					},
					'update_callback' => function ( $value, $post ) use ( $key, $schema ) {
						if ( 'array' === $schema['type'] ) {
							$value = array_map( 'sanitize_text_field', agency_career_list( $value ) );
						}
						update_post_meta( $post->ID, $key, $value );
						return true;
					},
				)
			);
		}

		register_rest_field(
			'careers',
			'acf',
			array(
				'schema'       => array(
					'type'        => 'object',
					'context'     => array( 'view', 'edit', 'embed' ),
					'readonly'    => true,
					'description' => 'ACF-style fields: location (city) and validThrough (YYYY-MM-DD).',
				),
				'get_callback' => function ( $item ) {
					return array(
						'location'     => (string) get_post_meta( $item['id'], 'city', true ),
						'validThrough' => (string) get_post_meta( $item['id'], 'valid_through', true ),
					);
				},
			)
		);

		// The sharing image where the original site's SEO plugin put it. Only the image: a title or
		// description here would be taken for Yoast SEO's (seo.php), and Yoast, when it runs, sends its own.
		if ( ! defined( 'WPSEO_VERSION' ) ) {
			register_rest_field(
				'careers',
				'yoast_head_json',
				array(
					'schema'       => array(
						'type'        => 'object',
						'readonly'    => true,
						'description' => 'The featured image shaped like Yoast SEO\'s data: og_type, og_url, og_image[{url,width,height,type}].',
					),
					'get_callback' => function ( $item ) {
						$image = agency_featured_image( $item['id'] );
						return array(
							'og_type'  => 'article',
							'og_url'   => get_permalink( $item['id'] ),
							'og_image' => $image ? array( $image ) : array(),
						);
					},
				)
			);
		}
	}
);
