<?php
/**
 * Password guessing at wp-login.php is slowed without letting a stranger lock anyone out
 * (docs/decisions.md, "Sign-in throttling"):
 * - per client address (client-address.php, the real visitor behind a trusted proxy): the first
 *   few failures are free, then each further failure doubles the wait before the next attempt is
 *   checked, up to a cap;
 * - per account, from browsers WordPress does not know for that account: after more failures
 *   (from any address) the same growing waits apply to those browsers only;
 * - a browser that signed in to the account before holds a "known device" cookie for it (an HMAC
 *   over the user id and a per-user secret, keyed with wp_salt) and passes both: the owner's own
 *   browser always gets its password checked. A password reset from the e-mailed link rotates the
 *   secret (every earlier device is forgotten) and makes the resetting browser known;
 * - application passwords (the website's and the staff's tools' REST sign-in) are never refused
 *   because of failures: they are long random secrets, so guessing them is hopeless, and a right
 *   one must always work, whatever strangers typed from the same address;
 * - the error never says whether the account exists: an unknown name and a wrong password read,
 *   and are counted, the same.
 */

defined( 'ABSPATH' ) || exit;

/** Failures from one address that are checked without a wait. */
define( 'AGENCY_LOGIN_FREE_PER_ADDRESS', 5 );
/** Failures for one account from unknown browsers (any address) that are checked without a wait. */
define( 'AGENCY_LOGIN_FREE_PER_ACCOUNT', 10 );
/** Failures from one known browser before its cookie stops counting (a stolen cookie alone is no key). */
define( 'AGENCY_LOGIN_FREE_PER_DEVICE', 10 );
/** The wait after the first failure past the free ones; each further failure doubles it. */
define( 'AGENCY_LOGIN_FIRST_WAIT', 30 );
define( 'AGENCY_LOGIN_MAX_WAIT', 15 * MINUTE_IN_SECONDS );
/** A counter is forgotten this long after its last failure. */
define( 'AGENCY_LOGIN_MEMORY', DAY_IN_SECONDS );
/** How long a browser stays known after its last sign-in. */
define( 'AGENCY_KNOWN_DEVICE_LIFETIME', 180 * DAY_IN_SECONDS );

/**
 * The transient key of one failure counter.
 *
 * @param string $kind  address, account or device.
 * @param string $value What is counted.
 * @return string
 */
function agency_login_counter_key( $kind, $value ) {
	return 'agency_login_' . $kind[0] . '_' . md5( $value );
}

/**
 * The account a sign-in names, as WordPress finds it (user name or e-mail).
 *
 * @param string $username As typed.
 * @return WP_User|false
 */
function agency_login_user( $username ) {
	$username = trim( (string) $username );
	$user     = get_user_by( 'login', $username );
	if ( ! $user && is_email( $username ) ) {
		$user = get_user_by( 'email', $username );
	}
	return $user;
}

/**
 * Seconds until the counter `$key` allows another attempt, or 0.
 *
 * @param string $key  Transient key.
 * @param int    $free Failures without a wait.
 * @return int
 */
function agency_login_counter_wait( $key, $free ) {
	$state = get_transient( $key );
	if ( ! is_array( $state ) || (int) $state['count'] < $free ) {
		return 0;
	}
	$wait = min( AGENCY_LOGIN_MAX_WAIT, AGENCY_LOGIN_FIRST_WAIT * ( 2 ** min( 16, (int) $state['count'] - $free ) ) );
	return max( 0, (int) $state['last'] + $wait - time() );
}

/**
 * Counts one failure.
 *
 * @param string $key Transient key.
 */
function agency_login_counter_add( $key ) {
	$state = get_transient( $key );
	$count = is_array( $state ) ? (int) $state['count'] : 0;
	set_transient(
		$key,
		array(
			'count' => $count + 1,
			'last'  => time(),
		),
		AGENCY_LOGIN_MEMORY
	);
}

/**
 * The per-user secret known-device cookies are signed with; made on first use.
 *
 * @param int  $user_id User ID.
 * @param bool $create  Make one when there is none.
 * @return string '' when there is none.
 */
function agency_device_secret( $user_id, $create = false ) {
	$secret = (string) get_user_meta( $user_id, 'agency_device_secret', true );
	if ( '' === $secret && $create ) {
		$secret = wp_generate_password( 43, false, false );
		update_user_meta( $user_id, 'agency_device_secret', $secret );
	}
	return $secret;
}

/**
 * The known-device cookie's name for an account. Its path is wp-login.php alone, so it travels with
 * sign-ins and nothing else (no other answer varies by it).
 *
 * @param int $user_id User ID.
 * @return string
 */
function agency_device_cookie_name( $user_id ) {
	return 'agency_device_' . (int) $user_id;
}

/**
 * The signature of a known-device cookie issued at `$issued`.
 *
 * @param int    $user_id User ID.
 * @param int    $issued  Unix time.
 * @param string $secret  The user's device secret.
 * @return string
 */
function agency_device_signature( $user_id, $issued, $secret ) {
	return hash_hmac( 'sha256', (int) $user_id . '|' . (int) $issued, wp_salt( 'auth' ) . $secret );
}

/**
 * The known-device cookie this request carries for `$user`, when it is valid and its browser has
 * not failed too often since; else ''.
 *
 * @param WP_User|false $user Account.
 * @return string The cookie's value.
 */
function agency_known_device( $user ) {
	if ( ! $user ) {
		return '';
	}
	$name = agency_device_cookie_name( $user->ID );
	if ( empty( $_COOKIE[ $name ] ) || ! is_string( $_COOKIE[ $name ] ) ) {
		return '';
	}
	$value  = (string) $_COOKIE[ $name ];
	$secret = agency_device_secret( $user->ID );
	if ( '' === $secret || ! preg_match( '/^(\d{1,12})\.([0-9a-f]{64})$/', $value, $m ) ) {
		return '';
	}
	if ( (int) $m[1] + AGENCY_KNOWN_DEVICE_LIFETIME < time() || ! hash_equals( agency_device_signature( $user->ID, (int) $m[1], $secret ), $m[2] ) ) {
		return '';
	}
	if ( agency_login_counter_wait( agency_login_counter_key( 'device', $value ), AGENCY_LOGIN_FREE_PER_DEVICE ) > 0 ) {
		return '';
	}
	return $value;
}

/**
 * Makes this browser known for `$user` (a new cookie, valid for AGENCY_KNOWN_DEVICE_LIFETIME).
 *
 * @param WP_User $user Account.
 */
function agency_remember_device( $user ) {
	if ( headers_sent() ) {
		return;
	}
	$issued = time();
	$value  = $issued . '.' . agency_device_signature( $user->ID, $issued, agency_device_secret( $user->ID, true ) );
	setcookie(
		agency_device_cookie_name( $user->ID ),
		$value,
		array(
			'expires'  => $issued + AGENCY_KNOWN_DEVICE_LIFETIME,
			'path'     => SITECOOKIEPATH . 'wp-login.php',
			'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
			'secure'   => is_ssl(),
			'httponly' => true,
			'samesite' => 'Lax',
		)
	);
}

/**
 * Seconds until a sign-in as `$username` from this request is checked again, or 0. A known browser
 * for the account never waits.
 *
 * @param string $username As typed.
 * @return int
 */
function agency_login_wait( $username ) {
	if ( '' !== agency_known_device( agency_login_user( $username ) ) ) {
		return 0;
	}
	return max(
		agency_login_counter_wait( agency_login_counter_key( 'address', agency_client_address() ), AGENCY_LOGIN_FREE_PER_ADDRESS ),
		agency_login_counter_wait( agency_login_counter_key( 'account', strtolower( trim( (string) $username ) ) ), AGENCY_LOGIN_FREE_PER_ACCOUNT )
	);
}

// Last in the chain, after WordPress checked the password: while a wait runs even a right password
// is refused (otherwise the wait would not slow guessing), with the same words for every account.
add_filter(
	'authenticate',
	function ( $user, $username ) {
		if ( '' === trim( (string) $username ) ) {
			return $user;
		}
		$wait = agency_login_wait( $username );
		if ( $wait > 0 ) {
			$minutes = (int) ceil( $wait / 60 );
			return new WP_Error(
				'agency_too_many_attempts',
				sprintf(
					/* translators: %d: minutes */
					_n(
						'<strong>Error:</strong> Too many failed sign-in attempts. Please try again in %d minute, or reset your password.',
						'<strong>Error:</strong> Too many failed sign-in attempts. Please try again in %d minutes, or reset your password.',
						$minutes
					),
					$minutes
				)
			);
		}
		if ( is_wp_error( $user ) && array_intersect( $user->get_error_codes(), array( 'invalid_username', 'invalid_email', 'incorrect_password' ) ) ) {
			return new WP_Error(
				'agency_invalid_credentials',
				sprintf(
					'%s <a href="%s">%s</a>',
					__( '<strong>Error:</strong> The username or password is not correct.' ),
					esc_url( wp_lostpassword_url() ),
					__( 'Lost your password?' )
				)
			);
		}
		return $user;
	},
	99,
	2
);

// A failure counts against the known browser that made it, else against the address and the
// account. An attempt refused for waiting was never checked and counts nothing, so the waits grow
// with guesses, not with impatience.
add_action(
	'wp_login_failed',
	function ( $username, $error = null ) {
		if ( is_wp_error( $error ) && in_array( 'agency_too_many_attempts', $error->get_error_codes(), true ) ) {
			return;
		}
		$username = strtolower( trim( (string) $username ) );
		$device   = agency_known_device( agency_login_user( $username ) );
		if ( '' !== $device ) {
			agency_login_counter_add( agency_login_counter_key( 'device', $device ) );
			return;
		}
		agency_login_counter_add( agency_login_counter_key( 'address', agency_client_address() ) );
		if ( '' !== $username ) {
			agency_login_counter_add( agency_login_counter_key( 'account', $username ) );
		}
	},
	10,
	2
);

// A right password: this browser is known from now on. The address keeps its count (it may be
// shared with whoever was guessing); this browser no longer waits for it.
add_action(
	'wp_login',
	function ( $user_login, $user ) {
		$device = agency_known_device( $user );
		if ( '' !== $device ) {
			delete_transient( agency_login_counter_key( 'device', $device ) );
		}
		agency_remember_device( $user );
	},
	10,
	2
);

// The e-mailed reset link proves the mailbox: the browser that used it is known, and every device
// known before is forgotten (the password may have been someone else's to use).
add_action(
	'after_password_reset',
	function ( $user ) {
		delete_user_meta( $user->ID, 'agency_device_secret' );
		agency_remember_device( $user );
	}
);

// Application passwords: a wrong one gets the same answer whether or not the account exists. A
// right one is never refused and a wrong one is not counted: nothing typed at wp-login.php or sent
// with a wrong application password, from any address, can stop the website or the staff's tools.
add_action(
	'application_password_failed_authentication',
	function ( $error ) {
		if ( array_intersect( $error->get_error_codes(), array( 'invalid_username', 'invalid_email', 'incorrect_password' ) ) ) {
			foreach ( array( 'invalid_username', 'invalid_email', 'incorrect_password' ) as $code ) {
				$error->remove( $code );
			}
			$error->add( 'incorrect_password', __( 'The username or application password is not correct.' ) );
		}
	},
	1
);
