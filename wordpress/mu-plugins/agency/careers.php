<?php
/**
 * Careers: a public post type in REST (/wp/v2/careers) with the job fields the site's career pages
 * read (agency_career_fields() below), stored as post meta and exposed as top-level REST fields, plus `acf` and
 * `yoast_head_json` objects shaped like the plugins the original site used. Editors fill the fields in
 * the block editor's "Job opening details" panel (site-content-fields.js, through `meta`), which also
 * closes and reopens an opening; WordPress's raw Custom Fields box no longer lists them.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The job fields: meta key => REST schema (type, description, items, minimum, pattern) plus how the
 * block editor's panel shows it (label, control, options, item, blank, hidden: as in
 * agency_site_content_types()). The description is the panel's help text.
 *
 * @return array<string,array>
 */
function agency_career_fields() {
	$string = array( 'type' => 'string' );
	$list   = array(
		'type'    => 'array',
		'items'   => array( 'type' => 'string' ),
		'control' => 'rows',
	);
	// Yearly figures for search engines' job listings: an empty field leaves the figure out.
	$salary = array(
		'type'    => 'integer',
		'minimum' => 0,
		'blank'   => true,
	);
	$kinds  = array();
	foreach ( array( 'Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary' ) as $kind ) {
		$kinds[] = array(
			'slug'  => $kind,
			'label' => $kind,
		);
	}
	return array(
		'valid_through'       => $string + array(
			'label'       => 'Last day to apply (Valid through)',
			'description' => 'Applications close at the end of this day, India time, and the opening then leaves /careers.',
			'pattern'     => '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$',
			'control'     => 'deadline',
		),
		'employment_type'     => $string + array(
			'label'       => 'Employment type',
			'description' => 'Shown as "Employment Type" on the job page.',
			'control'     => 'select',
			'options'     => $kinds,
		),
		'job_location'        => $string + array(
			'label'       => 'Job location',
			'description' => 'Shown on the job page, e.g. "Pune, Maharashtra, India".',
		),
		'city'                => $string + array(
			'label'       => 'City',
			'description' => 'Shown on the job\'s card on /careers, e.g. Pune.',
		),
		'base_salary'         => $string + array(
			'label'       => 'Salary (as shown)',
			'description' => 'Shown on the job page, e.g. "₹6,00,000 - ₹9,00,000 per year".',
		),
		'salary_min'          => $salary + array(
			'label'       => 'Lowest yearly salary in rupees',
			'description' => 'A number for search engines\' job listings, e.g. 600000. Leave empty to leave it out.',
		),
		'salary_max'          => $salary + array(
			'label'       => 'Highest yearly salary in rupees',
			'description' => 'e.g. 900000. Leave empty to leave it out.',
		),
		'salary_currency'     => $string + array(
			'description' => 'ISO 4217 currency, INR.',
			'hidden'      => true,
		),
		'skills'              => $list + array(
			'label'       => 'Skills required',
			'description' => 'Shown as chips on the job page, e.g. "React".',
			'item'        => 'Skill',
		),
		'responsibilities'    => $list + array(
			'label'       => 'Responsibilities',
			'long'        => true,
			'description' => 'The list under "Responsibilities" on the job page, one sentence each.',
			'item'        => 'Responsibility',
		),
		'hiring_organization' => $string + array(
			'label'       => 'Hiring organisation',
			'description' => 'Shown on the job page; the company\'s name when empty.',
		),
		'street_address'      => $string + array(
			'label'       => 'Street address of the workplace',
			'description' => 'For search engines\' job listings; the head office\'s when the job is in its town.',
		),
		'postal_code'         => $string + array(
			'label'       => 'Postal code of the workplace',
			'description' => 'For search engines\' job listings.',
		),
		'state'               => $string + array(
			'label'       => 'State (code)',
			'description' => 'For search engines\' job listings, e.g. MH.',
		),
		'country'             => $string + array(
			'label'       => 'Country (code)',
			'description' => 'For search engines\' job listings, e.g. IN.',
		),
	);
}

/**
 * A job field's REST schema: its definition without what only the editor's panel uses. The top-level
 * field the site reads keeps the schema it always had; `meta` (the panel's) also checks the rules.
 *
 * @param array $field   Field definition.
 * @param bool  $checked With the rules (pattern, minimum).
 * @return array
 */
function agency_career_schema( $field, $checked = false ) {
	$keys = $checked ? array( 'type', 'description', 'items', 'minimum', 'pattern' ) : array( 'type', 'description', 'items' );
	return array_intersect_key( $field, array_flip( $keys ) );
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
		foreach ( agency_career_fields() as $key => $field ) {
			$is_list = 'array' === $field['type'];
			register_post_meta(
				'careers',
				$key,
				array(
					'type'              => $field['type'],
					'single'            => true,
					// The block editor's panel edits `meta`; the site reads the top-level fields below.
					'show_in_rest'      => array( 'schema' => agency_career_schema( $field, true ) ) + ( $is_list ? array( 'prepare_callback' => 'agency_career_list' ) : array() ),
					'sanitize_callback' => $is_list ? 'agency_career_clean_list' : ( 'integer' === $field['type'] ? 'agency_career_amount' : 'sanitize_text_field' ),
					'auth_callback'     => function ( $allowed, $meta_key, $post_id ) {
						return current_user_can( 'edit_post', $post_id );
					},
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

/**
 * A yearly salary figure as it is stored: a positive whole number, or nothing (0 from an emptied
 * field would otherwise reach search engines as the salary).
 *
 * @param mixed $value Value.
 * @return int|string
 */
function agency_career_amount( $value ) {
	$amount = absint( $value );
	return $amount ? $amount : '';
}

/**
 * A list field as it is stored: trimmed, non-empty lines.
 *
 * @param mixed $value Value.
 * @return string[]
 */
function agency_career_clean_list( $value ) {
	return array_values( array_filter( array_map( 'sanitize_text_field', agency_career_list( $value ) ), 'strlen' ) );
}

add_action(
	'rest_api_init',
	function () {
		foreach ( agency_career_fields() as $key => $field ) {
			$schema = agency_career_schema( $field );
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
