<?php
/**
 * The screens where editors keep site-wide settings (Site details, Home page) and the REST routes
 * beside them. Each is a registry of fields stored as options: label, help, sanitizer (null for a
 * value it refuses), the section it sits in and where the REST answer puts it ('path').
 *
 * The values are read, checked and saved (on the screen and over REST) by settings-values.php.
 */

defined( 'ABSPATH' ) || exit;

/** How a field the last save refused is marked, besides aria-invalid (WordPress's own red). */
define( 'AGENCY_SETTINGS_INVALID_STYLE', 'border-color:#d63638;box-shadow:0 0 0 1px #d63638' );

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
