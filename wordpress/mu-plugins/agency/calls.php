<?php
/**
 * Call requests ("Request a call" on the site). A request is stored as a contact message with the
 * call's time, so it is read, answered, kept, exported and erased as messages are (Inbox → Contact
 * messages, where it shows the time in IST and in the visitor's zone). The agency is mailed as for
 * a message, and the visitor gets a confirmation with the call's calendar file attached (the site
 * makes the file; the confirmations' limits apply). A time somebody requested is never given twice.
 *
 * POST /agency/v1/call        {name, email, topic, call_start, call_zone?, notice_version?, pageUri?,
 *                             pageName?, calendar?} → 201 {success:true, id, message}; a time already
 *                             requested: 409 `call_time_taken` (data.field call_start)
 * GET  /agency/v1/call/taken  → {taken: [call_start, ...]}: the times from now on already requested
 *
 * Both take only the site's credential. `call_start` is the call's start in UTC, as the site writes
 * it ('2026-12-02T04:30:00Z'); which times are offered (opening hours, lead time) is the site's rule,
 * WordPress only refuses a time in the past or one already requested. Calls last `slotMinutes` of
 * call-rules.json, the file the site reads too. The request keeps the start as a GMT date-time
 * like a post's date (meta `_agency_call_start`, '2026-12-02 04:30:00': the SQLite drop-in rewrites
 * ISO 8601 text it is given) and the visitor's time zone (`_agency_call_zone`, '' when unknown).
 */

defined( 'ABSPATH' ) || exit;

/** The zone the agency's hours are kept in (Site details), which the Inbox names IST. */
const AGENCY_CALL_TIME_ZONE = 'Asia/Kolkata';

/** Longest calendar file the site may send, in bytes. */
const AGENCY_CALL_CALENDAR_MAX = 8192;

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/call',
			array(
				'methods'             => 'POST',
				'callback'            => 'agency_receive_call',
				'permission_callback' => 'agency_can_submit_forms',
			)
		);
		register_rest_route(
			'agency/v1',
			'/call/taken',
			array(
				'methods'             => 'GET',
				'callback'            => 'agency_call_taken_times',
				'permission_callback' => 'agency_can_submit_forms',
			)
		);
	}
);

/**
 * Minutes a call lasts (call-rules.json).
 *
 * @return int
 */
function agency_call_minutes() {
	static $rules = null;
	if ( null === $rules ) {
		$rules = json_decode( (string) file_get_contents( __DIR__ . '/call-rules.json' ), true );
	}
	return max( 1, (int) $rules['slotMinutes'] );
}

/**
 * The instant a call start names ('2026-12-02T04:30:00Z'), or null when it names none exactly.
 *
 * @param string $start As sent.
 * @return int|null Unix time.
 */
function agency_call_instant( $start ) {
	if ( 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/', (string) $start ) ) {
		return null;
	}
	$time = DateTimeImmutable::createFromFormat( '!Y-m-d\TH:i:s\Z', $start, new DateTimeZone( 'UTC' ) );
	return $time && $time->format( 'Y-m-d\TH:i:s\Z' ) === $start ? $time->getTimestamp() : null;
}

/** How a request keeps its start: a GMT date-time, as WordPress keeps a post's date. */
const AGENCY_CALL_STORED = 'Y-m-d H:i:s';

/**
 * The start a request keeps, or null.
 *
 * @param int $id Post ID.
 * @return int|null Unix time.
 */
function agency_call_stored_instant( $id ) {
	$stored = agency_field( $id, 'call_start' );
	$time   = DateTimeImmutable::createFromFormat( '!' . AGENCY_CALL_STORED, $stored, new DateTimeZone( 'UTC' ) );
	return '' !== $stored && $time && $time->format( AGENCY_CALL_STORED ) === $stored ? $time->getTimestamp() : null;
}

/**
 * A time zone the visitor's browser named, when PHP knows it; '' otherwise.
 *
 * @param string $zone As sent.
 * @return string
 */
function agency_call_zone( $zone ) {
	return '' !== $zone && in_array( $zone, timezone_identifiers_list( DateTimeZone::ALL_WITH_BC ), true ) ? $zone : '';
}

/**
 * Whether a calendar file the site sent is one for this call: an iCalendar object of bounded size
 * starting at the call's time. Anything else is not attached.
 *
 * @param string $calendar File text.
 * @param int    $instant  The call's start.
 * @return bool
 */
function agency_call_calendar_valid( $calendar, $instant ) {
	return strlen( $calendar ) <= AGENCY_CALL_CALENDAR_MAX
		&& 0 === strpos( $calendar, "BEGIN:VCALENDAR\r\n" )
		&& "END:VCALENDAR\r\n" === substr( $calendar, -15 )
		&& false !== strpos( $calendar, "\r\nDTSTART:" . gmdate( 'Ymd\THis\Z', $instant ) . "\r\n" )
		&& 1 !== preg_match( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', $calendar );
}

/**
 * The calendar file of a call request stored in this request, kept until its mails are sent.
 *
 * @param int         $id       Post ID.
 * @param string|null $calendar New value (null reads).
 * @return string
 */
function agency_call_calendar( $id, $calendar = null ) {
	static $files = array();
	if ( null !== $calendar ) {
		$files[ (int) $id ] = $calendar;
	}
	return isset( $files[ (int) $id ] ) ? $files[ (int) $id ] : '';
}

/**
 * The request already stored for a call time, or 0.
 *
 * @param int $instant Call start.
 * @return int
 */
function agency_call_request_at( $instant ) {
	$ids = get_posts(
		array(
			'post_type'      => 'contact_message',
			'post_status'    => 'any',
			'posts_per_page' => 1,
			'fields'         => 'ids',
			'meta_key'       => '_agency_call_start', // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'     => gmdate( AGENCY_CALL_STORED, $instant ), // phpcs:ignore WordPress.DB.SlowDBQuery
		)
	);
	return $ids ? (int) $ids[0] : 0;
}

/**
 * Call request.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function agency_receive_call( WP_REST_Request $request ) {
	$name     = agency_param( $request, 'name' );
	$email    = agency_param( $request, 'email' );
	$topic    = agency_param( $request, 'topic' );
	$start    = agency_param( $request, 'call_start' );
	$zone     = agency_call_zone( agency_param( $request, 'call_zone' ) );
	$page_uri = esc_url_raw( agency_param( $request, 'pageUri' ) );
	$page     = agency_param( $request, 'pageName' );
	$calendar = $request->get_param( 'calendar' );
	if ( '' === $name ) {
		return agency_error( 'missing_name', 'Name is required.', 400, array( 'field' => 'name' ) );
	}
	if ( ! is_email( $email ) ) {
		return agency_error( 'invalid_email', 'Please enter a valid email address.', 400, array( 'field' => 'email' ) );
	}
	if ( '' === $topic ) {
		return agency_error( 'missing_topic', 'Topic is required.', 400, array( 'field' => 'topic' ) );
	}
	$too_long = agency_too_long( 'name', $name, 'name', 'Name' )
		?? agency_too_long( 'email', $email, 'email', 'Email' )
		?? agency_too_long( 'topic', $topic, 'short', 'Topic' )
		?? agency_too_long( 'pageName', $page, 'short', 'Page name' );
	if ( $too_long ) {
		return $too_long;
	}
	$instant = agency_call_instant( $start );
	if ( null === $instant || $instant <= time() || $instant > time() + 90 * DAY_IN_SECONDS ) {
		return agency_error( 'invalid_call_start', 'Please choose a time for the call.', 400, array( 'field' => 'call_start' ) );
	}
	$taken = agency_error( 'call_time_taken', 'Someone has just requested that time. Please choose another one.', 409, array( 'field' => 'call_start' ) );
	// Of two requests for one time at once, one holds the time's lock and the other is refused.
	$lock = '_agency_call_' . gmdate( 'YmdHi', $instant );
	if ( ! agency_idempotency_lock( $lock ) ) {
		return $taken;
	}
	try {
		if ( agency_call_request_at( $instant ) ) {
			return $taken;
		}
		$id = agency_store_contact_message(
			$request,
			array(
				'name'       => $name,
				'email'      => $email,
				'message'    => $topic,
				'call_start' => gmdate( AGENCY_CALL_STORED, $instant ),
				'call_zone'  => $zone,
				'pageUri'    => $page_uri,
				'pageName'   => $page,
			),
			'The call request could not be stored.'
		);
	} finally {
		agency_idempotency_unlock( $lock );
	}
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	if ( is_string( $calendar ) && agency_call_calendar_valid( $calendar, $instant ) ) {
		agency_call_calendar( $id, $calendar );
	}
	return new WP_REST_Response(
		array(
			'success' => true,
			'id'      => $id,
			'message' => 'Your call is requested.',
		),
		201
	);
}

/**
 * The call times from now on that someone requested.
 *
 * @return WP_REST_Response
 */
function agency_call_taken_times() {
	global $wpdb;
	$times = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->prepare(
			"SELECT DISTINCT m.meta_value FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s AND m.meta_key = %s AND m.meta_value >= %s ORDER BY m.meta_value",
			'contact_message',
			'_agency_call_start',
			gmdate( AGENCY_CALL_STORED )
		)
	);
	$taken = array();
	foreach ( $times as $time ) {
		$taken[] = str_replace( ' ', 'T', (string) $time ) . 'Z';
	}
	$response = new WP_REST_Response( array( 'taken' => $taken ), 200 );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

/**
 * A call's time on one clock: 'Wed 2 Dec 2026, 10:00–10:30'.
 *
 * @param int    $instant Start.
 * @param string $zone    Time zone.
 * @param bool   $short   Without the year and the end.
 * @return string
 */
function agency_call_clock( $instant, $zone, $short = false ) {
	$tz   = new DateTimeZone( $zone );
	$text = wp_date( $short ? 'D j M, H:i' : 'D j M Y, H:i', $instant, $tz );
	return $short ? $text : $text . '–' . wp_date( 'H:i', $instant + agency_call_minutes() * MINUTE_IN_SECONDS, $tz );
}

/**
 * A stored call request's time as the Inbox and the mails show it, in IST and, on its own line, in
 * the visitor's zone; '' for a message that is no call request.
 *
 * @param int  $id    Post ID.
 * @param bool $short One line, IST only (lists and subjects).
 * @return string
 */
function agency_call_text( $id, $short = false ) {
	$instant = agency_call_stored_instant( $id );
	if ( null === $instant ) {
		return '';
	}
	$ist = agency_call_clock( $instant, AGENCY_CALL_TIME_ZONE, $short ) . ' IST';
	if ( $short ) {
		return $ist;
	}
	$zone = agency_call_zone( agency_field( $id, 'call_zone' ) );
	if ( '' === $zone ) {
		return $ist . "\n(the visitor’s time zone is not known: the page showed IST)";
	}
	if ( agency_call_clock( $instant, $zone ) === agency_call_clock( $instant, AGENCY_CALL_TIME_ZONE ) ) {
		return $ist . "\n(the visitor’s time zone, " . $zone . ', reads the same)';
	}
	return $ist . "\n" . agency_call_clock( $instant, $zone ) . ' ' . $zone . ' (the visitor’s time)';
}

/**
 * The agency's notification of a call request, and the visitor's confirmation with the calendar file.
 *
 * @param int $id Post ID.
 */
function agency_mail_call( $id ) {
	$name  = agency_field( $id, 'name' );
	$email = agency_field( $id, 'email' );
	$site  = agency_site_name();
	$when  = agency_call_text( $id );
	$body  = "A call was requested through the website.\n\n" . $when . "\n\n";
	foreach (
		array(
			'Name'   => $name,
			'E-mail' => $email,
			'Topic'  => agency_field( $id, 'message' ),
		) as $label => $value
	) {
		$body .= $label . ': ' . $value . "\n";
	}
	$body  .= "\nThe visitor has the time in their calendar. Send them the link to join (or call them) before it starts.\n\nIn wp-admin: " . agency_inbox_item_url( $id, 'agency-messages' ) . "\n";
	$agency = agency_notify_recipients( 'contact_message' );
	agency_mail_about( $email );
	wp_mail(
		$agency,
		sprintf( 'New call request from %s: %s', $name, agency_call_text( $id, true ) ),
		$body,
		is_email( $email ) ? array( 'Reply-To: ' . agency_mail_recipient( $name, $email ) ) : array()
	);

	if ( ! is_email( $email ) || ! agency_confirmation_allowed( $email ) ) {
		return;
	}
	// Only what is needed, and nothing a stranger could use to mail someone their own text: not the
	// topic, and the name only when it reads as one.
	$greeted  = agency_confirmation_name( $name, '' );
	$calendar = agency_call_calendar( $id );
	$file     = '';
	if ( '' !== $calendar ) {
		// Named .ics: the mailer takes the attachment's type from the file's own name.
		$file = trailingslashit( get_temp_dir() ) . 'agency-call-' . wp_generate_password( 16, false ) . '.ics';
		if ( false === file_put_contents( $file, $calendar ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions
			$file = '';
		}
	}
	$instant = (int) agency_call_stored_instant( $id );
	$zone    = agency_call_zone( agency_field( $id, 'call_zone' ) );
	$ist     = agency_call_clock( $instant, AGENCY_CALL_TIME_ZONE ) . ' India Standard Time (IST)';
	$yours   = '' !== $zone && agency_call_clock( $instant, $zone ) !== agency_call_clock( $instant, AGENCY_CALL_TIME_ZONE )
		? agency_call_clock( $instant, $zone ) . ' your time (' . $zone . ")\n" : '';
	$text    = 'Dear ' . ( '' !== $greeted ? $greeted : 'visitor' ) . ",\n\n"
		. 'Thank you for requesting a call with ' . $site . ". It is in our calendar:\n\n"
		. $yours . $ist . "\n\n"
		. ( '' !== $file ? 'The attached calendar file adds it to yours. ' : '' )
		. "We send you the link to join before the call. To move or cancel it, reply to this e-mail.\n\n"
		. "Kind regards,\n" . $site . "\n";
	try {
		wp_mail(
			'' !== $greeted ? agency_mail_recipient( $greeted, $email ) : $email,
			sprintf( 'Your call with %s on %s', $site, wp_date( 'D j M', $instant, new DateTimeZone( '' !== $zone ? $zone : AGENCY_CALL_TIME_ZONE ) ) ),
			$text,
			array( 'Reply-To: ' . implode( ', ', $agency ) ),
			'' !== $file ? array( sanitize_file_name( strtolower( $site ) ) . '-call.ics' => $file ) : array()
		);
	} finally {
		if ( '' !== $file ) {
			wp_delete_file( $file );
		}
	}
}
