<?php
/**
 * The case study content type (/wp/v2/case-studies, shown at /portfolio/{slug}): the project
 * (title), its overview (content), its pictures and the fields of its page and cards.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Case studies as agency_site_content_types() lists them: labels, the order's help, pictures
 * and fields.
 *
 * @return array
 */
function agency_case_study_type() {
	return array(
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
	);
}
