<?php
/**
 * The values of a settings screen's registry: sanitizers for text and links, reading them (as the
 * REST answer nests them), the REST update and the screen's save.
 *
 * Saved field by field: the form carries the value each field showed, and a save changes only the
 * fields this person changed. Two people saving at once both keep their changes; a field someone
 * else changed since the screen was opened is not overwritten: the person's text stays in the field,
 * with who changed it and to what, and is saved when they save again.
 */

defined( 'ABSPATH' ) || exit;

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
		$on_change = function () use ( $changed, $option ) {
			$changed( $option );
		};
		add_action( "update_option_{$option}", $on_change );
		add_action( "add_option_{$option}", $on_change );
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
