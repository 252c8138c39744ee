<?php
/**
 * The service content type (/wp/v2/services, shown at /services/{slug}): the service (title), its
 * main description (content), the fields of its page, its pictures and an optional brochure.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Services as agency_site_content_types() lists them: labels, the order's help and fields.
 *
 * @return array
 */
function agency_service_type() {
	return array(
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
	);
}
