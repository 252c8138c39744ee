<?php
/**
 * Site-wide facts editors may change: the agency's phone number and e-mail address, shown in the
 * header, the footer, the contact, FAQ and careers pages and the structured data. Kept as options,
 * edited in Settings > General (or REST /wp/v2/settings), read by the site from the public
 * GET agency/v1/site-facts (public data: it is on every page). An empty value means "the site's own
 * default". Saving one tells the site to refresh (revalidation type 'site').
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
	);
}

add_action(
	'init',
	function () {
		foreach ( agency_site_facts() as $option => $fact ) {
			register_setting(
				'general',
				$option,
				array(
					'type'              => 'string',
					'description'       => $fact['label'],
					'default'           => '',
					'show_in_rest'      => true,
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

/** REST writes of a refused value answer 400 naming the field, instead of keeping the old value silently. */
add_filter(
	'rest_pre_dispatch',
	function ( $result, $server, $request ) {
		if ( '/wp/v2/settings' !== $request->get_route() || 'GET' === $request->get_method() ) {
			return $result;
		}
		foreach ( agency_site_facts() as $option => $fact ) {
			$value = $request->get_param( $option );
			if ( null !== $value && null === call_user_func( $fact['sanitize'], $value ) ) {
				return new WP_Error( 'agency_invalid_fact', $fact['error'], array( 'status' => 400, 'field' => $option ) );
			}
		}
		return $result;
	},
	10,
	3
);

add_action(
	'admin_init',
	function () {
		foreach ( agency_site_facts() as $option => $fact ) {
			add_settings_field(
				$option,
				'<label for="' . esc_attr( $option ) . '">' . esc_html( $fact['label'] ) . '</label>',
				function () use ( $option, $fact ) {
					printf(
						'<input name="%1$s" id="%1$s" type="text" class="regular-text" value="%2$s" /><p class="description">%3$s</p>',
						esc_attr( $option ),
						esc_attr( (string) get_option( $option, '' ) ),
						esc_html( $fact['help'] )
					);
				},
				'general'
			);
		}
	}
);

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/site-facts',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function () {
					return array(
						'phone' => (string) get_option( 'agency_phone', '' ),
						'email' => (string) get_option( 'agency_email', '' ),
					);
				},
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
