<?php
/**
 * Whether WordPress turns the website's own account away. The website reads content and delivers
 * forms with that account's application password; when WordPress refuses it (the password was
 * revoked, the account changed), visitors still see pages and their forms wait on the website, but
 * nothing new arrives here. WordPress is the one that knows: each refusal of that account is
 * counted, any sign-in that works clears the count, and administrators see a notice on every screen
 * until it does.
 */

defined( 'ABSPATH' ) || exit;

/** Option holding the refusals since the account last signed in: since, last, count. */
define( 'AGENCY_SITE_ACCOUNT_REFUSED_OPTION', 'agency_site_account_refused' );

/** True when the Basic auth user of this request is the website's account. */
function agency_site_account_is_asking() {
	$account = agency_connect_account();
	$login   = isset( $_SERVER['PHP_AUTH_USER'] ) ? (string) wp_unslash( $_SERVER['PHP_AUTH_USER'] ) : '';
	return $account && '' !== $login && hash_equals( $account->user_login, $login );
}

add_action(
	'application_password_failed_authentication',
	function () {
		if ( ! agency_site_account_is_asking() ) {
			return;
		}
		$state = get_option( AGENCY_SITE_ACCOUNT_REFUSED_OPTION );
		$now   = time();
		if ( ! is_array( $state ) ) {
			$state = array(
				'since' => $now,
				'count' => 0,
			);
		}
		++$state['count'];
		$state['last'] = $now;
		update_option( AGENCY_SITE_ACCOUNT_REFUSED_OPTION, $state, false );
	}
);

add_action(
	'application_password_did_authenticate',
	function ( $user ) {
		$account = agency_connect_account();
		if ( $account && (int) $account->ID === (int) $user->ID && false !== get_option( AGENCY_SITE_ACCOUNT_REFUSED_OPTION ) ) {
			delete_option( AGENCY_SITE_ACCOUNT_REFUSED_OPTION );
		}
	}
);

add_action(
	'admin_notices',
	function () {
		$state = get_option( AGENCY_SITE_ACCOUNT_REFUSED_OPTION );
		if ( ! is_array( $state ) || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p><strong>%s</strong> %s <a href="%s">%s</a></p></div>',
			esc_html( 'WordPress is refusing the website’s account.' ),
			esc_html(
				sprintf(
					'Its application password was refused %1$d times since %2$s (last %3$s), so the website cannot read new content or deliver the messages and applications visitors send: they wait on the website and arrive once it can sign in again.',
					(int) $state['count'],
					agency_site_status_when( (int) $state['since'] ),
					agency_site_status_when( (int) $state['last'] )
				)
			),
			esc_url( agency_connect_url() ),
			esc_html( 'Connect the website again' )
		);
	}
);
