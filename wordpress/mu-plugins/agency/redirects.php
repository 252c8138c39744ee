<?php
/**
 * Redirects editors own (Tools > Redirects): from a path on the site to another path or address,
 * 301 (moved for good), 302 (for now) or 410 (gone, no target). The site applies them before its
 * own routes. A rule set with a loop or a chain (a target that is itself redirected) is refused on
 * save, so a visitor is never sent round or through two hops. Kept as the option agency_redirects;
 * read by the site from the public GET agency/v1/redirects, written by editors in the screen or with
 * POST agency/v1/redirects (the whole list). Saving tells the site to refresh (type 'redirects').
 */

defined( 'ABSPATH' ) || exit;

/** Redirect statuses editors may choose. */
function agency_redirect_statuses() {
	return array(
		301 => '301 Moved permanently',
		302 => '302 Found (temporary)',
		410 => '410 Gone (no target)',
	);
}

/**
 * A site path as rules compare it: leading slash, no trailing slash (but '/'), no query or fragment,
 * percent-encoding as typed. Null when it is not one.
 *
 * @param string $path Path.
 */
function agency_redirect_path( $path ) {
	$path = trim( (string) $path );
	if ( '' === $path || '/' !== $path[0] || '//' === substr( $path, 0, 2 ) || preg_match( '/[\s?#<>"\\\\]/', $path ) || strlen( $path ) > 300 ) {
		return null;
	}
	return '/' === $path ? $path : rtrim( $path, '/' );
}

/**
 * Validates and normalises a rule list: each rule {from, to, status}. Returns the clean list, or a
 * WP_Error whose message says which rule is wrong and why.
 *
 * @param mixed $rules Rules.
 * @return array|WP_Error
 */
function agency_redirects_validate( $rules ) {
	if ( ! is_array( $rules ) ) {
		return new WP_Error( 'agency_redirects_invalid', 'The redirects must be a list of rules.', array( 'status' => 400 ) );
	}
	$clean = array();
	$froms = array();
	foreach ( array_values( $rules ) as $index => $rule ) {
		$n      = $index + 1;
		$rule   = is_array( $rule ) ? $rule : array();
		$from   = agency_redirect_path( isset( $rule['from'] ) ? $rule['from'] : '' );
		$status = isset( $rule['status'] ) ? (int) $rule['status'] : 301;
		$to     = trim( isset( $rule['to'] ) ? (string) $rule['to'] : '' );
		if ( null === $from || '/' === $from ) {
			return agency_redirects_error( "Rule $n: “From” must be a path on the site such as /services/old-service (not the home page, no query)." );
		}
		if ( preg_match( '#^/(api|_next|uploads|wp-)#', $from ) ) {
			return agency_redirects_error( "Rule $n: $from belongs to the site's machinery and cannot be redirected." );
		}
		if ( ! isset( agency_redirect_statuses()[ $status ] ) ) {
			return agency_redirects_error( "Rule $n: the status must be 301, 302 or 410." );
		}
		if ( 410 === $status ) {
			$to = '';
		} elseif ( '/' === substr( $to, 0, 1 ) ) {
			$to = agency_redirect_path( $to );
			if ( null === $to ) {
				return agency_redirects_error( "Rule $n: “To” must be a path on the site (such as /portfolio) or a full https:// address." );
			}
		} elseif ( ! preg_match( '#^https?://[^\s/]+#i', $to ) || ! wp_http_validate_url( $to ) ) {
			return agency_redirects_error( "Rule $n: “To” must be a path on the site (such as /portfolio) or a full https:// address." );
		}
		if ( isset( $froms[ $from ] ) ) {
			return agency_redirects_error( "Rules {$froms[ $from ]} and $n both redirect $from." );
		}
		if ( $to === $from ) {
			return agency_redirects_error( "Rule $n sends $from to itself." );
		}
		$froms[ $from ] = $n;
		$clean[]        = array(
			'from'   => $from,
			'to'     => $to,
			'status' => $status,
		);
	}
	foreach ( $clean as $index => $rule ) {
		if ( '' !== $rule['to'] && isset( $froms[ $rule['to'] ] ) ) {
			$next = $clean[ $froms[ $rule['to'] ] - 1 ];
			$hop  = '' === $next['to'] ? 'is gone (410)' : 'is itself redirected to ' . $next['to'];
			return agency_redirects_error(
				sprintf( 'Rule %d sends %s to %s, which %s: that would be a chain or a loop. Point it straight at the final address.', $index + 1, $rule['from'], $rule['to'], $hop )
			);
		}
	}
	return $clean;
}

/**
 * @param string $message Message.
 */
function agency_redirects_error( $message ) {
	return new WP_Error( 'agency_redirects_invalid', $message, array( 'status' => 400 ) );
}

/** The stored rules (already validated). */
function agency_redirects() {
	$rules = get_option( 'agency_redirects', array() );
	return is_array( $rules ) ? $rules : array();
}

/**
 * Stores a rule list after validating it, and tells the site.
 *
 * @param mixed $rules Rules.
 * @return array|WP_Error The stored list.
 */
function agency_redirects_save( $rules ) {
	$clean = agency_redirects_validate( $rules );
	if ( is_wp_error( $clean ) ) {
		return $clean;
	}
	update_option( 'agency_redirects', $clean, false );
	agency_revalidate( 'redirects', '', 0 );
	return $clean;
}

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/redirects',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => '__return_true',
					'callback'            => function () {
						return array( 'redirects' => agency_redirects() );
					},
				),
				array(
					'methods'             => 'POST',
					'permission_callback' => function () {
						return current_user_can( 'edit_pages' );
					},
					'callback'            => function ( WP_REST_Request $request ) {
						$saved = agency_redirects_save( $request->get_param( 'redirects' ) );
						return is_wp_error( $saved ) ? $saved : array( 'redirects' => $saved );
					},
				),
			)
		);
	}
);

add_action(
	'admin_menu',
	function () {
		add_management_page( 'Redirects', 'Redirects', 'edit_pages', 'agency-redirects', 'agency_redirects_screen' );
	}
);

/** Tools > Redirects: the rules as a table, one empty row to add one, a checkbox to remove one. */
function agency_redirects_screen() {
	if ( ! current_user_can( 'edit_pages' ) ) {
		wp_die( 'You may not change redirects.' );
	}
	$rules  = agency_redirects();
	$notice = null;
	if ( 'POST' === $_SERVER['REQUEST_METHOD'] && check_admin_referer( 'agency_redirects' ) ) {
		$posted = isset( $_POST['rules'] ) && is_array( $_POST['rules'] ) ? wp_unslash( $_POST['rules'] ) : array();
		$next   = array();
		foreach ( $posted as $row ) {
			$row = array_map( 'sanitize_text_field', (array) $row );
			if ( ! empty( $row['remove'] ) || ( '' === trim( $row['from'] ?? '' ) && '' === trim( $row['to'] ?? '' ) ) ) {
				continue;
			}
			$next[] = array(
				'from'   => $row['from'] ?? '',
				'to'     => $row['to'] ?? '',
				'status' => (int) ( $row['status'] ?? 301 ),
			);
		}
		$saved = agency_redirects_save( $next );
		if ( is_wp_error( $saved ) ) {
			$notice = array( 'error', $saved->get_error_message() );
			$rules  = $next;
		} else {
			$notice = array( 'success', 'Redirects saved. The site applies them within seconds.' );
			$rules  = $saved;
		}
	}
	$rules[] = array(
		'from'   => '',
		'to'     => '',
		'status' => 301,
	);
	echo '<div class="wrap"><h1>Redirects</h1>';
	echo '<p>Send visitors from an address that no longer exists (a removed case study or service, a renamed page) to the one that replaces it, or tell them it is gone. The site applies these before its own pages. A redirect may not lead to another redirected address.</p>';
	if ( $notice ) {
		printf( '<div class="notice notice-%s" role="alert"><p>%s</p></div>', esc_attr( $notice[0] ), esc_html( $notice[1] ) );
	}
	echo '<form method="post">';
	wp_nonce_field( 'agency_redirects' );
	// On a phone the table scrolls sideways inside the screen instead of running past its edge.
	echo '<div style="overflow-x:auto"><table class="widefat striped" style="min-width:40rem"><thead><tr><th scope="col">From (path on the site)</th><th scope="col">To (path or full address)</th><th scope="col">Status</th><th scope="col">Remove</th></tr></thead><tbody>';
	foreach ( $rules as $i => $rule ) {
		$label = '' === $rule['from'] ? 'new rule' : 'rule ' . ( $i + 1 );
		echo '<tr>';
		printf( '<td><input type="text" class="widefat" name="rules[%1$d][from]" value="%2$s" aria-label="From, %3$s" placeholder="/services/old-service" /></td>', (int) $i, esc_attr( $rule['from'] ), esc_attr( $label ) );
		printf( '<td><input type="text" class="widefat" name="rules[%1$d][to]" value="%2$s" aria-label="To, %3$s" placeholder="/services" /></td>', (int) $i, esc_attr( $rule['to'] ), esc_attr( $label ) );
		printf( '<td><select name="rules[%1$d][status]" aria-label="Status, %2$s">', (int) $i, esc_attr( $label ) );
		foreach ( agency_redirect_statuses() as $code => $name ) {
			printf( '<option value="%d"%s>%s</option>', (int) $code, selected( (int) $rule['status'], $code, false ), esc_html( $name ) );
		}
		echo '</select></td>';
		printf( '<td>%s</td>', '' === $rule['from'] ? '' : sprintf( '<input type="checkbox" name="rules[%1$d][remove]" value="1" aria-label="Remove %2$s" />', (int) $i, esc_attr( $label ) ) );
		echo '</tr>';
	}
	echo '</tbody></table></div>';
	submit_button( 'Save redirects' );
	echo '</form></div>';
}
