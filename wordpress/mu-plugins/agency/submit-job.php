<?php
/**
 * POST /wp-json/hjb/v1/submit-job — multipart endpoint of the careers apply form. Only the site's
 * server posts here (its application password, capability agency_submit_forms: 401 otherwise), after
 * its own reCAPTCHA and rate limits; storage is capped per minute (429).
 *
 * Fields: first_name, last_name, company_address, town, state, country, zip (in India a PIN code of
 * six digits, elsewhere a postcode: agency_postal_code_error), email, phone, job_title, profile_url
 * (a LinkedIn profile or portfolio: an http(s) address), order_notes (multi-line), file,
 * recaptcha_token, idempotency_key (idempotency.php).
 * Required: first_name, last_name, town, state, phone and file. The file must be
 * a real PDF, DOC or DOCX judged by its content, at most 5 MB. reCAPTCHA is verified only when
 * AGENCY_RECAPTCHA_SECRET is set. The application is stored as a private `job_application` post
 * and the file in the private directory under a random name.
 *
 * Text is kept as typed (see agency_text); lengths are characters, with the site's limits.
 *
 * 200 {success:true,message} | 400 {code,message,data:{status,field?}} | 429 | 503 when storage fails.
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'hjb/v1',
			'/submit-job',
			array(
				'methods'             => 'POST',
				'callback'            => 'agency_submit_job',
				'permission_callback' => 'agency_can_submit_forms',
			)
		);
	}
);

/**
 * The document type of a file judged by its first bytes, or null.
 *
 * @param string $path File path.
 * @return array{kind:string,mime:string}|null
 */
function agency_detect_document( $path ) {
	$handle = @fopen( $path, 'rb' ); // phpcs:ignore
	if ( ! $handle ) {
		return null;
	}
	$head = (string) fread( $handle, 1024 );
	fclose( $handle );
	// PDF: "%PDF-" must open the file (readers tolerate a little leading junk; we allow whitespace/BOM only).
	if ( 1 === preg_match( '/^(?:\xEF\xBB\xBF)?\s*%PDF-\d/', $head ) ) {
		return array( 'kind' => 'pdf', 'mime' => 'application/pdf' );
	}
	// Legacy Word: an OLE2 compound file.
	if ( 0 === strncmp( $head, "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8 ) ) {
		return array( 'kind' => 'doc', 'mime' => 'application/msword' );
	}
	// DOCX: a ZIP whose entries include the word/ part (entry names are stored uncompressed).
	if ( 0 === strncmp( $head, "PK\x03\x04", 4 ) ) {
		$data = (string) file_get_contents( $path ); // phpcs:ignore -- size already capped at 5 MB.
		if ( false !== strpos( $data, 'word/document.xml' ) || false !== strpos( $data, 'word/' ) && false !== strpos( $data, '[Content_Types].xml' ) ) {
			return array(
				'kind' => 'docx',
				'mime' => 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
			);
		}
	}
	return null;
}

/**
 * Why a PIN code or postcode is not valid, or null. In India a PIN code is six digits, the first
 * not 0; elsewhere a postcode of letters, digits, spaces and hyphens, 3 to 10 characters. With no
 * country (an application the site kept from before it asked for one) the former rule: 4 to 10
 * digits. Blank is allowed: the field is optional.
 *
 * @param string $code    Code as typed.
 * @param string $country Country as typed.
 * @return string|null
 */
function agency_postal_code_error( $code, $country ) {
	if ( '' === $code ) {
		return null;
	}
	if ( '' === trim( $country ) ) {
		return 1 === preg_match( '/^\d{4,10}$/', $code ) ? null : 'A PIN code has 6 digits, e.g. 416003.';
	}
	if ( 1 === preg_match( '/^\s*(india|bharat|in|ind)\s*$/i', $country ) || 'भारत' === trim( $country ) ) {
		return 1 === preg_match( '/^[1-9]\d{2} ?\d{3}$/', $code ) ? null : 'A PIN code has 6 digits, e.g. 416003.';
	}
	return 1 === preg_match( '/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/', $code ) ? null : 'Please enter a valid postcode: letters, digits, spaces or hyphens.';
}

/**
 * Whether a link HR will open is a plain web address: http(s), a dotted host name, no spaces.
 *
 * @param string $url Address.
 * @return bool
 */
function agency_is_profile_url( $url ) {
	$parts = wp_parse_url( $url );
	return false !== filter_var( $url, FILTER_VALIDATE_URL )
		&& isset( $parts['scheme'], $parts['host'] )
		&& in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true )
		&& 1 === preg_match( '/^[^.\s]+(\.[^.\s]+)+$/', $parts['host'] );
}

/**
 * Verifies a reCAPTCHA token when a secret is configured.
 *
 * @param string $token Token from the browser.
 * @return true|WP_Error
 */
function agency_verify_recaptcha( $token ) {
	if ( '' === (string) AGENCY_RECAPTCHA_SECRET ) {
		return true;
	}
	if ( '' === $token ) {
		return agency_error( 'recaptcha_missing', 'The human verification token is missing. Please try again.', 400, array( 'field' => 'recaptcha_token' ) );
	}
	$response = wp_remote_post(
		AGENCY_RECAPTCHA_VERIFY_URL,
		array(
			'timeout' => 8,
			'body'    => array(
				'secret'   => AGENCY_RECAPTCHA_SECRET,
				'response' => $token,
				'remoteip' => agency_client_address(),
			),
		)
	);
	if ( is_wp_error( $response ) ) {
		return agency_error( 'recaptcha_unavailable', 'Human verification is unavailable right now. Please try again later.', 400, array( 'field' => 'recaptcha_token' ) );
	}
	$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	$ok   = is_array( $body ) && ! empty( $body['success'] );
	if ( $ok && isset( $body['score'] ) && (float) $body['score'] < (float) AGENCY_RECAPTCHA_MIN_SCORE ) {
		$ok = false;
	}
	return $ok ? true : agency_error( 'recaptcha_failed', 'Human verification failed. Please try again.', 400, array( 'field' => 'recaptcha_token' ) );
}

/**
 * The endpoint.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function agency_submit_job( WP_REST_Request $request ) {
	try {
		return agency_submit_job_inner( $request );
	} catch ( Throwable $e ) {
		return agency_error( 'application_failed', 'The application could not be stored. Please try again later.', 503 );
	}
}

/**
 * Validation and storage.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function agency_submit_job_inner( WP_REST_Request $request ) {
	$labels = array(
		'first_name'      => 'First name',
		'last_name'       => 'Last name',
		'company_address' => 'Address',
		'town'            => 'Town / City',
		'state'           => 'State',
		'email'           => 'Email',
		'phone'           => 'Phone',
		'job_title'       => 'Job title',
		'country'         => 'Country',
		'zip'             => 'PIN code',
		'profile_url'     => 'LinkedIn or portfolio',
		'order_notes'     => 'Notes',
	);
	$kinds  = array(
		'email'       => 'email',
		'phone'       => 'phone',
		'order_notes' => 'notes',
	);
	$values = array();
	foreach ( $labels as $key => $label ) {
		$values[ $key ] = agency_text( $request->get_param( $key ), 'order_notes' === $key );
	}
	foreach ( array( 'first_name', 'last_name', 'town', 'state', 'phone' ) as $key ) {
		if ( '' === $values[ $key ] ) {
			return agency_error( 'missing_' . $key, $labels[ $key ] . ' is required.', 400, array( 'field' => $key ) );
		}
	}
	foreach ( $values as $key => $value ) {
		$too_long = agency_too_long( $key, $value, $kinds[ $key ] ?? 'short', $labels[ $key ] );
		if ( $too_long ) {
			return $too_long;
		}
	}
	if ( '' !== $values['email'] && ! is_email( $values['email'] ) ) {
		return agency_error( 'invalid_email', 'Please enter a valid email address.', 400, array( 'field' => 'email' ) );
	}
	if ( ! preg_match( '/^[0-9+()\-.\s]{6,20}$/', $values['phone'] ) ) {
		return agency_error( 'invalid_phone', 'Please enter a valid phone number.', 400, array( 'field' => 'phone' ) );
	}
	$zip_error = agency_postal_code_error( $values['zip'], $values['country'] );
	if ( $zip_error ) {
		return agency_error( 'invalid_zip', $zip_error, 400, array( 'field' => 'zip' ) );
	}
	if ( '' !== $values['profile_url'] && ! agency_is_profile_url( $values['profile_url'] ) ) {
		return agency_error( 'invalid_profile_url', 'Please enter a web address, e.g. https://www.linkedin.com/in/your-name.', 400, array( 'field' => 'profile_url' ) );
	}

	$token    = $request->get_param( 'recaptcha_token' );
	$verified = agency_verify_recaptcha( is_string( $token ) ? trim( $token ) : '' );
	if ( is_wp_error( $verified ) ) {
		return $verified;
	}

	$files = $request->get_file_params();
	$file  = isset( $files['file'] ) && is_array( $files['file'] ) ? $files['file'] : null;
	if ( ! $file || ( isset( $file['error'] ) && UPLOAD_ERR_NO_FILE === (int) $file['error'] ) || is_array( $file['name'] ?? null ) ) {
		return agency_error( 'missing_file', 'Please attach your résumé (PDF, DOC or DOCX).', 400, array( 'field' => 'file' ) );
	}
	$error = isset( $file['error'] ) ? (int) $file['error'] : UPLOAD_ERR_OK;
	if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
		return agency_error( 'file_too_large', 'The résumé must be 5 MB or smaller.', 400, array( 'field' => 'file' ) );
	}
	if ( UPLOAD_ERR_OK !== $error || empty( $file['tmp_name'] ) || ! is_file( $file['tmp_name'] ) ) {
		return agency_error( 'upload_failed', 'The résumé could not be uploaded. Please try again.', 400, array( 'field' => 'file' ) );
	}
	$size = (int) filesize( $file['tmp_name'] );
	if ( $size > AGENCY_MAX_RESUME_BYTES ) {
		return agency_error( 'file_too_large', 'The résumé must be 5 MB or smaller.', 400, array( 'field' => 'file' ) );
	}
	if ( $size < 8 ) {
		return agency_error( 'invalid_file_type', 'The résumé must be a PDF, DOC or DOCX document.', 400, array( 'field' => 'file' ) );
	}
	$type = agency_detect_document( $file['tmp_name'] );
	if ( ! $type ) {
		return agency_error( 'invalid_file_type', 'The résumé must be a PDF, DOC or DOCX document.', 400, array( 'field' => 'file' ) );
	}

	$slot = agency_take_storage_slot();
	if ( is_wp_error( $slot ) ) {
		return $slot;
	}
	$dir    = agency_private_dir( 'applications' );
	$stored = bin2hex( random_bytes( 16 ) ) . '.' . $type['kind'];
	$target = $dir . '/' . $stored;
	$moved  = is_uploaded_file( $file['tmp_name'] ) ? @move_uploaded_file( $file['tmp_name'], $target ) : false; // phpcs:ignore
	if ( ! $moved ) {
		$moved = @copy( $file['tmp_name'], $target ); // phpcs:ignore -- $_FILES paths come from PHP itself.
	}
	if ( ! $moved ) {
		return agency_error( 'storage_failed', 'The application could not be stored. Please try again later.', 503 );
	}
	@chmod( $target, 0600 ); // phpcs:ignore

	$name  = trim( $values['first_name'] . ' ' . $values['last_name'] );
	$title = $name . ( '' !== $values['job_title'] ? ' — ' . $values['job_title'] : '' );
	$id    = agency_store_submission(
		'job_application',
		$title,
		'',
		$values + array(
			'file'           => $stored,
			'file_size'      => $size,
			'file_kind'      => $type['kind'],
			'file_mime'      => $type['mime'],
			'original_name'  => sanitize_file_name( agency_text( $file['name'] ?? '' ) ),
			'notice_version' => agency_notice_version( $request ),
		)
	);
	if ( is_wp_error( $id ) ) {
		@unlink( $target ); // phpcs:ignore
		return agency_error( 'storage_failed', 'The application could not be stored. Please try again later.', 503 );
	}
	return new WP_REST_Response(
		array(
			'success' => true,
			'message' => 'Application Submitted Successfully!',
		),
		200
	);
}
