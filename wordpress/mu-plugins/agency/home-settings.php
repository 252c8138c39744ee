<?php
/**
 * The home page's words editors own: the hero's slides and its two buttons, and the four service
 * cards under "What we're offering". Kept as options, edited on Site details > Home page by anyone
 * who may edit pages, or with POST agency/v1/home; read by the site from the public GET
 * agency/v1/home. A slide shows when it has a title; a button when it has a label and a link; an
 * empty card field means the site's own text for that card. Saving one tells the site to refresh
 * the home page (revalidation type 'home').
 */

defined( 'ABSPATH' ) || exit;

/** Slides the hero can hold. */
define( 'AGENCY_HERO_SLIDES', 4 );

/** The two hero buttons: the filled one first. */
function agency_hero_buttons() {
	return array(
		1 => 'First button (filled)',
		2 => 'Second button (outlined)',
	);
}

/** The icons a card may show (the ones a service page may have). */
function agency_card_icons() {
	$icons = array();
	foreach ( agency_site_content_choices( 'service-icons.json' ) as $icon ) {
		$icons[ $icon['slug'] ] = $icon['label'];
	}
	return $icons;
}

/**
 * The fields: option name => label, section, row and column of its table, REST path, sanitizer.
 *
 * @return array<string,array>
 */
function agency_home_settings() {
	$link_error = 'A link is a path on the site such as /about, or a full address starting with https://.';
	$fields     = array();
	for ( $n = 1; $n <= AGENCY_HERO_SLIDES; $n++ ) {
		$slide                                = array(
			'section' => 'hero',
			'row'     => "slide$n",
		);
		$fields[ "agency_hero_{$n}_eyebrow" ] = $slide + array(
			'label'    => "Slide $n: line above the title",
			'column'   => 'eyebrow',
			'path'     => array( 'hero', 'slides', $n - 1, 'eyebrow' ),
			'sanitize' => agency_settings_text( 60 ),
			'error'    => 'The line above a slide\'s title may be at most 60 characters long.',
		);
		$fields[ "agency_hero_{$n}_title" ]   = $slide + array(
			'label'    => "Slide $n: title",
			'column'   => 'title',
			'path'     => array( 'hero', 'slides', $n - 1, 'title' ),
			'sanitize' => agency_settings_text( 80 ),
			'error'    => 'A slide\'s title may be at most 80 characters long.',
		);
		$fields[ "agency_hero_{$n}_text" ]    = $slide + array(
			'label'    => "Slide $n: text",
			'column'   => 'text',
			'type'     => 'textarea',
			'path'     => array( 'hero', 'slides', $n - 1, 'text' ),
			'sanitize' => agency_settings_text( 240 ),
			'error'    => 'A slide\'s text may be at most 240 characters long.',
		);
	}
	foreach ( agency_hero_buttons() as $n => $name ) {
		$button                                    = array(
			'section' => 'buttons',
			'row'     => "button$n",
		);
		$fields[ "agency_hero_button_{$n}_label" ] = $button + array(
			'label'    => "$name: label",
			'column'   => 'label',
			'path'     => array( 'hero', 'buttons', $n - 1, 'label' ),
			'sanitize' => agency_settings_text( 30 ),
			'error'    => 'A button\'s label may be at most 30 characters long.',
		);
		$fields[ "agency_hero_button_{$n}_link" ]  = $button + array(
			'label'    => "$name: link",
			'column'   => 'link',
			'path'     => array( 'hero', 'buttons', $n - 1, 'href' ),
			'sanitize' => 'agency_settings_link',
			'error'    => $link_error,
		);
	}
	for ( $n = 1; $n <= 4; $n++ ) {
		$card                                = array(
			'section' => 'cards',
			'row'     => "card$n",
		);
		$fields[ "agency_home_card_{$n}_title" ] = $card + array(
			'label'    => "Card $n: title",
			'column'   => 'title',
			'path'     => array( 'serviceCards', $n - 1, 'title' ),
			'sanitize' => agency_settings_text( 40 ),
			'error'    => 'A card\'s title may be at most 40 characters long.',
		);
		$fields[ "agency_home_card_{$n}_text" ]  = $card + array(
			'label'    => "Card $n: text",
			'column'   => 'text',
			'type'     => 'textarea',
			'path'     => array( 'serviceCards', $n - 1, 'text' ),
			'sanitize' => agency_settings_text( 160 ),
			'error'    => 'A card\'s text may be at most 160 characters long.',
		);
		$fields[ "agency_home_card_{$n}_icon" ]  = $card + array(
			'label'    => "Card $n: icon",
			'column'   => 'icon',
			'type'     => 'select',
			'options'  => array( '' => '(the site\'s own)' ) + agency_card_icons(),
			'path'     => array( 'serviceCards', $n - 1, 'icon' ),
			'sanitize' => function ( $value ) {
				$value = (string) $value;
				return '' === $value || isset( agency_card_icons()[ $value ] ) ? $value : null;
			},
			'error'    => 'Please choose one of the listed icons.',
		);
		$fields[ "agency_home_card_{$n}_link" ]  = $card + array(
			'label'    => "Card $n: link",
			'column'   => 'link',
			'path'     => array( 'serviceCards', $n - 1, 'href' ),
			'sanitize' => 'agency_settings_link',
			'error'    => $link_error,
		);
	}
	return $fields;
}

/** The Home page screen's sections. */
function agency_home_sections() {
	$slides = array();
	for ( $n = 1; $n <= AGENCY_HERO_SLIDES; $n++ ) {
		$slides[ "slide$n" ] = "Slide $n";
	}
	$cards = array();
	for ( $n = 1; $n <= 4; $n++ ) {
		$cards[ "card$n" ] = "Card $n";
	}
	$buttons = array();
	foreach ( agency_hero_buttons() as $n => $name ) {
		$buttons[ "button$n" ] = $name;
	}
	return array(
		'hero'    => array(
			'title'       => 'Hero slides',
			'description' => 'The slides that fade one into the next at the top of the home page. The first slide\'s title is also the page\'s main heading for search engines and screen readers.',
			'columns'     => array(
				'eyebrow' => 'Line above the title',
				'title'   => 'Title',
				'text'    => 'Text',
			),
			'rows'        => $slides,
			'help'        => 'A slide shows when it has a title: fill in an empty row to add one, empty a title to take its slide out. At most 60 characters above the title, 80 in a title, 240 in the text.',
		),
		'buttons' => array(
			'title'       => 'Hero buttons',
			'description' => 'Shown under every slide. The filled button is the first thing a visitor can do, so it starts a conversation (the contact page); the outlined one leads to more about the agency. The curved "Discover more about us" link to the About page stays beside them.',
			'columns'     => array(
				'label' => 'Label',
				'link'  => 'Link',
			),
			'rows'        => $buttons,
			'help'        => 'A link is a path on the site such as /contact, or a full https:// address. Empty a label to hide its button.',
		),
		'cards'   => array(
			'title'       => 'Service cards',
			'description' => 'The four cards under "What we\'re offering", each with a Read More link.',
			'columns'     => array(
				'title' => 'Title',
				'text'  => 'Text',
				'icon'  => 'Icon',
				'link'  => 'Read More link',
			),
			'rows'        => $cards,
			'help'        => 'A field left empty shows the site\'s own words for that card. At most 40 characters in a title and 160 in a text.',
		),
	);
}

/**
 * Values the Home page checks together: a slide with words has a title, one slide at least shows,
 * a button has both a label and a link.
 *
 * @param array $values Every field's value as it would be saved.
 * @return WP_Error|null
 */
function agency_home_check( $values ) {
	$titled = 0;
	for ( $n = 1; $n <= AGENCY_HERO_SLIDES; $n++ ) {
		$has_title = '' !== $values[ "agency_hero_{$n}_title" ];
		$titled   += $has_title ? 1 : 0;
		if ( ! $has_title && ( '' !== $values[ "agency_hero_{$n}_eyebrow" ] || '' !== $values[ "agency_hero_{$n}_text" ] ) ) {
			return new WP_Error(
				'agency_invalid_home',
				"Slide $n has words but no title: give it a title, or empty it to take it out.",
				array(
					'option'  => "agency_hero_{$n}_title",
					'options' => array( "agency_hero_{$n}_eyebrow", "agency_hero_{$n}_title", "agency_hero_{$n}_text" ),
				)
			);
		}
	}
	if ( 0 === $titled ) {
		return new WP_Error(
			'agency_invalid_home',
			'The hero needs at least one slide with a title: its first title is the page\'s main heading.',
			array(
				'option'  => 'agency_hero_1_title',
				'options' => array_filter(
					array_keys( $values ),
					function ( $option ) {
						return 0 === strpos( $option, 'agency_hero_' ) && false === strpos( $option, '_button_' );
					}
				),
			)
		);
	}
	foreach ( agency_hero_buttons() as $n => $name ) {
		$label = $values[ "agency_hero_button_{$n}_label" ];
		$link  = $values[ "agency_hero_button_{$n}_link" ];
		if ( ( '' === $label ) !== ( '' === $link ) ) {
			return new WP_Error(
				'agency_invalid_home',
				"$name needs both a label and a link (or neither, to hide it).",
				array(
					'option'  => "agency_hero_button_{$n}_" . ( '' === $label ? 'label' : 'link' ),
					'options' => array( "agency_hero_button_{$n}_label", "agency_hero_button_{$n}_link" ),
				)
			);
		}
	}
	return null;
}

agency_settings_screen(
	array(
		'slug'       => 'agency-home',
		'title'      => 'Home page',
		'menu_title' => 'Home page',
		'parent'     => 'agency-site-facts',
		'intro'      => 'The words at the top of the home page and its service cards. Only the fields you change are saved, so others can work here at the same time.',
		'button'     => 'Save home page',
		'fields'     => 'agency_home_settings',
		'sections'   => agency_home_sections(),
		'check'      => 'agency_home_check',
	)
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/home',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => '__return_true',
					'callback'            => function () {
						return agency_settings_tree( agency_home_settings() );
					},
				),
				array(
					'methods'             => 'POST',
					'permission_callback' => function () {
						return current_user_can( 'edit_pages' );
					},
					'callback'            => function ( WP_REST_Request $request ) {
						$saved = agency_settings_rest_update( agency_home_settings(), $request, 'agency_home_check' );
						return is_wp_error( $saved ) ? $saved : agency_settings_tree( agency_home_settings() );
					},
				),
			)
		);
	}
);

agency_settings_watch( agency_home_settings(), 'home' );
