<?php
/**
 * Settings → Inbox (administrators: manage_options): who receives notifications of new applications
 * and of new contact messages, the confirmation applicants get, and which roles may read
 * applications and messages (the capabilities of inbox-access.php). Addresses are checked before
 * anything is saved; a field with a mistake keeps its saved value and shows what was typed, with
 * the reason, for correction.
 */

defined( 'ABSPATH' ) || exit;

/** The screen's slug under Settings. */
const AGENCY_INBOX_SETTINGS_PAGE = 'agency-inbox-settings';

/** Longest confirmation subject and message, in characters. */
const AGENCY_CONFIRMATION_MAX = array(
	'subject' => 150,
	'body'    => 5000,
);

/**
 * The address of the screen.
 *
 * @return string
 */
function agency_inbox_settings_url() {
	return admin_url( 'options-general.php?page=' . AGENCY_INBOX_SETTINGS_PAGE );
}

add_action(
	'admin_menu',
	function () {
		add_options_page( 'Inbox settings', 'Inbox', 'manage_options', AGENCY_INBOX_SETTINGS_PAGE, 'agency_inbox_settings_render' );
	}
);

/**
 * What the last save reported to this user (read once).
 *
 * @param array|null $set Errors by field, the rejected input by field, and notes (null reads).
 * @return array{errors:array<string,string>,input:array<string,string>,notes:string[]}
 */
function agency_inbox_settings_report( $set = null ) {
	$key = 'agency_inbox_settings_' . get_current_user_id();
	if ( null !== $set ) {
		set_transient( $key, $set, 10 * MINUTE_IN_SECONDS );
		return $set;
	}
	$report = get_transient( $key );
	delete_transient( $key );
	return wp_parse_args(
		is_array( $report ) ? $report : array(),
		array(
			'errors' => array(),
			'input'  => array(),
			'notes'  => array(),
		)
	);
}

add_action(
	'admin_post_agency_inbox_settings',
	function () {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change the Inbox settings.' ), 403 );
		}
		check_admin_referer( 'agency_inbox_settings' );
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- each value is checked below.
		$post = wp_unslash( $_POST );
		// phpcs:enable
		$errors = array();
		$input  = array();
		$notes  = array();

		foreach ( AGENCY_NOTIFY_OPTIONS as $type => $option ) {
			$typed = isset( $post[ $option ] ) ? agency_text( $post[ $option ] ) : '';
			list( $valid, $invalid ) = agency_parse_addresses( $typed );
			if ( $invalid ) {
				$errors[ $option ] = sprintf( 'Not an e-mail address: %s. The recipients were not changed.', implode( ', ', $invalid ) );
				$input[ $option ]  = $typed;
			} else {
				update_option( $option, $valid, false );
			}
		}

		foreach ( array( 'subject', 'body' ) as $part ) {
			$option = 'agency_confirmation_' . $part;
			$typed  = isset( $post[ $option ] ) ? agency_text( $post[ $option ], 'body' === $part ) : '';
			$error  = '';
			if ( mb_strlen( $typed ) > AGENCY_CONFIRMATION_MAX[ $part ] ) {
				$error = sprintf( 'At most %d characters.', AGENCY_CONFIRMATION_MAX[ $part ] );
			} elseif ( agency_confirmation_unknown_placeholders( $typed ) ) {
				$error = sprintf( 'Unknown placeholder %s: use %s.', implode( ', ', agency_confirmation_unknown_placeholders( $typed ) ), implode( ', ', array_keys( agency_confirmation_placeholders() ) ) );
			}
			if ( '' !== $error ) {
				$errors[ $option ] = $error . ' The ' . ( 'body' === $part ? 'message' : 'subject' ) . ' was not changed.';
				$input[ $option ]  = $typed;
			} else {
				// Empty, or the default as shown: the default, so a later improvement to it applies.
				update_option( $option, trim( agency_confirmation_defaults()[ $part ] ) === $typed ? '' : $typed, false );
			}
		}

		// Only a form that showed the table changes access: unticked boxes are not sent at all.
		if ( ! empty( $post['access_shown'] ) ) {
			$granted = array();
			$access  = isset( $post['access'] ) && is_array( $post['access'] ) ? $post['access'] : array();
			foreach ( array_keys( agency_inbox_access_caps() ) as $cap ) {
				$granted[ $cap ] = array_values( array_intersect( array_keys( agency_inbox_access_roles() ), isset( $access[ $cap ] ) ? (array) $access[ $cap ] : array() ) );
			}
			agency_inbox_set_access( $granted );
			$mine = (array) wp_get_current_user()->roles;
			foreach ( agency_inbox_access_caps() as $cap => $label ) {
				if ( ! array_intersect( $mine, $granted[ $cap ] ) ) {
					$notes[] = sprintf( 'Your own role no longer reads %s. Tick it again here to undo.', strtolower( $label ) );
				}
			}
		}

		agency_inbox_settings_report(
			array(
				'errors' => $errors,
				'input'  => $input,
				'notes'  => $notes,
			)
		);
		wp_safe_redirect( add_query_arg( 'saved', $errors ? 'partly' : 'all', agency_inbox_settings_url() ) );
		exit;
	}
);

/**
 * A text field's row, with its error when the last save refused it.
 *
 * @param array  $report  The last save's report.
 * @param string $name    Option name (the field's name).
 * @param string $label   Label.
 * @param string $value   Saved value.
 * @param string $help    Help text.
 * @param bool   $textarea A multi-line field.
 * @param string $placeholder What an empty field stands for.
 */
function agency_inbox_settings_field( $report, $name, $label, $value, $help, $textarea = false, $placeholder = '' ) {
	$error = isset( $report['errors'][ $name ] ) ? $report['errors'][ $name ] : '';
	$value = isset( $report['input'][ $name ] ) ? $report['input'][ $name ] : $value;
	$id    = str_replace( '_', '-', $name );
	$attrs = 'id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" aria-describedby="' . esc_attr( $id . '-help' . ( $error ? ' ' . $id . '-error' : '' ) ) . '"' . ( $error ? ' aria-invalid="true"' : '' ) . ( '' !== $placeholder ? ' placeholder="' . esc_attr( $placeholder ) . '"' : '' );
	echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label></th><td>';
	if ( $textarea ) {
		echo '<textarea ' . $attrs . ' rows="11" class="large-text">' . esc_textarea( $value ) . '</textarea>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
	} else {
		echo '<input type="text" ' . $attrs . ' class="large-text" value="' . esc_attr( $value ) . '">'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
	}
	if ( $error ) {
		echo '<p id="' . esc_attr( $id . '-error' ) . '" class="agency-field-error"><strong>' . esc_html( $error ) . '</strong></p>';
	}
	echo '<p class="description" id="' . esc_attr( $id . '-help' ) . '">' . wp_kses( $help, array( 'code' => array() ) ) . '</p></td></tr>';
}

/** The screen. */
function agency_inbox_settings_render() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to change the Inbox settings.' ), 403 );
	}
	$report   = agency_inbox_settings_report();
	$saved    = isset( $_GET['saved'] ) ? sanitize_key( wp_unslash( $_GET['saved'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- a notice.
	$template = agency_confirmation_template();
	$default  = agency_notify_default();

	echo '<div class="wrap"><h1>Inbox settings</h1>';
	echo '<style>.agency-field-error{color:#d63638;margin:.25rem 0 0}.form-table [aria-invalid=true]{border-color:#d63638;box-shadow:0 0 0 1px #d63638}.agency-access td,.agency-access th{vertical-align:middle}.agency-access td{text-align:center}</style>';
	if ( 'all' === $saved ) {
		echo '<div class="notice notice-success is-dismissible"><p>Settings saved.</p></div>';
	} elseif ( 'partly' === $saved ) {
		echo '<div class="notice notice-error"><p>Some settings were not saved: correct the fields marked below and save again.</p></div>';
	}
	foreach ( $report['notes'] as $note ) {
		echo '<div class="notice notice-warning"><p>' . esc_html( $note ) . '</p></div>';
	}
	echo '<p>Where notifications of new applications and messages go, what applicants are told when they apply, and who may read what people send through the site.</p>';
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" novalidate>';
	wp_nonce_field( 'agency_inbox_settings' );
	echo '<input type="hidden" name="action" value="agency_inbox_settings">';

	echo '<h2 id="agency-notifications">Notifications</h2>';
	echo '<p>Each new application and each new contact message is e-mailed with its details and a link to it in the Inbox (never the résumé itself).</p>';
	echo '<table class="form-table" role="presentation">';
	$help = 'One or more e-mail addresses, separated by commas. Empty: <code>' . esc_html( $default ) . '</code> (' . ( is_email( trim( (string) AGENCY_NOTIFY_EMAIL ) ) ? 'the AGENCY_NOTIFY_EMAIL setting' : 'the administration e-mail address of Settings → General' ) . ').';
	agency_inbox_settings_field( $report, 'agency_notify_applications', 'New applications go to', implode( ', ', (array) get_option( 'agency_notify_applications', array() ) ), $help, false, $default );
	agency_inbox_settings_field( $report, 'agency_notify_messages', 'New contact messages go to', implode( ', ', (array) get_option( 'agency_notify_messages', array() ) ), $help, false, $default );
	echo '</table>';

	echo '<h2 id="agency-confirmation">Confirmation to applicants</h2>';
	echo '<p>Sent right after someone applies, when they gave an e-mail address; replies go to the addresses that receive applications. Keep it true to the careers page, which promises that a person reads every application and that applicants hear back within five working days either way.</p>';
	echo '<table class="form-table" role="presentation">';
	$placeholders = array();
	foreach ( agency_confirmation_placeholders() as $placeholder => $meaning ) {
		$placeholders[] = '<code>' . esc_html( $placeholder ) . '</code> ' . esc_html( $meaning );
	}
	agency_inbox_settings_field( $report, 'agency_confirmation_subject', 'Subject', $template['subject'], 'Empty: the default subject.' );
	agency_inbox_settings_field( $report, 'agency_confirmation_body', 'Message', $template['body'], 'Plain text. Placeholders: ' . implode( '; ', $placeholders ) . '. Empty: the default wording.', true );
	echo '</table>';

	echo '<h2 id="agency-access">Who may read personal data</h2>';
	echo '<p>Applications and contact messages hold names, addresses, phone numbers and résumés. Only the roles ticked here see them in the Inbox, export them as CSV or download résumés; every other role, editors included unless ticked, does not. The mail log quotes both, so it needs both.</p>';
	echo '<table class="widefat striped agency-access" style="max-width:52rem"><thead><tr><th scope="col">Role</th>';
	foreach ( agency_inbox_access_caps() as $label ) {
		echo '<th scope="col" style="text-align:center">' . esc_html( $label ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	$users = count_users();
	foreach ( agency_inbox_access_roles() as $name => $label ) {
		$role  = get_role( $name );
		$count = isset( $users['avail_roles'][ $name ] ) ? (int) $users['avail_roles'][ $name ] : 0;
		echo '<tr><th scope="row">' . esc_html( $label ) . ' <span class="description">(' . esc_html( sprintf( _n( '%d user', '%d users', $count ), $count ) ) . ')</span></th>';
		foreach ( agency_inbox_access_caps() as $cap => $cap_label ) {
			$checked = $role && ! empty( $role->capabilities[ $cap ] );
			echo '<td><label><input type="checkbox" name="access[' . esc_attr( $cap ) . '][]" value="' . esc_attr( $name ) . '"' . checked( $checked, true, false ) . '><span class="screen-reader-text">' . esc_html( $label . ': ' . $cap_label ) . '</span></label></td>';
		}
		echo '</tr>';
	}
	echo '</tbody></table><input type="hidden" name="access_shown" value="1">';
	submit_button();
	echo '</form></div>';
}
