<?php
/**
 * The client logo content type (/wp/v2/clients): the brand (title) and its logo, shown in the home
 * page's client carousel.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Client logos as agency_site_content_types() lists them: labels, the order's help and the logo.
 *
 * @return array
 */
function agency_client_logo_type() {
	return array(
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
	);
}
