<?php
/**
 * Site-wide facts editors may change: the agency's phone number, e-mail address, opening hours and company
 * figures (projects, clients, people per office), shown in the header, the footer, the home, About,
 * contact, FAQ and careers pages and the structured data. Kept as options,
 * edited on the "Site details" screen by anyone who may edit pages (WordPress's Editor role included;
 * Settings > General is for administrators only) or with POST agency/v1/site-facts, and read by the
 * site from the public GET agency/v1/site-facts (public data: it is on every page). An empty value
 * means "the site's own default". Saving one tells the site to refresh (revalidation type 'site').
 */

defined( 'ABSPATH' ) || exit;

/**
 * The facts: option name => label, help and sanitizer (which answers null for a value it refuses).
 *
 * @return array<string,array>
 */
function agency_site_facts() {
	return array(
		'agency_phone' => array(
			'label'    => 'Phone (shown on every page)',
			'help'     => 'As visitors should read and dial it, with the country code, e.g. +91 231 265 4400.',
			'sanitize' => function ( $value ) {
				$value = trim( preg_replace( '/\s+/', ' ', (string) $value ) );
				return '' === $value || preg_match( '/^\+?[0-9][0-9 ()-]{5,24}$/', $value ) ? $value : null;
			},
			'error'    => 'The phone number may hold only digits, spaces, brackets and hyphens, with an optional + in front (6 to 25 characters).',
		),
		'agency_email' => array(
			'label'    => 'Contact e-mail (shown on every page)',
			'help'     => 'Where visitors write to, e.g. hello@example.in.',
			'sanitize' => function ( $value ) {
				$value = trim( (string) $value );
				return '' === $value || is_email( $value ) ? $value : null;
			},
			'error'    => 'Please enter a valid e-mail address.',
		),
		'agency_hours_days'   => array(
			'label'    => 'Open on',
			'help'     => 'The days the office answers the phone and visitors can call in.',
			'section'  => 'hours',
			'render'   => 'agency_site_facts_days_field',
			'sanitize' => function ( $value ) {
				$given = is_array( $value ) ? array_map( 'strval', $value ) : array_filter( array_map( 'trim', explode( ',', (string) $value ) ) );
				$days  = array_values( array_intersect( agency_week_days(), $given ) );
				return count( $days ) === count( array_unique( $given ) ) ? implode( ',', $days ) : null;
			},
			'error'    => 'Opening days must be days of the week, e.g. Monday.',
		),
		'agency_hours_opens'  => array(
			'label'    => 'Opens at',
			'help'     => 'In 24-hour time, India Standard Time, e.g. 10:00.',
			'section'  => 'hours',
			'sanitize' => 'agency_site_facts_time',
			'error'    => 'Opening and closing times are written as hours and minutes in 24-hour time, e.g. 10:00 or 18:30.',
		),
		'agency_hours_closes' => array(
			'label'    => 'Closes at',
			'help'     => 'In 24-hour time, India Standard Time, e.g. 18:30; after the opening time.',
			'section'  => 'hours',
			'sanitize' => 'agency_site_facts_time',
			'error'    => 'Opening and closing times are written as hours and minutes in 24-hour time, e.g. 10:00 or 18:30.',
		),
		'agency_projects'      => array(
			'label'    => 'Projects delivered',
			'help'     => 'The number on the home and About pages, e.g. 240, or 240+ for "more than 240".',
			'section'  => 'counters',
			'sanitize' => 'agency_site_facts_figure',
			'error'    => 'A figure is a whole number, with a + after it when it means "more than", e.g. 240+.',
		),
		'agency_clients'       => array(
			'label'    => 'Clients (brands we have worked for)',
			'help'     => 'Shown as "Satisfied customers", in the heading above the client logos ("100+ Brands Trust Us") and on About, e.g. 100+.',
			'section'  => 'counters',
			'sanitize' => 'agency_site_facts_figure',
			'error'    => 'A figure is a whole number, with a + after it when it means "more than", e.g. 240+.',
		),
		'agency_team_kolhapur' => array(
			'label'    => 'People at the Kolhapur head office',
			'help'     => 'With the Pune studio, the team size on the home, About, careers and contact pages.',
			'section'  => 'counters',
			'sanitize' => 'agency_site_facts_headcount',
			'error'    => 'The number of people in an office is a whole number from 0 to 9999, e.g. 13.',
		),
		'agency_team_pune'     => array(
			'label'    => 'People at the Pune studio',
			'help'     => 'With the Kolhapur head office, the team size on the home, About, careers and contact pages.',
			'section'  => 'counters',
			'sanitize' => 'agency_site_facts_headcount',
			'error'    => 'The number of people in an office is a whole number from 0 to 9999, e.g. 13.',
		),
	);
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

/** The opening days as checkboxes (spaced by padding: WordPress's form-table styles fix their margins). */
function agency_site_facts_days_field() {
	$chosen = array_filter( explode( ',', (string) get_option( 'agency_hours_days', '' ) ) );
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

add_action(
	'init',
	function () {
		foreach ( agency_site_facts() as $option => $fact ) {
			register_setting(
				'agency_site_facts',
				$option,
				array(
					'type'              => 'string',
					'description'       => $fact['label'],
					'default'           => '',
					'show_in_rest'      => false,
					'sanitize_callback' => function ( $value ) use ( $option, $fact ) {
						$clean = call_user_func( $fact['sanitize'], $value );
						if ( null !== $clean ) {
							return $clean;
						}
						add_settings_error( $option, $option, $fact['error'] );
						return get_option( $option, '' );
					},
				)
			);
		}
	}
);

/** Editors save the screen's form through options.php, which asks for this capability. */
add_filter(
	'option_page_capability_agency_site_facts',
	function () {
		return 'edit_pages';
	}
);

add_action(
	'admin_menu',
	function () {
		add_menu_page( 'Site details', 'Site details', 'edit_pages', 'agency-site-facts', 'agency_site_facts_screen', 'dashicons-phone', 58 );
	}
);

/** The "Site details" screen: the facts every page shows, with what each is for. */
function agency_site_facts_screen() {
	echo '<div class="wrap"><h1>Site details</h1>';
	echo '<p>Shown across the website: in the header and footer, on the home, About, contact, FAQ and careers pages and in the data search engines read. The site shows a change within seconds.</p>';
	settings_errors();
	echo '<form method="post" action="options.php">';
	settings_fields( 'agency_site_facts' );
	do_settings_sections( 'agency-site-facts' );
	submit_button( 'Save site details' );
	echo '</form></div>';
}

add_action(
	'admin_init',
	function () {
		add_settings_section( 'agency_site_facts_contact', 'How visitors reach you', '__return_false', 'agency-site-facts' );
		add_settings_section( 'agency_site_facts_hours', 'Opening hours', '__return_false', 'agency-site-facts' );
		add_settings_section(
			'agency_site_facts_counters',
			'Company figures',
			function () {
				echo '<p>The numbers the site states about the agency. Awards are counted from the named awards, countries from the clients\' countries.</p>';
			},
			'agency-site-facts'
		);
		foreach ( agency_site_facts() as $option => $fact ) {
			add_settings_field(
				$option,
				isset( $fact['render'] ) ? esc_html( $fact['label'] ) : '<label for="' . esc_attr( $option ) . '">' . esc_html( $fact['label'] ) . '</label>',
				isset( $fact['render'] ) ? $fact['render'] : function () use ( $option, $fact ) {
					printf(
						'<input name="%1$s" id="%1$s" type="text" class="regular-text" value="%2$s" /><p class="description">%3$s</p>',
						esc_attr( $option ),
						esc_attr( (string) get_option( $option, '' ) ),
						esc_html( $fact['help'] )
					);
				},
				'agency-site-facts',
				isset( $fact['section'] ) ? 'agency_site_facts_' . $fact['section'] : 'agency_site_facts_contact'
			);
		}
	}
);

add_action(
	'rest_api_init',
	function () {
		$facts = function () {
			return array(
				'phone' => (string) get_option( 'agency_phone', '' ),
				'email' => (string) get_option( 'agency_email', '' ),
				'hours' => array(
					'days'   => array_values( array_filter( explode( ',', (string) get_option( 'agency_hours_days', '' ) ) ) ),
					'opens'  => (string) get_option( 'agency_hours_opens', '' ),
					'closes' => (string) get_option( 'agency_hours_closes', '' ),
				),
				'counters' => array(
					'projects' => (string) get_option( 'agency_projects', '' ),
					'clients'  => (string) get_option( 'agency_clients', '' ),
					'team'     => array(
						'kolhapur' => (string) get_option( 'agency_team_kolhapur', '' ),
						'pune'     => (string) get_option( 'agency_team_pune', '' ),
					),
				),
			);
		};
		register_rest_route(
			'agency/v1',
			'/site-facts',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => '__return_true',
					'callback'            => $facts,
				),
				array(
					'methods'             => 'POST',
					'permission_callback' => function () {
						return current_user_can( 'edit_pages' );
					},
					// Every value is checked before any is stored: a refusal changes nothing.
					'callback'            => function ( WP_REST_Request $request ) use ( $facts ) {
						$changes = array();
						$hours    = $request->get_param( 'hours' );
						$counters = $request->get_param( 'counters' );
						$counted  = function ( $key, $office = null ) use ( $counters ) {
							$value = is_array( $counters ) && isset( $counters[ $key ] ) ? $counters[ $key ] : null;
							if ( null !== $office ) {
								$value = is_array( $value ) && isset( $value[ $office ] ) ? $value[ $office ] : null;
							}
							// A list where a figure belongs is refused like any other non-figure.
							return is_array( $value ) ? '?' : $value;
						};
						$params   = array(
							'phone'  => array( $request->get_param( 'phone' ), 'agency_phone' ),
							'email'  => array( $request->get_param( 'email' ), 'agency_email' ),
							'days'   => array( is_array( $hours ) && isset( $hours['days'] ) ? (array) $hours['days'] : null, 'agency_hours_days' ),
							'opens'  => array( is_array( $hours ) && isset( $hours['opens'] ) ? $hours['opens'] : null, 'agency_hours_opens' ),
							'closes' => array( is_array( $hours ) && isset( $hours['closes'] ) ? $hours['closes'] : null, 'agency_hours_closes' ),
							'projects' => array( $counted( 'projects' ), 'agency_projects' ),
							'clients'  => array( $counted( 'clients' ), 'agency_clients' ),
							'kolhapur' => array( $counted( 'team', 'kolhapur' ), 'agency_team_kolhapur' ),
							'pune'     => array( $counted( 'team', 'pune' ), 'agency_team_pune' ),
						);
						foreach ( $params as $param => list( $value, $option ) ) {
							if ( null === $value ) {
								continue;
							}
							$fact  = agency_site_facts()[ $option ];
							$clean = call_user_func( $fact['sanitize'], $value );
							if ( null === $clean ) {
								return new WP_Error( 'agency_invalid_fact', $fact['error'], array( 'status' => 400, 'field' => $param ) );
							}
							$changes[ $option ] = $clean;
						}
						$opens  = isset( $changes['agency_hours_opens'] ) ? $changes['agency_hours_opens'] : (string) get_option( 'agency_hours_opens', '' );
						$closes = isset( $changes['agency_hours_closes'] ) ? $changes['agency_hours_closes'] : (string) get_option( 'agency_hours_closes', '' );
						if ( '' !== $opens && '' !== $closes && strcmp( $opens, $closes ) >= 0 ) {
							return new WP_Error( 'agency_invalid_fact', 'The closing time must come after the opening time.', array( 'status' => 400, 'field' => 'closes' ) );
						}
						foreach ( $changes as $option => $clean ) {
							update_option( $option, $clean );
						}
						return $facts();
					},
				),
			)
		);
	}
);

foreach ( array_keys( agency_site_facts() ) as $agency_fact_option ) {
	add_action(
		"update_option_{$agency_fact_option}",
		function () {
			agency_revalidate( 'site', '', 0 );
		}
	);
	add_action(
		"add_option_{$agency_fact_option}",
		function () {
			agency_revalidate( 'site', '', 0 );
		}
	);
}
unset( $agency_fact_option );
