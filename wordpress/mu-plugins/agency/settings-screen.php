<?php
/**
 * The screens where editors keep site-wide settings (Site details, Home page) and the REST routes
 * beside them. Each is a registry of fields stored as options: label, help, sanitizer (null for a
 * value it refuses), the section it sits in and where the REST answer puts it ('path').
 *
 * Saved field by field: the form carries the value each field showed, and a save changes only the
 * fields this person changed. Two people saving at once both keep their changes; a field someone
 * else changed since the screen was opened is not overwritten: the person's text stays in the field,
 * with who changed it and to what, and is saved when they save again.
 */

defined( 'ABSPATH' ) || exit;

/** How a field the last save refused is marked, besides aria-invalid (WordPress's own red). */
define( 'AGENCY_SETTINGS_INVALID_STYLE', 'border-color:#d63638;box-shadow:0 0 0 1px #d63638' );

/**
 * A sanitizer for plain text of at most `$max` characters (line breaks kept when `$multiline`).
 *
 * @param int  $max       Longest length, in characters.
 * @param bool $multiline Keep line breaks.
 * @return callable
 */
function agency_settings_text( $max, $multiline = false ) {
	return function ( $value ) use ( $max, $multiline ) {
		$text = agency_text( $value, $multiline );
		if ( ! $multiline ) {
			$text = preg_replace( '/\s+/', ' ', $text );
		}
		return mb_strlen( $text, 'UTF-8' ) <= $max ? $text : null;
	};
}

/**
 * A link the site can follow: a path on the site (/about) or a full http(s) address; '' for none,
 * null when it is neither.
 *
 * @param mixed $value Value.
 * @return string|null
 */
function agency_settings_link( $value ) {
	$value = trim( is_scalar( $value ) ? (string) $value : '' );
	if ( '' === $value ) {
		return '';
	}
	if ( '/' === $value[0] ) {
		return '//' !== substr( $value, 0, 2 ) && ! preg_match( '/[\s<>"\\\\]/', $value ) && strlen( $value ) <= 300 ? $value : null;
	}
	// Checked by its shape, not by looking the host up: WordPress's own URL check refuses a host it cannot resolve.
	return preg_match( '#^https?://[a-z0-9.-]+(:[0-9]{1,5})?([/?\#][^\s<>"\\\\]*)?$#i', $value ) && strlen( $value ) <= 300 ? $value : null;
}

/**
 * The stored value of a field as the form shows and compares it.
 *
 * @param string $option Option name.
 */
function agency_settings_value( $option ) {
	return (string) get_option( $option, '' );
}

/**
 * The fields as the REST answer nests them ('path'), each read by its 'read' callback if it has one.
 *
 * @param array $fields Registry.
 * @return array
 */
function agency_settings_tree( $fields ) {
	$tree = array();
	foreach ( $fields as $option => $field ) {
		$value = agency_settings_value( $option );
		$node  = &$tree;
		foreach ( $field['path'] as $key ) {
			if ( ! isset( $node[ $key ] ) ) {
				$node[ $key ] = array();
			}
			$node = &$node[ $key ];
		}
		$node = isset( $field['read'] ) ? call_user_func( $field['read'], $value ) : $value;
		unset( $node );
	}
	return $tree;
}

/**
 * REST update of a registry: every value given (at its 'path' in the JSON body) is checked before
 * any is stored, so a refusal changes nothing. A list where text belongs is refused like other
 * wrong values.
 *
 * @param array           $fields  Registry.
 * @param WP_REST_Request $request Request.
 * @param callable|null   $check   Checks the values together: WP_Error (data 'option') or null.
 * @return true|WP_Error
 */
function agency_settings_rest_update( $fields, WP_REST_Request $request, $check = null ) {
	$changes = array();
	foreach ( $fields as $option => $field ) {
		$value = $request->get_param( $field['path'][0] );
		foreach ( array_slice( $field['path'], 1 ) as $key ) {
			$value = is_array( $value ) && array_key_exists( $key, $value ) ? $value[ $key ] : null;
		}
		if ( null === $value ) {
			continue;
		}
		if ( 'days' === ( $field['type'] ?? '' ) ) {
			$value = (array) $value;
		} elseif ( is_array( $value ) ) {
			$value = '?';
		}
		$clean = call_user_func( $field['sanitize'], $value );
		if ( null === $clean ) {
			return new WP_Error( 'agency_invalid_setting', $field['error'], array( 'status' => 400, 'field' => end( $field['path'] ) ) );
		}
		$changes[ $option ] = $clean;
	}
	if ( $check ) {
		$values = array();
		foreach ( array_keys( $fields ) as $option ) {
			$values[ $option ] = array_key_exists( $option, $changes ) ? $changes[ $option ] : agency_settings_value( $option );
		}
		$refused = call_user_func( $check, $values );
		if ( is_wp_error( $refused ) ) {
			$option = $refused->get_error_data()['option'] ?? '';
			$field  = isset( $fields[ $option ] ) ? end( $fields[ $option ]['path'] ) : '';
			return new WP_Error( 'agency_invalid_setting', $refused->get_error_message(), array( 'status' => 400, 'field' => $field ) );
		}
	}
	foreach ( $changes as $option => $clean ) {
		update_option( $option, $clean );
	}
	return true;
}

/**
 * Saves what a person changed on a settings screen, field by field.
 *
 * A field counts as changed when its cleaned value differs from the value it showed. A changed
 * field whose stored value is no longer the one shown (someone saved it meanwhile) is a conflict,
 * unless both made the same change: it is not saved. A value the sanitizer refuses is not saved
 * either; the other changes are.
 *
 * @param array         $fields Registry.
 * @param array         $posted The form's values (unslashed), by option name.
 * @param array         $shown  The value each field showed, by option name.
 * @param callable|null $check  Checks the values together (see agency_settings_rest_update).
 * @return array { saved: option[], errors: option => message, conflicts: option => typed value }
 */
function agency_settings_save( $fields, $posted, $shown, $check = null ) {
	$result  = array(
		'saved'     => array(),
		'errors'    => array(),
		'conflicts' => array(),
	);
	$changes = array();
	foreach ( $fields as $option => $field ) {
		if ( ! isset( $shown[ $option ] ) || ! is_string( $shown[ $option ] ) ) {
			continue; // Not on the form that was sent.
		}
		$days = 'days' === ( $field['type'] ?? '' );
		$raw  = $posted[ $option ] ?? ( $days ? array() : '' );
		$raw  = $days ? (array) $raw : ( is_array( $raw ) ? '?' : $raw );
		if ( ( $days ? implode( ',', $raw ) : $raw ) === $shown[ $option ] ) {
			continue; // Left as it was, even if the rules changed since it was stored.
		}
		$clean = call_user_func( $field['sanitize'], $raw );
		if ( null === $clean ) {
			$result['errors'][ $option ] = $field['error'];
			continue;
		}
		if ( $clean === $shown[ $option ] ) {
			continue;
		}
		$current = agency_settings_value( $option );
		if ( $current !== $shown[ $option ] && $current !== $clean ) {
			$result['conflicts'][ $option ] = $clean;
			continue;
		}
		$changes[ $option ] = $clean;
	}
	if ( $check && $changes ) {
		$values = array();
		foreach ( array_keys( $fields ) as $option ) {
			$values[ $option ] = array_key_exists( $option, $changes ) ? $changes[ $option ] : agency_settings_value( $option );
		}
		$refused = call_user_func( $check, $values );
		if ( is_wp_error( $refused ) ) {
			$option = $refused->get_error_data()['option'] ?? '';
			$result['errors'][ $option ] = $refused->get_error_message();
			// The values refused together are all kept as they were.
			foreach ( (array) ( $refused->get_error_data()['options'] ?? array( $option ) ) as $together ) {
				unset( $changes[ $together ] );
			}
		}
	}
	foreach ( $changes as $option => $clean ) {
		update_option( $option, $clean );
		$result['saved'][] = $option;
	}
	return $result;
}

/**
 * Keeps who last changed each field and when, for the message a conflicting save gets, and tells
 * the site (revalidation `$type`) when one changes.
 *
 * @param array  $fields Registry.
 * @param string $type   Revalidation type.
 */
function agency_settings_watch( $fields, $type ) {
	$changed = function ( $option ) use ( $type ) {
		$changes            = get_option( 'agency_settings_changes', array() );
		$changes            = is_array( $changes ) ? $changes : array();
		$changes[ $option ] = array(
			'user' => get_current_user_id(),
			'at'   => time(),
		);
		update_option( 'agency_settings_changes', $changes, false );
		agency_revalidate( $type, '', 0 );
	};
	foreach ( array_keys( $fields ) as $option ) {
		add_action( "update_option_{$option}", function () use ( $changed, $option ) {
			$changed( $option );
		} );
		add_action( "add_option_{$option}", function () use ( $changed, $option ) {
			$changed( $option );
		} );
	}
}

/**
 * "Maria (Administrator) at 14:02" for the last change of a field, "someone" when it is unknown.
 *
 * @param string $option Option name.
 */
function agency_settings_changed_by( $option ) {
	$changes = get_option( 'agency_settings_changes', array() );
	$change  = is_array( $changes ) && isset( $changes[ $option ] ) ? $changes[ $option ] : null;
	if ( ! $change ) {
		return 'someone else';
	}
	$user = get_userdata( (int) $change['user'] );
	$who  = $user ? $user->display_name : 'someone else';
	return sprintf( '%s at %s', $who, wp_date( get_option( 'time_format', 'H:i' ), (int) $change['at'] ) );
}

/**
 * Registers a settings screen: its menu entry, the save (handled before the screen is drawn, so the
 * site is told at once and the screen shows whether it heard) and the drawing.
 *
 * @param array $screen {
 *     slug, title, menu_title, parent (a parent screen's slug, or ''), icon, position, intro, button,
 *     fields (callable: the registry), sections (key => {title, description?, columns?}), check?
 * }
 */
function agency_settings_screen( $screen ) {
	add_action(
		'admin_menu',
		function () use ( $screen ) {
			$draw = function () use ( $screen ) {
				agency_settings_draw( $screen );
			};
			$hook = '' === $screen['parent']
				? add_menu_page( $screen['title'], $screen['menu_title'], 'edit_pages', $screen['slug'], $draw, $screen['icon'], $screen['position'] )
				: add_submenu_page( $screen['parent'], $screen['title'], $screen['menu_title'], 'edit_pages', $screen['slug'], $draw );
			add_action(
				"load-{$hook}",
				function () use ( $screen ) {
					if ( 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['agency_shown'] ) ) {
						return;
					}
					check_admin_referer( 'agency_settings_' . $screen['slug'] );
					if ( ! current_user_can( 'edit_pages' ) ) {
						wp_die( 'You may not change these settings.', 403 );
					}
					$posted = wp_unslash( $_POST );
					$shown  = is_array( $posted['agency_shown'] ) ? $posted['agency_shown'] : array();
					$result = agency_settings_save( call_user_func( $screen['fields'] ), $posted, $shown, $screen['check'] ?? null );
					// Told now rather than when the request ends, so this screen can say whether the site heard.
					agency_revalidate_send();
					$GLOBALS['agency_settings_result'] = $result + array( 'posted' => $posted );
				}
			);
		}
	);
}

/**
 * Draws a settings screen: notices of the last save, the site's status, then the form.
 *
 * @param array $screen See agency_settings_screen.
 */
function agency_settings_draw( $screen ) {
	$fields = call_user_func( $screen['fields'] );
	$result = $GLOBALS['agency_settings_result'] ?? null;
	echo '<div class="wrap agency-settings"><h1>' . esc_html( $screen['title'] ) . '</h1>';
	echo '<p>' . esc_html( $screen['intro'] ) . '</p>';
	if ( $result ) {
		agency_settings_notices( $fields, $result );
	}
	agency_site_status_box();
	printf( '<form method="post" action="%s" novalidate>', esc_url( admin_url( 'admin.php?page=' . $screen['slug'] ) ) );
	wp_nonce_field( 'agency_settings_' . $screen['slug'] );
	foreach ( $screen['sections'] as $key => $section ) {
		$in = array_filter(
			$fields,
			function ( $field ) use ( $key ) {
				return $key === $field['section'];
			}
		);
		echo '<h2>' . esc_html( $section['title'] ) . '</h2>';
		if ( ! empty( $section['description'] ) ) {
			echo '<p>' . esc_html( $section['description'] ) . '</p>';
		}
		if ( ! empty( $section['columns'] ) ) {
			agency_settings_table( $section, $in, $result );
		} else {
			echo '<table class="form-table" role="presentation"><tbody>';
			foreach ( $in as $option => $field ) {
				$invalid = $result && ( isset( $result['errors'][ $option ] ) || isset( $result['conflicts'][ $option ] ) );
				printf( '<tr%s><th scope="row">', $invalid ? ' class="form-invalid"' : '' );
				if ( 'days' === ( $field['type'] ?? '' ) ) {
					echo esc_html( $field['label'] );
				} else {
					printf( '<label for="%s">%s</label>', esc_attr( $option ), esc_html( $field['label'] ) );
				}
				echo '</th><td>';
				agency_settings_input( $option, $field, $result );
				if ( ! empty( $field['help'] ) ) {
					printf( '<p class="description" id="%s-help">%s</p>', esc_attr( $option ), esc_html( $field['help'] ) );
				}
				echo '</td></tr>';
			}
			echo '</tbody></table>';
		}
	}
	submit_button( $screen['button'] );
	echo '</form></div>';
}

/**
 * A section drawn as a table: one row per item (a slide, a card), one column per field; each input
 * is named by its full label ("Slide 1: title").
 *
 * @param array      $section Section: columns (key => heading), rows (key => heading), help.
 * @param array      $fields  The section's fields, each with 'row' and 'column'.
 * @param array|null $result  The last save's result.
 */
function agency_settings_table( $section, $fields, $result ) {
	echo '<div style="overflow-x:auto"><table class="widefat striped agency-settings-table" style="min-width:48rem;max-width:72rem"><thead><tr><th scope="col" style="width:7rem"><span class="screen-reader-text">Item</span></th>';
	foreach ( $section['columns'] as $heading ) {
		printf( '<th scope="col">%s</th>', esc_html( $heading ) );
	}
	echo '</tr></thead><tbody>';
	foreach ( $section['rows'] as $row => $heading ) {
		echo '<tr>';
		printf( '<th scope="row">%s</th>', esc_html( $heading ) );
		foreach ( array_keys( $section['columns'] ) as $column ) {
			$cell    = null;
			$option  = '';
			foreach ( $fields as $name => $field ) {
				if ( $row === $field['row'] && $column === $field['column'] ) {
					$cell   = $field;
					$option = $name;
				}
			}
			$invalid = $cell && $result && ( isset( $result['errors'][ $option ] ) || isset( $result['conflicts'][ $option ] ) );
			printf( '<td%s>', $invalid ? ' class="form-invalid"' : '' );
			if ( $cell ) {
				agency_settings_input( $option, $cell, $result );
			}
			echo '</td>';
		}
		echo '</tr>';
	}
	echo '</tbody></table></div>';
	if ( ! empty( $section['help'] ) ) {
		echo '<p class="description">' . esc_html( $section['help'] ) . '</p>';
	}
}

/**
 * One field's input with the hidden copy of the value it shows. After a save, a field in conflict
 * shows what the person typed (and, as shown, the value now stored, so saving again replaces it);
 * every other field shows what is stored.
 *
 * @param string     $option Option name.
 * @param array      $field  Field.
 * @param array|null $result The last save's result.
 */
function agency_settings_input( $option, $field, $result ) {
	$stored  = agency_settings_value( $option );
	$value   = $result && isset( $result['conflicts'][ $option ] ) ? $result['conflicts'][ $option ] : $stored;
	$type    = $field['type'] ?? 'text';
	$invalid = $result && ( isset( $result['errors'][ $option ] ) || isset( $result['conflicts'][ $option ] ) );
	$named   = isset( $field['row'] ) ? sprintf( ' aria-label="%s"', esc_attr( $field['label'] ) ) : '';
	$help    = isset( $field['row'] ) || empty( $field['help'] ) ? '' : sprintf( ' aria-describedby="%s-help"', esc_attr( $option ) );
	$attrs   = sprintf( 'name="%1$s" id="%1$s"%2$s%3$s%4$s', esc_attr( $option ), $named, $help, $invalid ? ' aria-invalid="true" style="' . AGENCY_SETTINGS_INVALID_STYLE . '"' : '' );
	printf( '<input type="hidden" name="agency_shown[%s]" value="%s" />', esc_attr( $option ), esc_attr( $stored ) );
	if ( 'days' === $type ) {
		call_user_func( $field['render'], $value );
	} elseif ( 'textarea' === $type ) {
		printf( '<textarea %s rows="%d" class="large-text">%s</textarea>', $attrs, isset( $field['row'] ) ? 3 : 2, esc_textarea( $value ) );
	} elseif ( 'select' === $type ) {
		printf( '<select %s>', $attrs );
		foreach ( $field['options'] as $choice => $label ) {
			printf( '<option value="%s"%s>%s</option>', esc_attr( $choice ), selected( $value, (string) $choice, false ), esc_html( $label ) );
		}
		echo '</select>';
	} else {
		printf(
			'<input type="text" %s value="%s" class="%s"%s%s />',
			$attrs,
			esc_attr( $value ),
			isset( $field['row'] ) ? 'widefat' : ( $field['width'] ?? 'regular-text' ),
			isset( $field['placeholder'] ) ? ' placeholder="' . esc_attr( $field['placeholder'] ) . '"' : '',
			// A wide field (an address) still ends where a line of text comfortably would.
			false !== strpos( $field['width'] ?? '', 'large-text' ) ? ' style="max-width:36em"' : ''
		);
	}
}

/**
 * What the last save did: saved, refused (with the rule), or not saved because someone else changed
 * the field meanwhile (who, when, and what it is now).
 *
 * @param array $fields Registry.
 * @param array $result The save's result.
 */
function agency_settings_notices( $fields, $result ) {
	$label    = function ( $option ) use ( $fields ) {
		return isset( $fields[ $option ] ) ? $fields[ $option ]['label'] : 'A value';
	};
	$problems = array();
	foreach ( $result['conflicts'] as $option => $typed ) {
		$now        = agency_settings_value( $option );
		$problems[] = sprintf(
			'%1$s: %2$s changed it after you opened this screen; it is now “%3$s”. What you typed is kept in the field and was not saved: save again to replace their value, or reload the screen to keep theirs.',
			$label( $option ),
			agency_settings_changed_by( $option ),
			'' === $now ? '(empty)' : $now
		);
	}
	foreach ( $result['errors'] as $option => $message ) {
		$typed      = $result['posted'][ $option ] ?? '';
		$problems[] = sprintf(
			'%1$s: %2$s%3$s',
			$label( $option ),
			$message,
			is_string( $typed ) && '' !== trim( $typed ) && isset( $fields[ $option ] ) && $message === $fields[ $option ]['error'] ? sprintf( ' “%s” was not saved.', $typed ) : ''
		);
	}
	if ( $result['saved'] ) {
		printf(
			'<div class="notice notice-success" role="status"><p>%s</p></div>',
			esc_html( $problems ? 'Saved: ' . implode( ', ', array_map( $label, $result['saved'] ) ) . '.' : 'Your changes were saved.' )
		);
	} elseif ( ! $problems ) {
		echo '<div class="notice notice-info" role="status"><p>Nothing was changed, so nothing was saved.</p></div>';
	}
	if ( $problems ) {
		echo '<div class="notice notice-error" role="alert"><p><strong>' . esc_html( $result['saved'] ? 'Some changes were not saved:' : 'Your changes were not saved:' ) . '</strong></p><ul style="list-style:disc;padding-left:1.5em">';
		foreach ( $problems as $problem ) {
			echo '<li>' . esc_html( $problem ) . '</li>';
		}
		echo '</ul></div>';
	}
}
