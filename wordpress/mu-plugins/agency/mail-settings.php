<?php
/**
 * Who receives the notifications of applications and of contact messages, and the wording of the
 * applicant's confirmation: set on Settings → Inbox (inbox-settings.php; options
 * agency_notify_applications, agency_notify_messages, agency_confirmation_subject,
 * agency_confirmation_body), with the defaults used when nothing is set.
 */

defined( 'ABSPATH' ) || exit;

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
