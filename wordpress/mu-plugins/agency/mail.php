<?php
/**
 * E-mail: the agency hears of each application and contact message, an applicant who gave an
 * e-mail address gets a confirmation; every mail WordPress sends goes through SMTP settings from
 * the environment and is kept in the Mail log (wp-admin → Inbox → Mail log).
 *
 * Who receives applications and who receives messages, and the confirmation's wording, are set in
 * wp-admin (Settings → Inbox, inbox-settings.php; options agency_notify_applications,
 * agency_notify_messages, agency_confirmation_subject, agency_confirmation_body).
 *
 * Settings (constants, e.g. in wp-config.php; else the environment variable without `AGENCY_`):
 *   AGENCY_SMTP_HOST      SMTP server; empty: nothing is sent, every mail is only kept in the log
 *   AGENCY_SMTP_PORT      25 by default; 465 means TLS from the start, others STARTTLS when offered
 *   AGENCY_SMTP_USER      with AGENCY_SMTP_PASSWORD: SMTP authentication
 *   AGENCY_SMTP_FROM      sender, `address` or `Name <address>`; default the site's admin e-mail
 *   AGENCY_NOTIFY_EMAIL   who receives notifications when Settings → Inbox names nobody; default the
 *                         site's admin e-mail
 *   AGENCY_MAIL_LOG_MAX   mails kept in the log (200), the oldest dropped first
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

/** The option naming who receives notifications, by submission type. */
const AGENCY_NOTIFY_OPTIONS = array(
	'job_application' => 'agency_notify_applications',
	'contact_message' => 'agency_notify_messages',
);

/**
 * Where notifications go when Settings → Inbox names nobody: AGENCY_NOTIFY_EMAIL, else the site's
 * administration e-mail.
 *
 * @return string
 */
function agency_notify_default() {
	$to = trim( (string) AGENCY_NOTIFY_EMAIL );
	return is_email( $to ) ? $to : (string) get_option( 'admin_email' );
}

/**
 * Who receives the notifications of a submission type.
 *
 * @param string $type job_application or contact_message.
 * @return string[] Addresses.
 */
function agency_notify_recipients( $type ) {
	$stored = isset( AGENCY_NOTIFY_OPTIONS[ $type ] ) ? get_option( AGENCY_NOTIFY_OPTIONS[ $type ], array() ) : array();
	$valid  = array_values( array_filter( (array) $stored, 'is_email' ) );
	return $valid ? $valid : array( agency_notify_default() );
}

/**
 * A list of addresses as typed (separated by commas, semicolons, spaces or lines).
 *
 * @param string $text Text.
 * @return array{0:string[],1:string[]} [valid addresses, entries that are not addresses].
 */
function agency_parse_addresses( $text ) {
	$valid   = array();
	$invalid = array();
	foreach ( preg_split( '/[\s,;]+/', (string) $text, -1, PREG_SPLIT_NO_EMPTY ) as $entry ) {
		$address = sanitize_email( $entry );
		if ( '' !== $address && $address === $entry && is_email( $address ) ) {
			$valid[ strtolower( $address ) ] = $address;
		} else {
			$invalid[] = $entry;
		}
	}
	return array( array_values( $valid ), $invalid );
}

/**
 * The applicant's confirmation as the site ships it. It keeps the careers page's promise: a person
 * reads every application and the applicant hears back either way, within five working days.
 *
 * @return array{subject:string,body:string}
 */
function agency_confirmation_defaults() {
	return array(
		'subject' => 'We received your application for {job}',
		'body'    => "Dear {first_name},\n\n"
			. "Thank you for your application for {job} at {site}. We have received it with your résumé.\n\n"
			. "A person reads every application, and you will hear from us within five working days either way: an invitation to talk, or a short, honest reason why not.\n\n"
			. "Kind regards,\n{site}\n",
	);
}

/**
 * The confirmation's wording: Settings → Inbox's, else the default.
 *
 * @return array{subject:string,body:string}
 */
function agency_confirmation_template() {
	$defaults = agency_confirmation_defaults();
	$subject  = (string) get_option( 'agency_confirmation_subject', '' );
	$body     = (string) get_option( 'agency_confirmation_body', '' );
	return array(
		'subject' => '' !== trim( $subject ) ? $subject : $defaults['subject'],
		'body'    => '' !== trim( $body ) ? $body : $defaults['body'],
	);
}

/**
 * The placeholders a confirmation may use, with what each becomes.
 *
 * @return array<string,string>
 */
function agency_confirmation_placeholders() {
	return array(
		'{first_name}' => 'the applicant’s first name',
		'{name}'       => 'the applicant’s full name',
		'{job}'        => 'the position applied for (“a position” when none was named)',
		'{site}'       => 'the site’s title (Settings → General)',
	);
}

/**
 * Placeholders in a text that are not among the confirmation's.
 *
 * @param string $text Text.
 * @return string[]
 */
function agency_confirmation_unknown_placeholders( $text ) {
	preg_match_all( '/\{[a-z_]+\}/', (string) $text, $found );
	return array_values( array_diff( array_unique( $found[0] ), array_keys( agency_confirmation_placeholders() ) ) );
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

/**
 * Notifications waiting for the end of the request, as [post ID, post type].
 *
 * @param array|null $add One more (null reads and empties).
 * @return array
 */
function agency_mail_queue( $add = null ) {
	static $queue = array();
	if ( null !== $add ) {
		$queue[] = $add;
		return $queue;
	}
	$all   = $queue;
	$queue = array();
	return $all;
}

// A stored application or message is announced once the answer has been given: a slow or failing
// mail server never delays or fails the submission (PHP-FPM closes the connection first).
add_action(
	'agency_submission_stored',
	function ( $id, $type ) {
		if ( in_array( $type, array( 'job_application', 'contact_message' ), true ) ) {
			agency_mail_queue( array( (int) $id, $type ) );
			if ( ! has_action( 'shutdown', 'agency_mail_send_queued' ) ) {
				add_action( 'shutdown', 'agency_mail_send_queued', 0 );
			}
		}
	},
	10,
	2
);

/** Sends the queued notifications. */
function agency_mail_send_queued() {
	$queue = agency_mail_queue();
	if ( ! $queue ) {
		return;
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	}
	foreach ( $queue as list( $id, $type ) ) {
		try {
			if ( 'job_application' === $type ) {
				agency_mail_application( $id );
			} else {
				agency_mail_contact( $id );
			}
		} catch ( Throwable $e ) {
			agency_mail_log( array( 'subject' => 'Notification for #' . $id ), 'failed', $e->getMessage() );
		}
	}
	agency_mail_about( '' );
}

/**
 * One meta field of a submission.
 *
 * @param int    $id  Post ID.
 * @param string $key Field name.
 * @return string
 */
function agency_field( $id, $key ) {
	return (string) get_post_meta( $id, '_agency_' . $key, true );
}

/**
 * The wp-admin screen of one submission.
 *
 * @param int    $id   Post ID.
 * @param string $page Inbox page slug.
 * @return string
 */
function agency_inbox_item_url( $id, $page ) {
	return admin_url( 'admin.php?page=' . $page . '&action=view&id=' . (int) $id );
}

/**
 * A display name with an address for a header, `Name <address>`, quoted when needed.
 *
 * @param string $name  Name.
 * @param string $email Address.
 * @return string
 */
function agency_mail_recipient( $name, $email ) {
	$name = trim( preg_replace( '/[\r\n"<>,;\\\\]+/', ' ', $name ) );
	return '' === $name ? $email : '"' . $name . '" <' . $email . '>';
}

/** Confirmations one address gets in a day at most: the form must not be a way to mail strangers. */
define( 'AGENCY_CONFIRMATIONS_PER_ADDRESS_PER_DAY', 3 );

/**
 * Whether `$email` may get another confirmation today; counts this one when it may.
 *
 * @param string $email Address.
 * @return bool
 */
function agency_confirmation_allowed( $email ) {
	$key   = 'agency_confirm_' . md5( strtolower( trim( $email ) ) );
	$state = get_transient( $key );
	if ( ! is_array( $state ) || $state['until'] <= time() ) {
		$state = array(
			'count' => 0,
			'until' => time() + DAY_IN_SECONDS,
		);
	}
	if ( $state['count'] >= AGENCY_CONFIRMATIONS_PER_ADDRESS_PER_DAY ) {
		return false;
	}
	++$state['count'];
	set_transient( $key, $state, max( 1, $state['until'] - time() ) );
	return true;
}

/**
 * A name as a confirmation may repeat it: letters of any script with spaces, hyphens, apostrophes
 * and dots, short; anything else a visitor typed (a link, an offer) is not mailed to the address
 * they named, and `$fallback` stands in.
 *
 * @param string $name     As stored.
 * @param string $fallback What the mail says instead.
 * @return string
 */
function agency_confirmation_name( $name, $fallback ) {
	return preg_match( "/^[\\p{L}\\p{M}][\\p{L}\\p{M}' .-]{0,59}$/u", $name ) && ! preg_match( '/\\.\\S/', $name ) ? $name : $fallback;
}

/**
 * The job as a confirmation names it: the title of a published opening, else "a position" (the
 * title a visitor typed is not mailed on).
 *
 * @param string $title As stored.
 * @return string
 */
function agency_confirmation_job( $title ) {
	if ( '' === $title ) {
		return 'a position';
	}
	$titles = get_posts(
		array(
			'post_type'      => 'careers',
			'post_status'    => 'publish',
			'posts_per_page' => -1,
			'fields'         => 'ids',
		)
	);
	foreach ( $titles as $id ) {
		if ( 0 === strcasecmp( agency_plain_text( get_the_title( $id ) ), $title ) ) {
			return agency_plain_text( get_the_title( $id ) );
		}
	}
	return 'a position';
}

/**
 * The agency's notification of an application, and the applicant's confirmation.
 *
 * @param int $id Post ID.
 */
function agency_mail_application( $id ) {
	$name  = trim( agency_field( $id, 'first_name' ) . ' ' . agency_field( $id, 'last_name' ) );
	$job   = agency_field( $id, 'job_title' );
	$email = agency_field( $id, 'email' );
	$site  = agency_site_name();
	$lines = array(
		'Name'                  => $name,
		'Job'                   => $job,
		'E-mail'                => $email,
		'Phone'                 => agency_field( $id, 'phone' ),
		'LinkedIn or portfolio' => agency_field( $id, 'profile_url' ),
		'Address'               => agency_field( $id, 'company_address' ),
		'City'                  => agency_field( $id, 'town' ),
		'State'                 => agency_field( $id, 'state' ),
		'Country'               => agency_field( $id, 'country' ),
		'PIN code'              => agency_field( $id, 'zip' ),
		'Notes'                 => agency_field( $id, 'order_notes' ),
	);
	$body  = "A new job application arrived.\n\n";
	foreach ( $lines as $label => $value ) {
		if ( '' !== $value ) {
			$body .= $label . ': ' . $value . "\n";
		}
	}
	$body .= "\nRead it and download the résumé in wp-admin (sign-in required):\n" . agency_inbox_item_url( $id, 'agency-applications' ) . "\n";
	$headers = array();
	if ( '' !== $email ) {
		$headers[] = 'Reply-To: ' . agency_mail_recipient( $name, $email );
	}
	agency_mail_about( $email );
	$agency = agency_notify_recipients( 'job_application' );
	wp_mail( $agency, sprintf( 'New application: %s — %s', $name, '' !== $job ? $job : 'no job named' ), $body, $headers );

	if ( '' === $email || ! is_email( $email ) || ! agency_confirmation_allowed( $email ) ) {
		return;
	}
	// Only what is needed, and nothing a stranger could use to mail someone their own text.
	$template = agency_confirmation_template();
	$greeted  = agency_confirmation_name( $name, '' );
	$values   = array(
		'{first_name}' => agency_confirmation_name( agency_field( $id, 'first_name' ), 'applicant' ),
		'{name}'       => '' !== $greeted ? $greeted : 'applicant',
		'{job}'        => agency_confirmation_job( $job ),
		'{site}'       => $site,
	);
	wp_mail(
		'' !== $greeted ? agency_mail_recipient( $greeted, $email ) : $email,
		strtr( preg_replace( '/[\r\n]+/', ' ', $template['subject'] ), $values ),
		strtr( $template['body'], $values ),
		array( 'Reply-To: ' . implode( ', ', $agency ) )
	);
}

/**
 * The agency's notification of a contact message.
 *
 * @param int $id Post ID.
 */
function agency_mail_contact( $id ) {
	if ( '' !== agency_field( $id, 'call_start' ) ) {
		agency_mail_call( $id ); // calls.php: a call request, with the visitor's confirmation.
		return;
	}
	$name  = agency_field( $id, 'name' );
	$email = agency_field( $id, 'email' );
	$body  = "A new message arrived through the contact form.\n\n";
	foreach (
		array(
			'Name'         => $name,
			'E-mail'       => $email,
			'Phone'        => agency_field( $id, 'phone' ),
			'Project type' => agency_contact_choice_label( 'project_type', agency_field( $id, 'project_type' ) ),
			'Budget range' => agency_contact_choice_label( 'budget_range', agency_field( $id, 'budget_range' ) ),
			'Page'         => trim( agency_field( $id, 'pageName' ) . ' ' . agency_field( $id, 'pageUri' ) ),
		) as $label => $value
	) {
		if ( '' !== $value ) {
			$body .= $label . ': ' . $value . "\n";
		}
	}
	$body .= "\n" . agency_field( $id, 'message' ) . "\n\nIn wp-admin: " . agency_inbox_item_url( $id, 'agency-messages' ) . "\n";
	agency_mail_about( $email );
	wp_mail(
		agency_notify_recipients( 'contact_message' ),
		sprintf( 'New contact message from %s', $name ),
		$body,
		is_email( $email ) ? array( 'Reply-To: ' . agency_mail_recipient( $name, $email ) ) : array()
	);
}
