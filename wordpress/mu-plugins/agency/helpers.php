<?php
/**
 * Small shared helpers.
 */

defined( 'ABSPATH' ) || exit;

/**
 * A REST error with an HTTP status.
 *
 * @param string $code    Machine-readable code.
 * @param string $message Human-readable message.
 * @param int    $status  HTTP status.
 * @param array  $extra   Extra data.
 * @return WP_Error
 */
function agency_error( $code, $message, $status = 400, $extra = array() ) {
	return new WP_Error( $code, $message, array_merge( array( 'status' => $status ), $extra ) );
}

/**
 * Permission callback of the form endpoints: only the site's server (its application password,
 * role agency_site) may submit. Logged out → 401, another account → 403.
 *
 * @return bool
 */
function agency_can_submit_forms() {
	return current_user_can( 'agency_submit_forms' );
}

/**
 * Permission callback of the submissions read-back: whoever may read that kind in the Inbox
 * (Settings → Inbox), never the site's own account, so a leaked site credential leaks no applicant.
 *
 * @param WP_REST_Request $request Request.
 * @return bool
 */
function agency_can_read_submissions( $request ) {
	return current_user_can( 'application' === $request->get_param( 'type' ) ? AGENCY_CAP_APPLICATIONS : AGENCY_CAP_MESSAGES );
}

/**
 * The longest accepted length, in characters, of a kind of form field (name, email, phone, message,
 * short, notes). The site's form schemas read the same file, so both sides refuse the same input.
 *
 * @param string $kind Kind of field.
 * @return int
 */
function agency_field_limit( $kind ) {
	static $limits = null;
	if ( null === $limits ) {
		$limits = json_decode( (string) file_get_contents( __DIR__ . '/field-limits.json' ), true );
	}
	return (int) $limits[ $kind ];
}

/**
 * The contact form's optional lead questions: value => label for `project_type` and `budget_range`.
 * The site's contact schema reads the same file, so both sides accept the same values.
 *
 * @param string $field project_type or budget_range.
 * @return array<string,string>
 */
function agency_contact_choices( $field ) {
	static $choices = null;
	if ( null === $choices ) {
		$choices = json_decode( (string) file_get_contents( __DIR__ . '/contact-choices.json' ), true );
	}
	return isset( $choices[ $field ] ) ? $choices[ $field ] : array();
}

/**
 * The label of a stored choice ('' stays ''; an unknown value is shown as stored).
 *
 * @param string $field project_type or budget_range.
 * @param string $value Stored value.
 * @return string
 */
function agency_contact_choice_label( $field, $value ) {
	$choices = agency_contact_choices( $field );
	return isset( $choices[ $value ] ) ? $choices[ $value ] : $value;
}

/**
 * A text field as the visitor typed it: valid UTF-8, line breaks unified, other control
 * characters dropped (single-line: every control character becomes a space), trimmed.
 * Tags are kept, not stripped: stripping emptied text the site had accepted (a name of `<b></b>`)
 * and made the two sides count different strings; the text is stored as data and escaped wherever
 * it is shown.
 *
 * @param mixed $value     Raw value.
 * @param bool  $multiline Keep line breaks and tabs.
 * @return string
 */
function agency_text( $value, $multiline = false ) {
	if ( ! is_scalar( $value ) ) {
		return '';
	}
	$text = str_replace( array( "\r\n", "\r" ), "\n", wp_check_invalid_utf8( (string) $value ) );
	$text = $multiline ? preg_replace( '/[\x00-\x08\x0B-\x1F\x7F]/', '', $text ) : preg_replace( '/[\x00-\x1F\x7F]/', ' ', $text );
	// C1 controls and the bidirectional embeddings, overrides and isolates: they make a name read
	// otherwise than it is ("cv\u{202E}fdp.exe" shows as "cvexe.pdf") wherever it is shown.
	$text = preg_replace( '/[\x{80}-\x{9F}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u', '', (string) $text );
	return trim( (string) $text );
}

/**
 * Text WordPress keeps as HTML (the site's name, titles: `&amp;`, `&#8217;`) as a plain-text mail
 * shows it.
 *
 * @param string $html Stored text.
 * @return string
 */
function agency_plain_text( $html ) {
	return html_entity_decode( (string) $html, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
}

/**
 * The site's name as mails write it (WordPress stores it HTML-escaped).
 *
 * @return string
 */
function agency_site_name() {
	return agency_plain_text( get_bloginfo( 'name' ) );
}

/**
 * wp_insert_post for plain text (submissions, the mail log): for a user without unfiltered_html,
 * such as the website's account, WordPress runs titles and content through its HTML filter, which
 * stores `&` as `&amp;` and drops `<…>` (an address in angle brackets); wp-admin then shows them so.
 *
 * @param array $post wp_insert_post's arguments, slashed.
 * @return int|WP_Error Post ID.
 */
function agency_insert_plain_post( $post ) {
	$filtered = false !== has_filter( 'content_save_pre', 'wp_filter_post_kses' );
	if ( $filtered ) {
		kses_remove_filters();
	}
	try {
		return wp_insert_post( $post, true );
	} finally {
		if ( $filtered ) {
			kses_init_filters();
		}
	}
}

/**
 * A 400 naming the field when `$value` is longer than its kind allows (in characters), else null.
 *
 * @param string $field Field name.
 * @param string $value Value.
 * @param string $kind  Kind of field (see agency_field_limit).
 * @param string $label Label in the message.
 * @return WP_Error|null
 */
function agency_too_long( $field, $value, $kind, $label ) {
	$max = agency_field_limit( $kind );
	if ( mb_strlen( $value, 'UTF-8' ) <= $max ) {
		return null;
	}
	return agency_error( 'invalid_' . $field, sprintf( '%s must be at most %d characters.', $label, $max ), 400, array( 'field' => $field ) );
}

/** Submissions stored per minute at most, over all forms (AGENCY_SUBMISSIONS_PER_MINUTE). */
if ( ! defined( 'AGENCY_SUBMISSIONS_PER_MINUTE' ) ) {
	define( 'AGENCY_SUBMISSIONS_PER_MINUTE', 60 );
}

/**
 * Takes one of this minute's storage slots: the site limits each visitor, this bounds what anyone
 * holding the site's credential can store. 429 when the minute's slots are gone.
 *
 * @return true|WP_Error
 */
function agency_take_storage_slot() {
	$key   = 'agency_stored_' . gmdate( 'YmdHi' );
	$count = (int) get_transient( $key );
	if ( $count >= (int) AGENCY_SUBMISSIONS_PER_MINUTE ) {
		return agency_error( 'too_many_submissions', 'Too many submissions right now. Please try again in a minute.', 429 );
	}
	set_transient( $key, $count + 1, 2 * MINUTE_IN_SECONDS );
	return true;
}

/**
 * The private directory, created on demand and closed to web servers that honour .htaccess.
 *
 * @param string $sub Sub-directory.
 * @return string Absolute path without trailing slash.
 */
function agency_private_dir( $sub = '' ) {
	$dir = rtrim( AGENCY_PRIVATE_DIR, '/\\' ) . ( $sub ? '/' . $sub : '' );
	if ( ! is_dir( $dir ) ) {
		wp_mkdir_p( $dir );
		@chmod( $dir, 0700 ); // phpcs:ignore -- the owner's alone, whatever the umask.
	}
	foreach ( array( rtrim( AGENCY_PRIVATE_DIR, '/\\' ), $dir ) as $d ) {
		if ( is_dir( $d ) && ! file_exists( $d . '/.htaccess' ) ) {
			@file_put_contents( $d . '/.htaccess', "# Private: résumés and data, never served.\nRequire all denied\n<IfModule !mod_authz_core.c>\nDeny from all\n</IfModule>\n" ); // phpcs:ignore
			@chmod( $d . '/.htaccess', 0600 ); // phpcs:ignore
		}
		if ( is_dir( $d ) && ! file_exists( $d . '/index.php' ) ) {
			@file_put_contents( $d . '/index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore
			@chmod( $d . '/index.php', 0600 ); // phpcs:ignore
		}
	}
	return $dir;
}

/**
 * Featured image URL of a post, or ''.
 *
 * @param int $post_id Post ID.
 * @return array{url:string,width:int,height:int,type:string}|null
 */
function agency_featured_image( $post_id ) {
	$id = get_post_thumbnail_id( $post_id );
	if ( ! $id ) {
		return null;
	}
	$src = wp_get_attachment_image_src( $id, 'full' );
	if ( ! $src ) {
		return null;
	}
	return array(
		'url'    => $src[0],
		'width'  => (int) $src[1],
		'height' => (int) $src[2],
		'type'   => (string) get_post_mime_type( $id ),
	);
}
