<?php
/**
 * Site-wide facts editors may change: the agency's phone number, e-mail address, opening hours,
 * company figures (projects, clients, people per office), the offices' addresses, the social links
 * and the footer's text, shown in the header, the footer, the home, About, contact, FAQ and careers
 * pages and the structured data. Kept as options, edited on the "Site details" screen by anyone who
 * may edit pages (WordPress's Editor role included; Settings > General is for administrators only)
 * or with POST agency/v1/site-facts, and read by the site from the public GET agency/v1/site-facts
 * (public data: it is on every page). An empty value means "the site's own default", except a social
 * link, which empty hides. Saving one tells the site to refresh (revalidation type 'site').
 */

defined( 'ABSPATH' ) || exit;

/** The offices, as the site names them. */
function agency_offices() {
	return array(
		'kolhapur' => 'Kolhapur head office',
		'pune'     => 'Pune studio',
	);
}

/** The social networks the site links to, with the address each link must start with. */
function agency_social_networks() {
	return array(
		'whatsapp'  => array( 'WhatsApp chat', 'https://wa.me/' ),
		'facebook'  => array( 'Facebook', 'https://www.facebook.com/' ),
		'instagram' => array( 'Instagram', 'https://www.instagram.com/' ),
		'linkedin'  => array( 'LinkedIn', 'https://www.linkedin.com/' ),
		'twitter'   => array( 'X (Twitter)', 'https://twitter.com/' ),
	);
}

/**
 * The facts: option name => label, help, section, where the REST answer puts it ('path') and
 * sanitizer (which answers null for a value it refuses, with 'error' saying why).
 *
 * @return array<string,array>
 */
function agency_site_facts() {
	$figure_error = 'A figure is a whole number, with a + after it when it means "more than", e.g. 240+.';
	$time_error   = 'Opening and closing times are written as hours and minutes in 24-hour time, e.g. 10:00 or 18:30.';
	$people_error = 'The number of people in an office is a whole number from 0 to 9999, e.g. 13.';
	$facts        = array(
		'agency_phone'         => array(
			'label'    => 'Phone (shown on every page)',
			'help'     => 'As visitors should read and dial it, with the country code, e.g. +91 231 265 4400.',
			'section'  => 'contact',
			'path'     => array( 'phone' ),
			'sanitize' => function ( $value ) {
				$value = trim( preg_replace( '/\s+/', ' ', (string) $value ) );
				return '' === $value || preg_match( '/^\+?[0-9][0-9 ()-]{5,24}$/', $value ) ? $value : null;
			},
			'error'    => 'The phone number may hold only digits, spaces, brackets and hyphens, with an optional + in front (6 to 25 characters).',
		),
		'agency_email'         => array(
			'label'    => 'Contact e-mail (shown on every page)',
			'help'     => 'Where visitors write to, e.g. hello@example.in.',
			'section'  => 'contact',
			'path'     => array( 'email' ),
			'sanitize' => function ( $value ) {
				$value = trim( (string) $value );
				return '' === $value || is_email( $value ) ? $value : null;
			},
			'error'    => 'Please enter a valid e-mail address.',
		),
		'agency_hours_days'    => array(
			'label'    => 'Open on',
			'section'  => 'hours',
			'type'     => 'days',
			'path'     => array( 'hours', 'days' ),
			'read'     => function ( $value ) {
				return array_values( array_filter( explode( ',', $value ) ) );
			},
			'render'   => 'agency_site_facts_days_field',
			'sanitize' => function ( $value ) {
				$given = is_array( $value ) ? array_map( 'strval', $value ) : array_filter( array_map( 'trim', explode( ',', (string) $value ) ) );
				$days  = array_values( array_intersect( agency_week_days(), $given ) );
				return count( $days ) === count( array_unique( $given ) ) ? implode( ',', $days ) : null;
			},
			'error'    => 'Opening days must be days of the week, e.g. Monday.',
		),
		'agency_hours_opens'   => array(
			'label'    => 'Opens at',
			'help'     => 'In 24-hour time, India Standard Time, e.g. 10:00.',
			'section'  => 'hours',
			'path'     => array( 'hours', 'opens' ),
			'width'    => 'small-text',
			'sanitize' => 'agency_site_facts_time',
			'error'    => $time_error,
		),
		'agency_hours_closes'  => array(
			'label'    => 'Closes at',
			'help'     => 'In 24-hour time, India Standard Time, e.g. 18:30; after the opening time.',
			'section'  => 'hours',
			'path'     => array( 'hours', 'closes' ),
			'width'    => 'small-text',
			'sanitize' => 'agency_site_facts_time',
			'error'    => $time_error,
		),
		'agency_projects'      => array(
			'label'    => 'Projects delivered',
			'help'     => 'The number on the home and About pages, e.g. 240, or 240+ for "more than 240".',
			'section'  => 'counters',
			'path'     => array( 'counters', 'projects' ),
			'width'    => 'small-text',
			'sanitize' => 'agency_site_facts_figure',
			'error'    => $figure_error,
		),
		'agency_clients'       => array(
			'label'    => 'Clients (brands we have worked for)',
			'help'     => 'Shown as "Satisfied customers", in the heading above the client logos ("100+ Brands Trust Us") and on About, e.g. 100+.',
			'section'  => 'counters',
			'path'     => array( 'counters', 'clients' ),
			'width'    => 'small-text',
			'sanitize' => 'agency_site_facts_figure',
			'error'    => $figure_error,
		),
		'agency_team_kolhapur' => array(
			'label'    => 'People at the Kolhapur head office',
			'help'     => 'With the Pune studio, the team size on the home, About, careers and contact pages.',
			'section'  => 'counters',
			'path'     => array( 'counters', 'team', 'kolhapur' ),
			'width'    => 'small-text',
			'sanitize' => 'agency_site_facts_headcount',
			'error'    => $people_error,
		),
		'agency_team_pune'     => array(
			'label'    => 'People at the Pune studio',
			'help'     => 'With the Kolhapur head office, the team size on the home, About, careers and contact pages.',
			'section'  => 'counters',
			'path'     => array( 'counters', 'team', 'pune' ),
			'width'    => 'small-text',
			'sanitize' => 'agency_site_facts_headcount',
			'error'    => $people_error,
		),
	);
	foreach ( agency_offices() as $office => $name ) {
		$facts[ "agency_office_{$office}_street" ]   = array(
			'label'    => "$name: street address",
			'section'  => 'offices',
			'row'      => $office,
			'column'   => 'street',
			'path'     => array( 'offices', $office, 'streetAddress' ),
			'sanitize' => agency_settings_text( 120 ),
			'error'    => 'A street address is one line of at most 120 characters, e.g. Office 304, Shivaji Park Business Centre, Station Road.',
		);
		$facts[ "agency_office_{$office}_postcode" ] = array(
			'label'    => "$name: PIN code",
			'section'  => 'offices',
			'row'      => $office,
			'column'   => 'postcode',
			'path'     => array( 'offices', $office, 'postalCode' ),
			'sanitize' => function ( $value ) {
				$value = preg_replace( '/\s+/', '', (string) $value );
				return '' === $value || preg_match( '/^[1-9][0-9]{5}$/', $value ) ? $value : null;
			},
			'error'    => 'A PIN code is six digits, e.g. 416001.',
		);
	}
	foreach ( agency_social_networks() as $network => list( $name, $prefix ) ) {
		$facts[ "agency_social_{$network}" ] = array(
			'label'       => $name,
			'help'        => "An address starting with $prefix. Empty: no $name link.",
			'section'     => 'social',
			'path'        => array( 'social', $network ),
			'width'       => 'large-text code',
			'placeholder' => $prefix . '…',
			'sanitize'    => function ( $value ) use ( $prefix ) {
				$value = trim( (string) $value );
				return '' === $value || ( 0 === stripos( $value, $prefix ) && strlen( $value ) > strlen( $prefix ) && strlen( $value ) <= 200 && ! preg_match( '/[\s<>"\'\\\\]/', $value ) ) ? $value : null;
			},
			'error'       => "The $name link must be a full address starting with $prefix.",
		);
	}
	$facts['agency_footer_text'] = array(
		'label'    => 'Text under the logo',
		'help'     => 'A sentence or two about the agency, at the foot of every page (at most 300 characters).',
		'section'  => 'footer',
		'type'     => 'textarea',
		'path'     => array( 'footer', 'text' ),
		'sanitize' => agency_settings_text( 300 ),
		'error'    => 'The footer text may be at most 300 characters long.',
	);
	return $facts;
}

/** The Site details screen's sections, in order. */
function agency_site_facts_sections() {
	return array(
		'contact'  => array( 'title' => 'How visitors reach you' ),
		'hours'    => array( 'title' => 'Opening hours' ),
		'counters' => array(
			'title'       => 'Company figures',
			'description' => 'The numbers the site states about the agency. Awards are counted from the named awards, countries from the clients\' countries.',
		),
		'offices'  => array(
			'title'       => 'Offices',
			'description' => 'The addresses in the footer, on the contact page and in the data search engines read. The towns are part of the site\'s text; the map pictures on the contact page show where the offices are today, so tell whoever maintains the site when an office moves.',
			'columns'     => array(
				'street'   => 'Street address',
				'postcode' => 'PIN code',
			),
			'rows'        => agency_offices(),
		),
		'social'   => array(
			'title'       => 'Social links',
			'description' => 'The icons in the home page\'s hero and in the footer, and the profiles search engines connect with the agency.',
		),
		'footer'   => array( 'title' => 'Footer' ),
	);
}

/**
 * Values the Site details check together: the closing time after the opening time.
 *
 * @param array $values Every fact's value as it would be saved.
 * @return WP_Error|null
 */
function agency_site_facts_check( $values ) {
	$opens  = $values['agency_hours_opens'];
	$closes = $values['agency_hours_closes'];
	if ( '' !== $opens && '' !== $closes && strcmp( $opens, $closes ) >= 0 ) {
		return new WP_Error(
			'agency_invalid_fact',
			'The closing time must come after the opening time.',
			array(
				'option'  => 'agency_hours_closes',
				'options' => array( 'agency_hours_opens', 'agency_hours_closes' ),
			)
		);
	}
	return null;
}

/**
 * A counted figure as '240' or '240+' (more than), '' for none, null when it is not one.
 *
 * @param mixed $value Value.
 * @return string|null
 */
function agency_site_facts_figure( $value ) {
	$value = preg_replace( '/\s+/', '', (string) $value );
	if ( '' === $value ) {
		return '';
	}
	return preg_match( '/^([0-9]{1,6})(\+?)$/', $value, $m ) ? (int) $m[1] . $m[2] : null;
}

/**
 * A number of people as '13', '' for none, null when it is not one.
 *
 * @param mixed $value Value.
 * @return string|null
 */
function agency_site_facts_headcount( $value ) {
	$value = trim( (string) $value );
	if ( '' === $value ) {
		return '';
	}
	return preg_match( '/^[0-9]{1,4}$/', $value ) ? (string) (int) $value : null;
}

/** The week, Monday first, as the site and search engines name its days. */
function agency_week_days() {
	return array( 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday' );
}

/**
 * A time of day as HH:MM (24-hour), '' for none, null when it is not one.
 *
 * @param mixed $value Value.
 * @return string|null
 */
function agency_site_facts_time( $value ) {
	$value = trim( (string) $value );
	if ( '' === $value ) {
		return '';
	}
	return preg_match( '/^([01]?[0-9]|2[0-3]):([0-5][0-9])$/', $value, $m ) ? sprintf( '%02d:%s', (int) $m[1], $m[2] ) : null;
}

/**
 * The opening days as checkboxes (spaced by padding: WordPress's form-table styles fix their margins).
 *
 * @param string $value The days shown, comma-separated.
 */
function agency_site_facts_days_field( $value ) {
	$chosen = array_filter( explode( ',', (string) $value ) );
	echo '<fieldset><legend class="screen-reader-text">Open on</legend>';
	foreach ( agency_week_days() as $day ) {
		printf(
			'<label style="padding-right:1.25em;display:inline-block"><input type="checkbox" name="agency_hours_days[]" value="%1$s"%2$s /> %1$s</label>',
			esc_attr( $day ),
			checked( in_array( $day, $chosen, true ), true, false )
		);
	}
	echo '<p class="description">The days the office answers the phone and visitors can call in. None ticked: the site\'s own hours (Monday to Saturday).</p></fieldset>';
}

agency_settings_screen(
	array(
		'slug'       => 'agency-site-facts',
		'title'      => 'Site details',
		'menu_title' => 'Site details',
		'parent'     => '',
		'icon'       => 'dashicons-phone',
		'position'   => 58,
		'intro'      => 'Shown across the website: in the header and footer, on the home, About, contact, FAQ and careers pages and in the data search engines read. Only the fields you change are saved, so others can work here at the same time.',
		'button'     => 'Save site details',
		'fields'     => 'agency_site_facts',
		'sections'   => agency_site_facts_sections(),
		'check'      => 'agency_site_facts_check',
	)
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/site-facts',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => '__return_true',
					'callback'            => function () {
						return agency_settings_tree( agency_site_facts() );
					},
				),
				array(
					'methods'             => 'POST',
					'permission_callback' => function () {
						return current_user_can( 'edit_pages' );
					},
					'callback'            => function ( WP_REST_Request $request ) {
						$saved = agency_settings_rest_update( agency_site_facts(), $request, 'agency_site_facts_check' );
						return is_wp_error( $saved ) ? $saved : agency_settings_tree( agency_site_facts() );
					},
				),
			)
		);
	}
);

agency_settings_watch( agency_site_facts(), 'site' );
