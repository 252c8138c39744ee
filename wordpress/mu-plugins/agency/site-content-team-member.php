<?php
/**
 * The team member content type (/wp/v2/team): the name (title), a biography (content), the role,
 * a line for the About card, expertise and a portrait.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Team members as agency_site_content_types() lists them: labels, the order's help and fields.
 *
 * @return array
 */
function agency_team_member_type() {
	return array(
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
	);
}
