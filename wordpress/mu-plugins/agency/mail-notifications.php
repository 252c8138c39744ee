<?php
/**
 * The mails a submission sends: the agency's notification of each application and contact message
 * and the applicant's confirmation (at most a few a day per address), queued when it is stored and
 * sent once the answer has been given.
 */

defined( 'ABSPATH' ) || exit;

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
