<?php
/**
 * E-mail: the agency hears of each application and contact message, an applicant who gave an
 * e-mail address gets a confirmation; every mail WordPress sends goes through SMTP settings from
 * the environment and is kept in the Mail log (wp-admin → Inbox → Mail log).
 *
 * Settings (constants, e.g. in wp-config.php; else the environment variable without `AGENCY_`):
 *   AGENCY_SMTP_HOST      SMTP server; empty: nothing is sent, every mail is only kept in the log
 *   AGENCY_SMTP_PORT      25 by default; 465 means TLS from the start, others STARTTLS when offered
 *   AGENCY_SMTP_USER      with AGENCY_SMTP_PASSWORD: SMTP authentication
 *   AGENCY_SMTP_FROM      sender, `address` or `Name <address>`; default the site's admin e-mail
 *   AGENCY_NOTIFY_EMAIL   who receives notifications when Settings → Inbox names nobody; default the
 *                         site's admin e-mail
 *   AGENCY_MAIL_LOG_MAX   mails kept in the log (200), the oldest dropped first
 *
 * Who is mailed and the confirmation's wording are in mail-settings.php; the notifications and
 * confirmations themselves in mail-notifications.php.
 */

defined( 'ABSPATH' ) || exit;

foreach ( array( 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM', 'NOTIFY_EMAIL' ) as $agency_setting ) {
	if ( ! defined( 'AGENCY_' . $agency_setting ) ) {
		$agency_env = getenv( 'NOTIFY_EMAIL' === $agency_setting ? 'AGENCY_NOTIFY_EMAIL' : $agency_setting );
		define( 'AGENCY_' . $agency_setting, false === $agency_env ? '' : (string) $agency_env );
	}
}
unset( $agency_setting, $agency_env );
if ( ! defined( 'AGENCY_MAIL_LOG_MAX' ) ) {
	define( 'AGENCY_MAIL_LOG_MAX', 200 );
}

add_action(
	'init',
	function () {
		register_post_type(
			'agency_mail',
			array(
				'label'           => 'Mail log',
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'rewrite'         => false,
				'query_var'       => false,
				'capability_type' => 'post',
				'capabilities'    => agency_inbox_post_caps( AGENCY_CAP_MAIL_LOG ),
				'map_meta_cap'    => true,
				'supports'        => array( 'title', 'editor' ),
			)
		);
	}
);

/**
 * Whether mail really leaves: an SMTP host is configured.
 *
 * @return bool
 */
function agency_smtp_configured() {
	return '' !== trim( (string) AGENCY_SMTP_HOST );
}

/**
 * The sender as [address, name].
 *
 * @return array{0:string,1:string}
 */
function agency_mail_sender() {
	$from = trim( (string) AGENCY_SMTP_FROM );
	if ( preg_match( '/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/', $from, $m ) && is_email( trim( $m[2] ) ) ) {
		return array( trim( $m[2] ), '' !== trim( $m[1] ) ? trim( $m[1] ) : agency_site_name() );
	}
	if ( is_email( $from ) ) {
		return array( $from, agency_site_name() );
	}
	return array( (string) get_option( 'admin_email' ), agency_site_name() );
}

// The sender replaces WordPress's default `wordpress@<host>` (not even an address on 127.0.0.1).
add_filter(
	'wp_mail_from',
	function ( $from ) {
		return '' !== trim( (string) AGENCY_SMTP_FROM ) || 0 === strpos( (string) $from, 'wordpress@' ) ? agency_mail_sender()[0] : $from;
	}
);
add_filter(
	'wp_mail_from_name',
	function ( $name ) {
		return '' !== trim( (string) AGENCY_SMTP_FROM ) || 'WordPress' === $name ? agency_mail_sender()[1] : $name;
	}
);

add_action(
	'phpmailer_init',
	function ( $phpmailer ) {
		if ( ! agency_smtp_configured() ) {
			return;
		}
		$port = (int) AGENCY_SMTP_PORT ? (int) AGENCY_SMTP_PORT : 25;
		$phpmailer->isSMTP();
		$phpmailer->Host       = trim( (string) AGENCY_SMTP_HOST ); // phpcs:ignore WordPress.NamingConventions
		$phpmailer->Port       = $port; // phpcs:ignore WordPress.NamingConventions
		$phpmailer->SMTPSecure = 465 === $port ? 'ssl' : ''; // phpcs:ignore WordPress.NamingConventions
		$phpmailer->Timeout    = 15; // phpcs:ignore WordPress.NamingConventions
		if ( '' !== (string) AGENCY_SMTP_USER ) {
			$phpmailer->SMTPAuth = true; // phpcs:ignore WordPress.NamingConventions
			$phpmailer->Username = (string) AGENCY_SMTP_USER; // phpcs:ignore WordPress.NamingConventions
			$phpmailer->Password = (string) AGENCY_SMTP_PASSWORD; // phpcs:ignore WordPress.NamingConventions
		}
	}
);

// Without SMTP nothing is sent: the mail is kept in the log, and wp_mail reports success.
add_filter(
	'pre_wp_mail',
	function ( $result, $atts ) {
		if ( null !== $result || agency_smtp_configured() ) {
			return $result;
		}
		agency_mail_log( $atts, 'kept', 'Not sent: no SMTP server is configured (SMTP_HOST).' );
		return true;
	},
	10,
	2
);
add_action(
	'wp_mail_succeeded',
	function ( $mail ) {
		agency_mail_log( $mail, 'sent' );
	}
);
add_action(
	'wp_mail_failed',
	function ( $error ) {
		agency_mail_log( (array) $error->get_error_data(), 'failed', $error->get_error_message() );
	}
);

/**
 * The person a mail being sent is about (for the privacy eraser), set around each wp_mail call.
 *
 * @param string|null $email New value (null reads).
 * @return string
 */
function agency_mail_about( $email = null ) {
	static $about = '';
	if ( null !== $email ) {
		$about = (string) $email;
	}
	return $about;
}

/**
 * Keeps one mail in the log, dropping the oldest beyond AGENCY_MAIL_LOG_MAX.
 *
 * @param array  $mail   wp_mail's arguments (to, subject, message, headers, attachments).
 * @param string $status kept | sent | failed.
 * @param string $error  Why it was not sent.
 */
function agency_mail_log( $mail, $status, $error = '' ) {
	$to      = isset( $mail['to'] ) ? implode( ', ', (array) $mail['to'] ) : '';
	$headers = isset( $mail['headers'] ) ? ( is_array( $mail['headers'] ) ? implode( "\n", $mail['headers'] ) : (string) $mail['headers'] ) : '';
	$files   = array();
	foreach ( isset( $mail['attachments'] ) ? (array) $mail['attachments'] : array() as $name => $path ) {
		$files[] = is_string( $name ) ? $name : wp_basename( (string) $path );
	}
	$id      = agency_insert_plain_post(
		array(
			'post_type'    => 'agency_mail',
			'post_status'  => 'private',
			'post_title'   => wp_slash( (string) ( $mail['subject'] ?? '' ) ),
			'post_content' => wp_slash( (string) ( $mail['message'] ?? '' ) ),
			'post_author'  => 0,
		)
	);
	if ( is_wp_error( $id ) ) {
		return;
	}
	foreach (
		array(
			'to'          => $to,
			'subject'     => (string) ( $mail['subject'] ?? '' ),
			'headers'     => $headers,
			'attachments' => implode( ', ', $files ),
			'status'      => $status,
			'error'       => $error,
			'about'       => strtolower( agency_mail_about() ),
		) as $key => $value
	) {
		update_post_meta( $id, '_agency_' . $key, wp_slash( $value ) );
	}
	$old = get_posts(
		array(
			'post_type'      => 'agency_mail',
			'post_status'    => 'any',
			'fields'         => 'ids',
			'orderby'        => 'ID',
			'order'          => 'DESC',
			'offset'         => max( 1, (int) AGENCY_MAIL_LOG_MAX ),
			'posts_per_page' => 100,
		)
	);
	foreach ( $old as $old_id ) {
		wp_delete_post( $old_id, true );
	}
}
