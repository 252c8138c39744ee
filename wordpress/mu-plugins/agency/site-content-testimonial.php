<?php
/**
 * The testimonial content type (/wp/v2/testimonials): the client (title), the quote (content), their
 * role, company and rating, the case study it is about and a portrait.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Testimonials as agency_site_content_types() lists them: labels, the order's help and fields.
 *
 * @return array
 */
function agency_testimonial_type() {
	return array(
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
	);
}
