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
					'description' => 'The heading the question is listed under on the FAQ page. Groups appear in the order of their first question.',
					'required'    => true,
					'maxLength'   => 80,
					'control'     => 'group',
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
					// Within the range, or WordPress would not register the field.
					'default'     => 5,
				),
				'case_study'   => array(
					'type'         => 'string',
					'label'        => 'Case study',
					'description'  => 'The project this quote is about: it is shown beside that case study\'s results. "None": only on the home and About pages.',
					'maxLength'    => 200,
					'control'      => 'select',
					'options_from' => 'case_study',
					'empty'        => 'None',
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
					'label'       => 'Expertise',
					'description' => 'Listed on their profile, e.g. "User research".',
					'control'     => 'rows',
					'item'        => 'Expertise',
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
		'case_study'  => array(
			'rest_base' => 'case-studies',
			'name'      => 'Case studies',
			'singular'  => 'Case study',
			'icon'      => 'dashicons-portfolio',
			'title'     => 'Project name',
			'content'   => 'Overview',
			'order'     => 'Lower numbers come first on /portfolio and in the blog sidebar. The address is the slug: /portfolio/{slug}.',
			'image'     => 'Hero picture',
			// Either picture stands in for the other: publishing needs one of them.
			'image_stand_in' => array(
				'field' => 'card_image',
				'name'  => 'card picture',
			),
			'fields'    => array(
				'tagline'          => array(
					'type'        => 'string',
					'label'       => 'Tagline',
					'description' => 'One line under the title on cards and in search results.',
					'required'    => true,
					'maxLength'   => 160,
				),
				'categories'       => array(
					'type'        => 'array',
					'items'       => array( 'type' => 'string', 'enum' => array_column( agency_portfolio_categories(), 'slug' ) ),
					'label'       => 'Categories',
					'description' => 'The /portfolio filters it appears under.',
					'required'    => true,
					'control'     => 'checkboxes',
					'options'     => agency_portfolio_categories(),
				),
				'outcomes'         => array(
					'type'        => 'array',
					'items'       => agency_site_content_line(
						array(
							'value' => array( 'title' => 'Figure', 'maxLength' => 40 ),
							'label' => array( 'title' => 'What it measures', 'maxLength' => 160 ),
						)
					),
					'label'       => 'Results',
					'description' => 'Two or three, shown large under the hero, e.g. "3.4×" and "qualified enquiries within six months".',
					'required'    => true,
					'maxItems'    => 3,
					'control'     => 'rows',
					'item'        => 'Result',
				),
				'sub_title'        => array(
					'type'        => 'string',
					'label'       => 'Second heading',
					'description' => 'The heading after the overview, e.g. "From brochure to a lead engine".',
					'required'    => true,
					'maxLength'   => 120,
				),
				'sub_description'  => array(
					'type'        => 'string',
					'label'       => 'Text under the second heading',
					'required'    => true,
					'maxLength'   => 2000,
					'control'     => 'textarea',
				),
				'challenges_title' => array(
					'type'        => 'string',
					'label'       => 'Challenges heading',
					'description' => 'Usually "Challenges".',
					'required'    => true,
					'maxLength'   => 120,
				),
				'challenges'       => array(
					'type'        => 'array',
					'items'       => array( 'type' => 'string', 'maxLength' => 400 ),
					'label'       => 'Challenges',
					'required'    => true,
					'control'     => 'rows',
					'item'        => 'Challenge',
				),
				'features'         => array(
					'type'        => 'array',
					'items'       => array( 'type' => 'string', 'maxLength' => 400 ),
					'label'       => 'Key features',
					'description' => 'Leave empty to hide the section.',
					'control'     => 'rows',
					'item'        => 'Feature',
				),
				'technology'       => array(
					'type'        => 'array',
					'items'       => array( 'type' => 'string', 'maxLength' => 80 ),
					'label'       => 'Technology stack',
					'description' => 'Leave empty to hide the section.',
					'control'     => 'rows',
					'item'        => 'Technology',
				),
				'conclusion'       => array(
					'type'        => 'string',
					'label'       => 'Conclusion',
					'required'    => true,
					'maxLength'   => 2000,
					'control'     => 'textarea',
				),
				'project_info'     => array(
					'type'        => 'array',
					'items'       => agency_site_content_line(
						array(
							'label' => array( 'title' => 'Label', 'enum' => array( 'Date', 'Services', 'Client', 'Location', 'Platform' ) ),
							'value' => array( 'title' => 'Value', 'maxLength' => 200 ),
						)
					),
					'label'       => 'Project information',
					'description' => 'The facts beside the overview, e.g. "Client" and "Octans Engineering Pvt. Ltd.".',
					'required'    => true,
					'control'     => 'rows',
					'item'        => 'Project detail',
				),
				'related'          => array(
					'type'        => 'array',
					'items'       => array( 'type' => 'string', 'maxLength' => 200 ),
					'label'       => 'Similar projects',
					'description' => 'Each the project\'s address after /portfolio/, e.g. octans. Shown first under "Explore similar portfolio"; projects sharing a category fill the rest.',
					'control'     => 'rows',
					'item'        => 'Similar project',
					'long'        => false,
				),
				'home_position'    => array(
					'type'        => 'integer',
					'label'       => 'Place on the home page (1 to 4; 0: not shown)',
					'description' => 'The home page shows four case studies in this order.',
					'minimum'     => 0,
					'maximum'     => 4,
				),
				'accent'           => array(
					'type'        => 'string',
					'label'       => 'Accent colour',
					'description' => 'A light colour of the product\'s brand, marking the results, e.g. #38bdf8.',
					'pattern'     => '^#[0-9a-fA-F]{6}$',
					'maxLength'   => 7,
					// WordPress registers no field whose default breaks its own pattern: the brand's light blue.
					'default'     => '#38bdf8',
				),
				'card_image'       => array(
					'type'        => 'integer',
					'label'       => 'Card picture (4:3)',
					'description' => 'Shown on the portfolio grid. Leave it empty to show the hero picture there; with no hero picture set, this one is the hero too.',
					'control'     => 'image',
				),
				'detail_image'     => array(
					'type'        => 'integer',
					'label'       => 'Close-up picture',
					'description' => 'Shown under "A closer look" with its caption.',
					'control'     => 'image',
				),
				'detail_caption'   => array(
					'type'        => 'string',
					'label'       => 'Close-up caption',
					'maxLength'   => 300,
					'control'     => 'textarea',
				),
				'mobile_image'     => array(
					'type'        => 'integer',
					'label'       => 'Phone picture',
					'description' => 'The product on a phone, beside the close-up.',
					'control'     => 'image',
				),
				'mobile_caption'   => array(
					'type'        => 'string',
					'label'       => 'Phone caption',
					'maxLength'   => 300,
					'control'     => 'textarea',
				),
				'illustration'     => array(
					'type'        => 'string',
					'label'       => 'Illustration',
					'description' => 'Pictures drawn for the site (a path prefix such as /portfolio/octans), used while no picture is set.',
					'maxLength'   => 200,
					'hidden'      => true,
				),
				'illustration_alt' => array(
					'type'        => 'object',
					'properties'  => array(
						'hero'   => array( 'type' => 'string' ),
						'detail' => array( 'type' => 'string' ),
						'mobile' => array( 'type' => 'string' ),
					),
					'additionalProperties' => false,
					'label'       => 'Illustration descriptions',
					'description' => 'What each drawn picture shows (alternative text).',
					'hidden'      => true,
				),
			),
		),
		'service'     => array(
			'rest_base' => 'services',
			'name'      => 'Services',
			'singular'  => 'Service',
			'icon'      => 'dashicons-hammer',
			'title'     => 'Service name',
			'content'   => 'Main description',
			'order'     => 'Lower numbers come first in the services sidebar and on /services. The address is the slug: /services/{slug}.',
			'fields'    => array(
				'summary'           => array(
					'type'        => 'string',
					'label'       => 'Summary',
					'description' => 'One sentence for the services overview and search results.',
					'required'    => true,
					'maxLength'   => 300,
					'control'     => 'textarea',
				),
				'icon'              => array(
					'type'        => 'string',
					'label'       => 'Icon',
					'description' => 'Shown beside the service on /services.',
					'required'    => true,
					'enum'        => array_column( agency_site_content_choices( 'service-icons.json' ), 'slug' ),
					'control'     => 'select',
					'options'     => agency_site_content_choices( 'service-icons.json' ),
				),
				'main_title'        => array(
					'type'      => 'string',
					'label'     => 'Main heading',
					'description' => 'The heading above the main description.',
					'required'  => true,
					'maxLength' => 160,
				),
				'sub_title'         => array(
					'type'      => 'string',
					'label'     => 'Second heading',
					'required'  => true,
					'maxLength' => 160,
				),
				'sub_description'   => array(
					'type'      => 'string',
					'label'     => 'Text under the second heading',
					'required'  => true,
					'maxLength' => 2000,
					'control'   => 'textarea',
				),
				'third_title'       => array(
					'type'      => 'string',
					'label'     => 'Third heading',
					'required'  => true,
					'maxLength' => 160,
				),
				'third_description' => array(
					'type'      => 'string',
					'label'     => 'Text under the third heading',
					'required'  => true,
					'maxLength' => 2000,
					'control'   => 'textarea',
				),
				'benefit_title'     => array(
					'type'      => 'string',
					'label'     => 'Benefits heading',
					'required'  => true,
					'maxLength' => 160,
				),
				'benefit_text'      => array(
					'type'      => 'string',
					'label'     => 'Benefits text',
					'required'  => true,
					'maxLength' => 1000,
					'control'   => 'textarea',
				),
				'highlights'        => array(
					'type'     => 'array',
					'items'    => array( 'type' => 'string', 'maxLength' => 200 ),
					'label'    => 'Highlights',
					'description' => 'Short statements with a check mark, beside the benefits.',
					'required' => true,
					'control'  => 'rows',
					'item'     => 'Highlight',
				),
				'benefits'          => array(
					'type'        => 'array',
					'items'       => agency_site_content_line(
						array(
							'icon'  => array( 'title' => 'Icon', 'enum' => array_column( agency_site_content_choices( 'service-icons.json' ), 'slug' ) ),
							'title' => array( 'title' => 'Title', 'maxLength' => 80 ),
							'text'  => array( 'title' => 'Text', 'maxLength' => 300 ),
						)
					),
					'label'        => 'Benefit cards',
					'description'  => 'The cards under the benefits, each with an icon, a title and a sentence.',
					'required'     => true,
					'control'      => 'rows',
					'item'         => 'Benefit card',
					'part_options' => array( 'icon' => agency_site_content_choices( 'service-icons.json' ) ),
				),
				'proof'             => array(
					'type'         => 'array',
					'items'        => array( 'type' => 'string', 'maxLength' => 200 ),
					'label'        => 'Case studies that prove it',
					'description'  => 'Shown under "Work that proves it" on the service page, in the order ticked, each with its first result. None ticked: the page leaves the section out.',
					'maxItems'     => 3,
					'control'      => 'checkboxes',
					'options_from' => 'case_study',
				),
				'banner_title'      => array(
					'type'        => 'string',
					'label'       => 'Sidebar banner',
					'description' => 'The question above the sidebar\'s Contact button.',
					'required'    => true,
					'maxLength'   => 160,
				),
				'document_title'    => array(
					'type'        => 'string',
					'label'       => 'Brochure title',
					'description' => 'The download\'s name in the sidebar.',
					'required'    => true,
					'maxLength'   => 120,
				),
				'brochure'          => array(
					'type'        => 'integer',
					'label'       => 'Brochure (PDF)',
					'description' => 'A PDF of your own for the sidebar\'s download. Until one is chosen, the website makes the brochure from this service\'s text and the Site details, and remakes it on every save.',
					'control'     => 'file',
				),
				'service_image'     => array(
					'type'        => 'integer',
					'label'       => 'Picture above the main heading',
					'description' => 'The service\'s drawing until one is chosen.',
					'control'     => 'image',
				),
				'benefit_image'     => array(
					'type'        => 'integer',
					'label'       => 'Picture beside the benefits',
					'control'     => 'image',
				),
				'illustration'      => array(
					'type'        => 'string',
					'label'       => 'Illustration',
					'description' => 'The drawings made for the site (a name such as web-development), used while no picture is chosen.',
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
					foreach ( $def['fields'] as $key => $field ) {
						$control = isset( $field['control'] ) ? $field['control'] : '';
						if ( 'image' !== $control && 'file' !== $control ) {
							continue;
						}
						$chosen = array_key_exists( $key, $meta ) ? (int) $meta[ $key ] : ( $id ? (int) get_post_meta( $id, $key, true ) : 0 );
						if ( 'file' === $control ) {
							if ( $chosen && 'application/pdf' !== get_post_mime_type( $chosen ) ) {
								return new WP_Error( 'agency_file_invalid', sprintf( 'The %s must be a PDF from the Media Library.', strtolower( $field['label'] ) ), array( 'status' => 400, 'fields' => array( $field['label'] ) ) );
							}
							continue;
						}
						if ( $chosen && ! wp_attachment_is_image( $chosen ) ) {
							return new WP_Error( 'agency_image_invalid', sprintf( 'The %s must be an image from the Media Library.', strtolower( $field['label'] ) ), array( 'status' => 400, 'fields' => array( $field['label'] ) ) );
						}
						if ( $chosen && '' === trim( (string) get_post_meta( $chosen, '_wp_attachment_image_alt', true ) ) ) {
							return new WP_Error( 'agency_image_alt_required', sprintf( 'The %s needs alternative text: in the Media Library, open the image and describe what it shows under "Alternative Text".', strtolower( $field['label'] ) ), array( 'status' => 400, 'fields' => array( $field['label'] ) ) );
						}
					}
					if ( ! empty( $def['image'] ) ) {
						$image    = isset( $request['featured_media'] ) ? (int) $request['featured_media'] : ( $id ? (int) get_post_thumbnail_id( $id ) : 0 );
						$drawn    = array_key_exists( 'illustration', $meta ) ? $meta['illustration'] : ( $id ? get_post_meta( $id, 'illustration', true ) : '' );
						$stand_in = empty( $def['image_stand_in'] ) ? null : $def['image_stand_in'];
						$standing = $stand_in ? ( array_key_exists( $stand_in['field'], $meta ) ? (int) $meta[ $stand_in['field'] ] : ( $id ? (int) get_post_meta( $id, $stand_in['field'], true ) : 0 ) ) : 0;
						if ( ! $image && ! $standing && '' === trim( (string) $drawn ) ) {
							$missing[] = $def['image'] . ' (the featured image' . ( $stand_in ? ', or a ' . $stand_in['name'] : '' ) . ')';
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

/**
 * One order everywhere: lower "Order" numbers first, and equal numbers in the order the entries were
 * added. The site asks for orderby=menu_order; wp-admin's list of each type shows the same order
 * (not the newest first, WordPress's default), with the number in a sortable "Order" column, so an
 * editor reordering the team or the testimonials sees the result before looking at the site.
 *
 * @param string $direction ASC or DESC for the Order numbers.
 * @return array
 */
function agency_site_content_order( $direction = 'ASC' ) {
	return array(
		'menu_order' => 'DESC' === strtoupper( (string) $direction ) ? 'DESC' : 'ASC',
		'ID'         => 'ASC',
	);
}

add_action(
	'init',
	function () {
		foreach ( array_keys( agency_site_content_types() ) as $type ) {
			add_filter(
				"rest_{$type}_query",
				function ( $args, $request ) {
					if ( 'menu_order' === $request['orderby'] ) {
						$args['orderby'] = agency_site_content_order( $request['order'] );
					}
					return $args;
				},
				10,
				2
			);
			add_filter(
				"manage_{$type}_posts_columns",
				function ( $columns ) {
					$ordered = array();
					foreach ( $columns as $key => $label ) {
						$ordered[ $key ] = $label;
						if ( 'title' === $key ) {
							$ordered['menu_order'] = 'Order';
						}
					}
					return $ordered;
				}
			);
			add_action(
				"manage_{$type}_posts_custom_column",
				function ( $column, $id ) {
					if ( 'menu_order' === $column ) {
						echo (int) get_post_field( 'menu_order', $id );
					}
				},
				10,
				2
			);
			add_filter(
				"manage_edit-{$type}_sortable_columns",
				function ( $columns ) {
					$columns['menu_order'] = array( 'menu_order', false, 'Order', 'Table ordered by Order.', 'asc' );
					return $columns;
				}
			);
		}
	}
);

add_action(
	'pre_get_posts',
	function ( $query ) {
		if ( ! is_admin() || ! $query->is_main_query() ) {
			return;
		}
		$type = $query->get( 'post_type' );
		if ( ! is_string( $type ) || ! isset( agency_site_content_types()[ $type ] ) ) {
			return;
		}
		$orderby = $query->get( 'orderby' );
		if ( '' === $orderby || 'menu_order' === $orderby ) {
			$query->set( 'orderby', agency_site_content_order( $query->get( 'order' ) ) );
		}
	}
);

/** The Order column holds a small number: it need not take a third of the table. */
add_action(
	'admin_head-edit.php',
	function () {
		global $typenow;
		if ( isset( agency_site_content_types()[ $typenow ] ) ) {
			echo '<style>.fixed .column-menu_order { width: 6em; }</style>';
		}
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

/**
 * A picture for the site: where it is, what it shows and its size, or null.
 *
 * @param int $id Attachment ID.
 * @return array|null
 */
function agency_site_content_picture( $id ) {
	if ( ! $id || ! wp_attachment_is_image( $id ) ) {
		return null;
	}
	$meta = wp_get_attachment_metadata( $id );
	return array(
		'src'    => wp_get_attachment_url( $id ),
		'alt'    => trim( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) ),
		'width'  => isset( $meta['width'] ) ? (int) $meta['width'] : 0,
		'height' => isset( $meta['height'] ) ? (int) $meta['height'] : 0,
	);
}

/**
 * A document for the site: where it is and its size in bytes, or null.
 *
 * @param int $id Attachment ID.
 * @return array|null
 */
function agency_site_content_file( $id ) {
	$path = $id ? get_attached_file( $id ) : '';
	if ( ! $path || 'application/pdf' !== get_post_mime_type( $id ) ) {
		return null;
	}
	return array(
		'src'   => wp_get_attachment_url( $id ),
		'bytes' => is_readable( $path ) ? (int) filesize( $path ) : 0,
	);
}

/**
 * Each type's chosen pictures (the featured image as `hero`, each image field by its name without
 * "_image") and documents, resolved in the same read: no media request per picture.
 */
add_action(
	'rest_api_init',
	function () {
		foreach ( agency_site_content_types() as $type => $def ) {
			$images = array();
			$files  = array();
			foreach ( $def['fields'] as $key => $field ) {
				$control = isset( $field['control'] ) ? $field['control'] : '';
				if ( 'image' === $control ) {
					$images[ preg_replace( '/_image$/', '', $key ) ] = $key;
				} elseif ( 'file' === $control ) {
					$files[ $key ] = $key;
				}
			}
			if ( $images ) {
				register_rest_field(
					$type,
					'pictures',
					array(
						'get_callback' => function ( $item ) use ( $images, $def ) {
							$id  = (int) $item['id'];
							$out = empty( $def['image'] ) ? array() : array( 'hero' => agency_site_content_picture( (int) get_post_thumbnail_id( $id ) ) );
							foreach ( $images as $name => $key ) {
								$out[ $name ] = agency_site_content_picture( (int) get_post_meta( $id, $key, true ) );
							}
							return $out;
						},
						'schema'       => array(
							'description' => 'The pictures chosen for the entry, with their alternative text and size.',
							'type'        => 'object',
							'context'     => array( 'view', 'edit' ),
							'readonly'    => true,
						),
					)
				);
			}
			if ( $files ) {
				register_rest_field(
					$type,
					'files',
					array(
						'get_callback' => function ( $item ) use ( $files ) {
							$out = array();
							foreach ( $files as $key ) {
								$out[ $key ] = agency_site_content_file( (int) get_post_meta( (int) $item['id'], $key, true ) );
							}
							return $out;
						},
						'schema'       => array(
							'description' => 'The documents chosen for the entry, with their size in bytes.',
							'type'        => 'object',
							'context'     => array( 'view', 'edit' ),
							'readonly'    => true,
						),
					)
				);
			}
		}
	}
);
