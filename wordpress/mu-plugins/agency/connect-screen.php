<?php
/**
 * The screen Settings → Connect the website (administrators only): its menu entry, its forms and
 * their handling, and its four steps (the address and secret, the account, the lines to paste and
 * the test).
 */

defined( 'ABSPATH' ) || exit;

const AGENCY_CONNECT_PAGE = 'agency-connect';

add_action(
	'admin_menu',
	function () {
		$hook = add_options_page( 'Connect the website', 'Connect the website', 'manage_options', AGENCY_CONNECT_PAGE, 'agency_connect_render' );
		add_action( 'load-' . $hook, 'agency_connect_handle_post' );
	}
);

/** The screen's address, with a notice code to show. */
function agency_connect_url( $notice = '' ) {
	$url = admin_url( 'options-general.php?page=' . AGENCY_CONNECT_PAGE );
	return '' === $notice ? $url : add_query_arg( 'agency-notice', $notice, $url );
}

/** The one-time application password of this request (issued by the form, never stored). */
function agency_connect_issued( $set = null ) {
	static $issued = null;
	if ( null !== $set ) {
		$issued = $set;
	}
	return $issued;
}

/** Handles the screen's forms: each checks the capability and its own nonce. */
function agency_connect_handle_post() {
	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) || empty( $_POST['agency_connect_action'] ) ) {
		return;
	}
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( 'Only administrators may connect the website.', 403 );
	}
	$action = sanitize_key( wp_unslash( $_POST['agency_connect_action'] ) );
	check_admin_referer( 'agency_connect_' . $action );
	switch ( $action ) {
		case 'address':
			if ( agency_connect_fixed( 'AGENCY_SITE_URL' ) || agency_connect_fixed( 'AGENCY_REVALIDATE_URL' ) ) {
				wp_safe_redirect( agency_connect_url( 'fixed' ) );
				exit;
			}
			$address = agency_connect_validate_address( wp_unslash( $_POST['agency_site_url'] ?? '' ) );
			if ( is_wp_error( $address ) ) {
				set_transient(
					'agency_connect_error_' . get_current_user_id(),
					array(
						'message' => $address->get_error_message(),
						'typed'   => sanitize_text_field( wp_unslash( $_POST['agency_site_url'] ?? '' ) ),
					),
					5 * MINUTE_IN_SECONDS
				);
				wp_safe_redirect( agency_connect_url( 'invalid' ) );
				exit;
			}
			update_option( 'agency_connect_site_url', $address, true );
			if ( '' === (string) get_option( 'agency_connect_secret', '' ) ) {
				update_option( 'agency_connect_secret', agency_connect_new_secret(), true );
			}
			wp_safe_redirect( agency_connect_url( 'saved' ) );
			exit;
		case 'secret':
			if ( agency_connect_fixed( 'AGENCY_REVALIDATE_SECRET' ) ) {
				wp_safe_redirect( agency_connect_url( 'fixed' ) );
				exit;
			}
			update_option( 'agency_connect_secret', agency_connect_new_secret(), true );
			wp_safe_redirect( agency_connect_url( 'secret' ) );
			exit;
		case 'account':
			// Shown in this answer and never again: no redirect, nothing kept.
			agency_connect_issued( agency_connect_issue_account() );
			return;
		case 'test':
			agency_connect_run_test();
			wp_safe_redirect( agency_connect_url( 'tested' ) );
			exit;
	}
}

/**
 * One of the screen's forms: a nonce for its action and a submit button.
 *
 * @param string $action  agency_connect_action.
 * @param string $label   Button text.
 * @param string $class   Button classes.
 * @param string $fields  Extra fields' HTML (already escaped).
 */
function agency_connect_form( $action, $label, $class = 'button', $fields = '' ) {
	echo '<form method="post" action="' . esc_url( agency_connect_url() ) . '">';
	wp_nonce_field( 'agency_connect_' . $action );
	echo '<input type="hidden" name="agency_connect_action" value="' . esc_attr( $action ) . '">';
	echo $fields; // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts by the caller.
	submit_button( $label, $class, 'submit-' . $action, false );
	echo '</form>';
}

/** An admin notice. */
function agency_connect_notice( $type, $message, $extra_html = '' ) {
	echo '<div class="notice notice-' . esc_attr( $type ) . '"><p>' . esc_html( $message ) . '</p>' . $extra_html . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput
}

/** What WordPress itself needs before the website can use it, as warnings. */
function agency_connect_preconditions() {
	$problems = array();
	if ( '' === (string) get_option( 'permalink_structure' ) ) {
		$problems[] = 'Permalinks are set to "Plain", so the REST API the website reads has no /wp-json/ address. Choose "Post name" on Settings → Permalinks.';
	}
	if ( ! wp_is_application_passwords_available() ) {
		$problems[] = 'Application passwords are not available: WordPress offers them only when it is served over HTTPS. The website signs in with one.';
	}
	$private = rtrim( AGENCY_PRIVATE_DIR, '/\\' );
	if ( ! wp_is_writable( is_dir( $private ) ? $private : dirname( $private ) ) ) {
		$problems[] = sprintf( 'WordPress cannot write to the résumé folder %s. Make it writable by the web server, or set AGENCY_PRIVATE_DIR in wp-config.php to a folder it can write.', $private );
	}
	return $problems;
}

/** Renders Settings → Connect the website. */
function agency_connect_render() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$issued  = agency_connect_issued();
	$account = agency_connect_account();
	$notice  = isset( $_GET['agency-notice'] ) ? sanitize_key( wp_unslash( $_GET['agency-notice'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- display only.
	$error   = 'invalid' === $notice ? get_transient( 'agency_connect_error_' . get_current_user_id() ) : false;
	if ( $error ) {
		delete_transient( 'agency_connect_error_' . get_current_user_id() );
	}
	$last     = get_option( 'agency_connect_last_test', array() );
	$address  = agency_site_url();
	$password = is_array( $issued ) ? $issued['password'] : '';
	if ( is_array( $issued ) ) {
		$account = $issued['user'];
	}

	echo '<div class="wrap agency-connect">';
	echo '<h1>Connect the website</h1>';
	echo '<p>The website reads its content from this WordPress and sends its forms here; WordPress tells the website when content changes, so its pages refresh within seconds. Four steps connect them: the website\'s address, its account, its settings, and a test.</p>';

	foreach ( agency_connect_preconditions() as $problem ) {
		agency_connect_notice( 'warning', $problem );
	}
	if ( 'saved' === $notice ) {
		agency_connect_notice( 'success', "The website's address is saved." );
	} elseif ( 'secret' === $notice ) {
		agency_connect_notice( 'warning', 'A new revalidation secret is generated. The website keeps the old one until its REVALIDATE_SECRET line is replaced and it restarts: until then WordPress cannot tell it about changes.' );
	} elseif ( 'fixed' === $notice ) {
		agency_connect_notice( 'error', 'This setting is defined in wp-config.php: change it there.' );
	} elseif ( $error ) {
		agency_connect_notice( 'error', $error['message'] );
	} elseif ( 'tested' === $notice && is_array( $last ) && isset( $last['ok'] ) ) {
		agency_connect_notice( $last['ok'] ? 'success' : 'error', ( $last['ok'] ? 'Connection test passed. ' : 'Connection test failed. ' ) . $last['message'] );
	}
	if ( is_wp_error( $issued ) ) {
		agency_connect_notice( 'error', $issued->get_error_message() );
	}

	// 1. The address.
	echo '<h2>1. The website\'s address</h2>';
	$fixed_address = agency_connect_fixed( 'AGENCY_SITE_URL' ) || agency_connect_fixed( 'AGENCY_REVALIDATE_URL' );
	$typed         = $error ? (string) $error['typed'] : $address;
	$field         = '<table class="form-table" role="presentation"><tr><th scope="row"><label for="agency-site-url">Public address</label></th><td>'
		. '<input type="url" id="agency-site-url" name="agency_site_url" class="regular-text code" value="' . esc_attr( $typed ) . '" placeholder="https://www.example.com" aria-describedby="agency-site-url-help"' . ( $fixed_address ? ' readonly' : '' ) . ( $error ? ' aria-invalid="true"' : '' ) . '>'
		. '<p class="description" id="agency-site-url-help">' . ( $fixed_address
			? 'Set in wp-config.php (AGENCY_SITE_URL or AGENCY_REVALIDATE_URL), or by the embedded runtime: change it there.'
			: 'Where visitors open the website, such as https://www.example.com: https, no path. WordPress sends its change notices to this address + /api/revalidate and links previews there.' ) . '</p>'
		. '</td></tr></table>';
	if ( $fixed_address ) {
		echo $field; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
	} else {
		agency_connect_form( 'address', 'Save address', 'primary', $field );
	}

	// 2. The secret.
	echo '<h3>Revalidation secret</h3>';
	if ( agency_connect_fixed( 'AGENCY_REVALIDATE_SECRET' ) ) {
		echo '<p>Set in wp-config.php (AGENCY_REVALIDATE_SECRET), or by the embedded runtime: change it there.</p>';
	} elseif ( '' === (string) AGENCY_REVALIDATE_SECRET ) {
		echo '<p>Generated when the address is saved.</p>';
	} else {
		echo '<p>Shared by WordPress and the website: the website accepts change notices only with it. It is in the REVALIDATE_SECRET line below. Generate a new one if it may have leaked; the website then needs the new line.</p>';
		agency_connect_form( 'secret', 'Generate a new secret' );
	}

	// 3. The account.
	echo '<h2>2. The website\'s account</h2>';
	echo '<p>The website uses its own account, role "Agency website": it reads what the website shows (including drafts for previews) and submits the forms, and it cannot edit, publish or delete anything. It signs in with an application password, which WordPress shows once.</p>';
	if ( $account ) {
		$items = array_filter(
			WP_Application_Passwords::get_user_application_passwords( $account->ID ),
			function ( $item ) {
				return AGENCY_CONNECT_APP_NAME === $item['name'];
			}
		);
		$item  = $items ? reset( $items ) : null;
		echo '<p>Account: <strong>' . esc_html( $account->user_login ) . '</strong>. ';
		if ( $item ) {
			echo esc_html(
				sprintf(
					'Application password issued %1$s; %2$s.',
					wp_date( get_option( 'date_format' ), (int) $item['created'] ),
					$item['last_used'] ? 'last used ' . wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $item['last_used'] ) : 'not used yet'
				)
			);
		} else {
			echo 'It has no application password from this screen yet.';
		}
		echo '</p>';
	}
	if ( '' !== $password ) {
		agency_connect_notice( 'success', 'The application password is below, in the WORDPRESS_APP_PASSWORD line. Copy the lines now: WordPress shows this password only once.' );
	}
	agency_connect_form( 'account', $account ? 'Issue a new application password' : 'Create the account', $account ? 'secondary' : 'primary' );
	if ( $account ) {
		echo '<p class="description">A new password replaces the one the website uses now: paste the new line into its settings at once.</p>';
	}

	// 4. The settings to paste.
	echo '<h2>3. The website\'s settings</h2>';
	echo '<p><label for="agency-connect-env">Paste these lines into the website\'s environment (its <code>.env</code> file or its host\'s settings) and restart the website.</label></p>';
	$environment = agency_connect_environment( $account, $password );
	echo '<textarea id="agency-connect-env" class="large-text code" rows="5" readonly spellcheck="false">' . esc_textarea( $environment ) . '</textarea>';
	echo '<p><button type="button" class="button" id="agency-connect-copy">Copy the lines</button> <span id="agency-connect-copied" role="status"></span></p>';

	// 5. The test.
	echo '<h2>4. Test the connection</h2>';
	echo '<p>WordPress sends the website a test notice with the secret; the website then reads from this WordPress and checks that its account may submit the forms. Nothing is changed or stored on either side.</p>';
	if ( is_array( $last ) && isset( $last['ok'], $last['at'] ) && 'tested' !== $notice ) {
		printf(
			'<p>Last test, %1$s: <strong>%2$s</strong> %3$s</p>',
			esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $last['at'] ) ),
			$last['ok'] ? 'passed.' : 'failed.',
			esc_html( $last['ok'] ? '' : $last['message'] )
		);
	}
	agency_connect_form( 'test', 'Test connection', 'primary' );
	echo '</div>';
	?>
	<script>
	( function () {
		var button = document.getElementById( 'agency-connect-copy' );
		var lines = document.getElementById( 'agency-connect-env' );
		var status = document.getElementById( 'agency-connect-copied' );
		button.addEventListener( 'click', function () {
			lines.select();
			var done = function () { status.textContent = 'Copied.'; };
			if ( navigator.clipboard && window.isSecureContext ) {
				navigator.clipboard.writeText( lines.value ).then( done, function () { status.textContent = 'Select the lines and copy them.'; } );
			} else {
				status.textContent = document.execCommand( 'copy' ) ? 'Copied.' : 'Select the lines and copy them.';
			}
		} );
	} )();
	</script>
	<?php
}
