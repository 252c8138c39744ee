<?php
/**
 * Settings → Connect the website (administrators only): the website's public address, the
 * revalidation secret both sides share, the website's own account (role agency_site, read and
 * submit only) with an application password shown once, the environment lines to paste into the
 * website's settings, and a test that proves both directions:
 *
 *   1. WordPress → website: POST <address>/api/revalidate {type: 'ping', challenge} with the
 *      secret. The website answers 401 for a wrong secret and, for the right one, what it found
 *      when it called back:
 *   2. website → WordPress: with its own WORDPRESS_URL and credentials it reads a post and calls
 *      POST agency/v1/connect/check {challenge}, which answers whether the challenge is the one this
 *      WordPress just sent (the website reads this WordPress, not another) and whether the account
 *      may submit the forms (the check the form receivers make), storing nothing.
 *
 * Options: agency_connect_site_url, agency_connect_secret, agency_connect_account (user id),
 * agency_connect_last_test. config.php turns the first two into AGENCY_SITE_URL,
 * AGENCY_REVALIDATE_URL and AGENCY_REVALIDATE_SECRET unless wp-config.php defines them.
 */

defined( 'ABSPATH' ) || exit;

const AGENCY_CONNECT_PAGE = 'agency-connect';

/** The application password's name, as WordPress lists it under the account's profile. */
const AGENCY_CONNECT_APP_NAME = 'Agency website';

/** Seconds the challenge of one test stays valid (the website answers within the test's timeout). */
const AGENCY_CONNECT_CHALLENGE_TTL = 120;

/**
 * Checks an address typed on the screen: an https URL (http only for this machine), a host, no path,
 * query, fragment or credentials.
 *
 * @param string $value What was typed.
 * @return string|WP_Error The address without a trailing slash, or why not.
 */
function agency_connect_validate_address( $value ) {
	$value = trim( (string) $value );
	if ( '' === $value ) {
		return new WP_Error( 'empty', "Enter the website's public address, such as https://www.example.com." );
	}
	$parts = wp_parse_url( $value );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return new WP_Error( 'invalid', 'That is not a web address. Enter it in full, such as https://www.example.com.' );
	}
	$scheme = strtolower( $parts['scheme'] );
	$host   = strtolower( trim( $parts['host'], '[]' ) );
	$local  = in_array( $host, array( 'localhost', '127.0.0.1', '::1' ), true ) || str_ends_with( $host, '.localhost' );
	if ( 'https' !== $scheme && ! ( 'http' === $scheme && $local ) ) {
		return new WP_Error( 'scheme', 'The address must start with https:// (plain http:// is accepted only for a website on this machine, such as http://localhost:3000).' );
	}
	if ( isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) || ( isset( $parts['path'] ) && '/' !== $parts['path'] ) ) {
		return new WP_Error( 'path', "Enter the website's address alone, without a path: such as https://www.example.com." );
	}
	if ( ! preg_match( '/^[a-z0-9.:-]+$/', $host ) ) {
		return new WP_Error( 'host', 'That address has characters a host name cannot have.' );
	}
	return $scheme . '://' . ( str_contains( $host, ':' ) ? '[' . $host . ']' : $host ) . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' );
}

/** A new revalidation secret: 48 letters and digits, safe in an environment line without quotes. */
function agency_connect_new_secret() {
	return wp_generate_password( 48, false, false );
}

/** Whether wp-config.php (or the embedded runtime) fixes this setting, so the screen may not change it. */
function agency_connect_fixed( $constant ) {
	return in_array( $constant, AGENCY_CONNECTION_FIXED, true );
}

/** The website's account: the one this screen created, or the embedded runtime's `agency-site`. */
function agency_connect_account() {
	$user = get_user_by( 'id', (int) get_option( 'agency_connect_account', 0 ) );
	if ( ! $user ) {
		$user = get_user_by( 'login', 'agency-site' );
	}
	return $user && in_array( AGENCY_SITE_ROLE, (array) $user->roles, true ) ? $user : null;
}

/**
 * Creates the website's account (role agency_site, a random password nobody is told) when there is
 * none, and gives it a new application password, revoking the ones this screen gave it before.
 *
 * @return array{user: WP_User, password: string}|WP_Error
 */
function agency_connect_issue_account() {
	agency_ensure_roles( true );
	$user = agency_connect_account();
	if ( ! $user ) {
		$login = get_user_by( 'login', 'agency-site' ) ? 'agency-website' : 'agency-site';
		if ( get_user_by( 'login', $login ) ) {
			return new WP_Error( 'taken', "The user names agency-site and agency-website are taken by accounts that are not the website's. Rename or delete one of them, then try again." );
		}
		$id = wp_insert_user(
			array(
				'user_login'   => $login,
				'user_pass'    => wp_generate_password( 64, true, true ),
				'display_name' => 'Agency website',
				'description'  => 'The website reads content and submits its forms with this account. Created on Settings → Connect the website.',
				'role'         => AGENCY_SITE_ROLE,
			)
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$user = get_user_by( 'id', $id );
	}
	if ( ! wp_is_application_passwords_available_for_user( $user ) ) {
		return new WP_Error( 'unavailable', 'WordPress offers application passwords only when it is served over HTTPS (or another plugin turned them off). Serve WordPress over HTTPS, then try again.' );
	}
	foreach ( WP_Application_Passwords::get_user_application_passwords( $user->ID ) as $item ) {
		if ( AGENCY_CONNECT_APP_NAME === $item['name'] ) {
			WP_Application_Passwords::delete_application_password( $user->ID, $item['uuid'] );
		}
	}
	$created = WP_Application_Passwords::create_new_application_password( $user->ID, array( 'name' => AGENCY_CONNECT_APP_NAME ) );
	if ( is_wp_error( $created ) ) {
		return $created;
	}
	update_option( 'agency_connect_account', $user->ID, false );
	return array(
		'user'     => $user,
		'password' => $created[0],
	);
}

/**
 * The lines the website's settings need, in the names src/config/environment.mjs reads.
 *
 * @param WP_User|null $account  The website's account.
 * @param string       $password Its application password when just issued, else ''.
 * @return string
 */
function agency_connect_environment( $account, $password ) {
	$lines = array(
		'WORDPRESS_URL'          => untrailingslashit( home_url() ),
		'WORDPRESS_USER'         => $account ? $account->user_login : '(create the account above)',
		'WORDPRESS_APP_PASSWORD' => '' !== $password ? $password : ( $account ? '(shown once when issued: issue a new one above to see it)' : '(create the account above)' ),
		'REVALIDATE_SECRET'      => '' !== (string) AGENCY_REVALIDATE_SECRET ? (string) AGENCY_REVALIDATE_SECRET : '(save the address above first)',
		'SITE_URL'               => '' !== agency_site_url() ? agency_site_url() : '(save the address above first)',
	);
	$text = '';
	foreach ( $lines as $name => $value ) {
		$text .= $name . '=' . $value . "\n";
	}
	return $text;
}

/**
 * What one answer of the website's webhook means.
 *
 * @param array|WP_Error $response wp_remote_post's result.
 * @param string         $url      Where it was sent.
 * @return array{ok: bool, code: string, message: string}
 */
function agency_connect_judge( $response, $url ) {
	$fail = function ( $code, $message ) {
		return array(
			'ok'      => false,
			'code'    => $code,
			'message' => $message,
		);
	};
	if ( is_wp_error( $response ) ) {
		return $fail( 'unreachable', sprintf( 'WordPress could not reach the website at %1$s (%2$s). Check the address, and that the website is running and can be reached from this server.', $url, $response->get_error_message() ) );
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 401 === $status && is_array( $body ) && isset( $body['error'] ) ) {
		return $fail( 'secret', 'The website refused the revalidation secret: its REVALIDATE_SECRET is not the one shown below. Copy the REVALIDATE_SECRET line into the website\'s settings and restart the website (after a new secret is generated here, the website keeps the old one until then).' );
	}
	if ( $status >= 300 && $status < 400 ) {
		return $fail( 'address', sprintf( 'The website\'s address %1$s sends visitors on to %2$s. Enter the address it sends them to (the one visitors end up on) and save it.', $url, (string) wp_remote_retrieve_header( $response, 'location' ) ) );
	}
	if ( 429 === $status ) {
		return $fail( 'busy', 'The website is limiting connection tests. Wait a minute, then test again.' );
	}
	if ( 400 === $status && is_array( $body ) && isset( $body['error'] ) && str_contains( (string) $body['error'], 'type' ) ) {
		return $fail( 'outdated', 'The website answered but does not know the connection test. Deploy the current version of the website, then test again.' );
	}
	if ( 200 !== $status || ! is_array( $body ) || empty( $body['pong'] ) ) {
		return $fail( 'address', sprintf( 'Something answered at %1$s (HTTP %2$d), but it is not the agency website. Check the address: the website\'s public address, such as https://www.example.com, without a path.', $url, $status ) );
	}
	$wordpress = isset( $body['wordpress'] ) && is_array( $body['wordpress'] ) ? $body['wordpress'] : array();
	$state     = isset( $wordpress['state'] ) ? (string) $wordpress['state'] : '';
	$where     = isset( $wordpress['url'] ) ? (string) $wordpress['url'] : 'its WORDPRESS_URL';
	$here      = untrailingslashit( home_url() );
	switch ( $state ) {
		case 'ok':
			return array(
				'ok'      => true,
				'code'    => 'ok',
				'message' => sprintf( 'The connection works both ways: WordPress reached the website, which accepted the secret, and the website read from this WordPress and may submit its forms as %s.', isset( $wordpress['account'] ) ? (string) $wordpress['account'] : 'its account' ),
			);
		case 'unreachable':
			return $fail( 'site-to-wordpress', sprintf( 'WordPress reached the website, but the website could not reach WordPress at %1$s. Set WORDPRESS_URL=%2$s in the website\'s settings and check that the website\'s server can reach it.', $where, $here ) );
		case 'no-credentials':
			return $fail( 'credentials', 'WordPress reached the website, but the website has no WORDPRESS_USER and WORDPRESS_APP_PASSWORD. Copy those lines below into its settings and restart it.' );
		case 'refused':
			return $fail( 'credentials', 'WordPress reached the website, but this WordPress refused the website\'s WORDPRESS_USER and WORDPRESS_APP_PASSWORD. Issue a new application password above and copy both lines into the website\'s settings.' );
		case 'other':
			return $fail( 'other-wordpress', sprintf( 'WordPress reached the website, but the website reads another WordPress (%1$s), or one without this plugin. Set WORDPRESS_URL=%2$s in the website\'s settings.', $where, $here ) );
		case 'cannot-submit':
			return $fail( 'rights', 'WordPress reached the website, and the website reads this WordPress, but its account may not submit the forms. Give the account the role "Agency website (read and submit only)", or create the account on this screen.' );
		default:
			return $fail( 'answer', 'The website answered the test without saying whether it can reach WordPress. Deploy the current version of the website, then test again.' );
	}
}

/**
 * Runs the test both ways and keeps its outcome in agency_connect_last_test.
 *
 * @return array{ok: bool, code: string, message: string, at: int}
 */
function agency_connect_run_test() {
	$url = (string) AGENCY_REVALIDATE_URL;
	if ( '' === $url || '' === (string) AGENCY_REVALIDATE_SECRET ) {
		$result = array(
			'ok'      => false,
			'code'    => 'setup',
			'message' => "Save the website's address first: it gives the secret the test sends.",
		);
	} else {
		$challenge = wp_generate_password( 32, false, false );
		set_transient( 'agency_connect_challenge', $challenge, AGENCY_CONNECT_CHALLENGE_TTL );
		$response = wp_remote_post(
			$url,
			array(
				'timeout'     => 20,
				'redirection' => 0,
				'headers'     => array(
					'Content-Type'        => 'application/json',
					'x-revalidate-secret' => AGENCY_REVALIDATE_SECRET,
				),
				'body'        => wp_json_encode(
					array(
						'type'      => 'ping',
						'challenge' => $challenge,
					)
				),
			)
		);
		delete_transient( 'agency_connect_challenge' );
		$result = agency_connect_judge( $response, $url );
	}
	$result['at'] = time();
	update_option( 'agency_connect_last_test', $result, false );
	return $result;
}

// The website's call back: reads nothing, stores nothing; answers whether it reached this WordPress
// (the challenge) with an account that may submit the forms, and no more than that.
add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/connect/check',
			array(
				'methods'             => 'POST',
				'permission_callback' => 'is_user_logged_in',
				'args'                => array(
					'challenge' => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 100,
					),
				),
				'callback'            => function ( WP_REST_Request $request ) {
					$expected = (string) get_transient( 'agency_connect_challenge' );
					return array(
						'thisWordPress' => '' !== $expected && hash_equals( $expected, (string) $request['challenge'] ),
						'account'       => wp_get_current_user()->user_login,
						'canSubmit'     => current_user_can( 'agency_submit_forms' ),
					);
				},
			)
		);
	}
);

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
