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
 *
 * This file holds the address, the secret, the account and the environment lines; the test is
 * connect-test.php, the screen connect-screen.php.
 */

defined( 'ABSPATH' ) || exit;

/** The application password's name, as WordPress lists it under the account's profile. */
const AGENCY_CONNECT_APP_NAME = 'Agency website';

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
