<?php
/**
 * Redirects editors own (Tools > Redirects): from a path on the site to another path or address,
 * 301 (moved for good), 302 (for now) or 410 (gone, no target). The site applies them before its
 * own routes. A rule set with a loop or a chain (a target that is itself redirected) is refused on
 * save, so a visitor is never sent round or through two hops. Kept as the option agency_redirects;
 * read by the site from the public GET agency/v1/redirects, written by editors in the screen or with
 * POST agency/v1/redirects (the whole list). Saving tells the site to refresh (type 'redirects').
 *
 * The screen saves row by row: each row carries the rule it showed, and a save applies only the rows
 * this person added, changed or removed to the rules as they are now, so two people saving at once
 * both keep their changes. A row someone else changed or removed in between is not overwritten: the
 * save is refused with who did it, and what the person typed stays on the screen to save again.
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
	update_option(
		'agency_redirects_saved',
		array(
			'user' => get_current_user_id(),
			'at'   => time(),
		),
		false
	);
	agency_revalidate( 'redirects', '', 0 );
	return $clean;
}

/**
 * A rule as the screen compares it: from, to and status as strings ('' to for a 410).
 *
 * @param array $rule Rule.
 */
function agency_redirects_key( $rule ) {
	$status = (string) (int) ( $rule['status'] ?? 301 );
	return array(
		'from'   => trim( (string) ( $rule['from'] ?? '' ) ),
		'to'     => '410' === $status ? '' : trim( (string) ( $rule['to'] ?? '' ) ),
		'status' => $status,
	);
}

/** "Maria at 14:02" for the last save of the redirects. */
function agency_redirects_saved_by() {
	$saved = get_option( 'agency_redirects_saved', array() );
	$user  = is_array( $saved ) && ! empty( $saved['user'] ) ? get_userdata( (int) $saved['user'] ) : null;
	return ( $user ? $user->display_name : 'someone else' ) . ( ! empty( $saved['at'] ) ? ' at ' . wp_date( get_option( 'time_format', 'H:i' ), (int) $saved['at'] ) : '' );
}

/**
 * Applies the rows a person sent to the rules as they are now.
 *
 * Each row: from, to, status, remove, and `was` (the rule it showed, null for a new row). A row left
 * as shown changes nothing; one whose rule was changed or removed by someone else meanwhile, or a new
 * row whose address someone else redirected meanwhile, is a conflict unless both made the same change.
 *
 * @param array $current The stored rules.
 * @param array $rows    The rows sent.
 * @return array { rules: the merged list, conflicts: messages, rows: the rows to show again }
 */
function agency_redirects_merge( $current, $rows ) {
	$merged = array();
	foreach ( $current as $rule ) {
		$merged[ $rule['from'] ] = agency_redirects_key( $rule );
	}
	$now       = $merged;
	$conflicts = array();
	$redraw    = array();
	$seen      = array();
	$describe  = function ( $rule ) {
		return null === $rule ? 'has been removed' : ( '' === $rule['to'] ? 'now answers 410 Gone' : 'now sends visitors to ' . $rule['to'] . ' (' . $rule['status'] . ')' );
	};
	foreach ( $rows as $row ) {
		$was  = $row['was'];
		$mine = $row['remove'] ? null : agency_redirects_key( $row );
		if ( $mine && '' === $mine['from'] && '' === $mine['to'] ) {
			$mine = null;
		}
		if ( null !== $was ) {
			$seen[ $was['from'] ] = true;
		}
		if ( null !== $was && $mine === $was ) {
			// Left as it was: the rule as it is now stands, whoever changed or removed it.
			if ( isset( $now[ $was['from'] ] ) ) {
				$redraw[] = array( 'rule' => $now[ $was['from'] ], 'was' => $now[ $was['from'] ] );
			}
			continue;
		}
		if ( null === $was && null === $mine ) {
			continue; // The empty row.
		}
		$theirs = $now[ null === $was ? $mine['from'] : $was['from'] ] ?? null;
		if ( null === $was && $theirs ) {
			$seen[ $mine['from'] ] = true;
		}
		$untouched = null === $was ? null === $theirs : $theirs === $was;
		if ( $untouched || $theirs === $mine ) {
			if ( null !== $was ) {
				unset( $merged[ $was['from'] ] );
			}
			if ( $mine ) {
				$merged[ $mine['from'] ] = $mine;
			}
			// Shown again only when nothing is saved: still compared with what the row showed.
			$redraw[] = array( 'rule' => $mine ? $mine : $was + array( 'remove' => true ), 'was' => $was );
			continue;
		}
		$conflicts[] = null === $was
			? sprintf( 'You added a redirect from %1$s, but %2$s added one from the same address after you opened this screen: it %3$s.', $mine['from'], agency_redirects_saved_by(), $describe( $theirs ) )
			: sprintf( 'The redirect from %1$s was changed by %2$s after you opened this screen: it %3$s.', $was['from'], agency_redirects_saved_by(), $describe( $theirs ) );
		// Shown as the person left it, and compared from now on with the rule as it is now.
		$redraw[] = array(
			'rule'     => $mine ? $mine : $theirs + array( 'remove' => true ),
			'was'      => $theirs,
			'conflict' => true,
		);
	}
	// Rules someone else added meanwhile are shown too.
	foreach ( $now as $from => $rule ) {
		if ( ! isset( $seen[ $from ] ) ) {
			$redraw[] = array( 'rule' => $rule, 'was' => $rule );
		}
	}
	return array(
		'rules'     => array_values( $merged ),
		'conflicts' => $conflicts,
		'rows'      => $redraw,
	);
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
		$hook = add_management_page( 'Redirects', 'Redirects', 'edit_pages', 'agency-redirects', 'agency_redirects_screen' );
		add_action( "load-{$hook}", 'agency_redirects_handle' );
	}
);

/** Saves the screen's rows (before the screen is drawn, so the site is told at once). */
function agency_redirects_handle() {
	if ( 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['rules'] ) ) {
		return;
	}
	check_admin_referer( 'agency_redirects' );
	if ( ! current_user_can( 'edit_pages' ) ) {
		wp_die( 'You may not change redirects.', 403 );
	}
	$rows = array();
	foreach ( (array) wp_unslash( $_POST['rules'] ) as $row ) {
		$row    = (array) $row;
		$was    = isset( $row['was'] ) ? json_decode( (string) $row['was'], true ) : null;
		$rows[] = array(
			'from'   => sanitize_text_field( $row['from'] ?? '' ),
			'to'     => sanitize_text_field( $row['to'] ?? '' ),
			'status' => (int) ( $row['status'] ?? 301 ),
			'remove' => ! empty( $row['remove'] ),
			'was'    => is_array( $was ) ? agency_redirects_key( $was ) : null,
		);
	}
	$merge = agency_redirects_merge( agency_redirects(), $rows );
	if ( $merge['conflicts'] ) {
		$GLOBALS['agency_redirects_result'] = array(
			'notice' => array( 'error', 'Your changes were not saved, because someone else saved the redirects meanwhile:', $merge['conflicts'], 'What you typed is kept below. Check it against their change and save again.' ),
			'rows'   => $merge['rows'],
		);
		return;
	}
	$saved = agency_redirects_save( $merge['rules'] );
	agency_revalidate_send();
	$GLOBALS['agency_redirects_result'] = is_wp_error( $saved )
		? array(
			'notice' => array( 'error', $saved->get_error_message(), array(), '' ),
			'rows'   => $merge['rows'],
		)
		: array( 'notice' => array( 'success', 'Redirects saved.', array(), '' ) );
}

/** Tools > Redirects: the rules as a table, one empty row to add one, a checkbox to remove one. */
function agency_redirects_screen() {
	if ( ! current_user_can( 'edit_pages' ) ) {
		wp_die( 'You may not change redirects.' );
	}
	$result = $GLOBALS['agency_redirects_result'] ?? null;
	$rows   = isset( $result['rows'] ) ? $result['rows'] : array_map(
		function ( $rule ) {
			$rule = agency_redirects_key( $rule );
			return array( 'rule' => $rule, 'was' => $rule );
		},
		agency_redirects()
	);
	$rows[] = array(
		'rule' => array(
			'from'   => '',
			'to'     => '',
			'status' => '301',
		),
		'was'  => null,
	);
	echo '<div class="wrap"><h1>Redirects</h1>';
	echo '<p>Send visitors from an address that no longer exists (a removed case study or service, a renamed page) to the one that replaces it, or tell them it is gone. The site applies these before its own pages. A redirect may not lead to another redirected address. Only the rows you change are saved, so others can work here at the same time.</p>';
	if ( $result ) {
		list( $kind, $message, $items, $after ) = $result['notice'];
		printf( '<div class="notice notice-%s" role="alert"><p>%s</p>', esc_attr( $kind ), $items ? '<strong>' . esc_html( $message ) . '</strong>' : esc_html( $message ) );
		if ( $items ) {
			echo '<ul style="list-style:disc;padding-left:1.5em">';
			foreach ( $items as $item ) {
				echo '<li>' . esc_html( $item ) . '</li>';
			}
			echo '</ul><p>' . esc_html( $after ) . '</p>';
		}
		echo '</div>';
	}
	agency_site_status_box();
	echo '<form method="post">';
	wp_nonce_field( 'agency_redirects' );
	// On a phone the table scrolls sideways inside the screen instead of running past its edge.
	echo '<div style="overflow-x:auto"><table class="widefat striped" style="min-width:40rem"><thead><tr><th scope="col">From (path on the site)</th><th scope="col">To (path or full address)</th><th scope="col">Status</th><th scope="col">Remove</th></tr></thead><tbody>';
	foreach ( $rows as $i => $row ) {
		$rule   = $row['rule'];
		$label  = null === $row['was'] && '' === $rule['from'] ? 'new rule' : 'rule ' . ( $i + 1 );
		$marked = empty( $row['conflict'] ) ? '' : ' aria-invalid="true" style="' . AGENCY_SETTINGS_INVALID_STYLE . '"';
		echo '<tr>';
		printf( '<td><input type="text" class="widefat" name="rules[%1$d][from]" value="%2$s" aria-label="From, %3$s" placeholder="/services/old-service"%4$s />', (int) $i, esc_attr( $rule['from'] ), esc_attr( $label ), $marked );
		printf( '<input type="hidden" name="rules[%1$d][was]" value="%2$s" /></td>', (int) $i, esc_attr( null === $row['was'] ? '' : wp_json_encode( $row['was'] ) ) );
		printf( '<td><input type="text" class="widefat" name="rules[%1$d][to]" value="%2$s" aria-label="To, %3$s" placeholder="/services"%4$s /></td>', (int) $i, esc_attr( $rule['to'] ), esc_attr( $label ), $marked );
		printf( '<td><select name="rules[%1$d][status]" aria-label="Status, %2$s">', (int) $i, esc_attr( $label ) );
		foreach ( agency_redirect_statuses() as $code => $name ) {
			printf( '<option value="%d"%s>%s</option>', (int) $code, selected( (int) $rule['status'], $code, false ), esc_html( $name ) );
		}
		echo '</select></td>';
		printf(
			'<td>%s</td>',
			'new rule' === $label ? '' : sprintf( '<input type="checkbox" name="rules[%1$d][remove]" value="1" aria-label="Remove %2$s"%3$s />', (int) $i, esc_attr( $label ), checked( ! empty( $rule['remove'] ), true, false ) )
		);
		echo '</tr>';
	}
	echo '</tbody></table></div>';
	submit_button( 'Save redirects' );
	echo '</form></div>';
}
