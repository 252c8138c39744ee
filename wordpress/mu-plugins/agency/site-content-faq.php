<?php
/**
 * The FAQ content type (/wp/v2/faqs): a question (title), its answer (content) and the group it
 * is listed under on the FAQ page.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The FAQ as agency_site_content_types() lists it: its labels, its order's help and its field.
 *
 * @return array
 */
function agency_faq_type() {
	return array(
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
	);
}
