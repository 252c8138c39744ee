<?php
/**
 * Private receivers used by the site's server when no HubSpot / Mailchimp is configured, and a
 * read-back endpoint. All need the site's application password (role agency_site): 401 otherwise.
 * Lengths are counted in characters with the site's limits (field-limits.json); a refused field is
 * named in data.field. Storage is capped per minute (429).
 *
 * POST /agency/v1/contact     {name,email,phone?,project_type?,budget_range?,message,pageUri?,pageName?}
 *                             → 201 {success:true,id,message}
 * POST /agency/v1/newsletter  {email} → 200 {result:'success'|'error', msg} (Mailchimp's signup answer;
 *                             an address already subscribed gets the same success, so nobody learns who is)
 * GET  /agency/v1/submissions?type=contact|newsletter|application[&per_page=1..100] → {type,total,items:[...]}
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/contact',
			array(
				'methods'             => 'POST',
				'callback'            => 'agency_receive_contact',
				'permission_callback' => 'agency_can_submit_forms',
			)
		);
		register_rest_route(
			'agency/v1',
			'/newsletter',
			array(
				'methods'             => 'POST',
				'callback'            => 'agency_receive_newsletter',
				'permission_callback' => 'agency_can_submit_forms',
			)
		);
		register_rest_route(
			'agency/v1',
			'/submissions',
			array(
				'methods'             => 'GET',
				'callback'            => 'agency_list_submissions',
				'permission_callback' => 'agency_can_read_submissions',
				'args'                => array(
					'type'     => array(
						'required' => true,
						'type'     => 'string',
						'enum'     => array( 'contact', 'newsletter', 'application' ),
					),
					'per_page' => array(
						'type'    => 'integer',
						'default' => 100,
						'minimum' => 1,
						'maximum' => 100,
					),
				),
			)
		);
	}
);

/**
 * A string parameter as typed (see agency_text).
 *
 * @param WP_REST_Request $request   Request.
 * @param string          $key       Name.
 * @param bool            $multiline Keep line breaks.
 * @return string
 */
function agency_param( WP_REST_Request $request, $key, $multiline = false ) {
	return agency_text( $request->get_param( $key ), $multiline );
}

/**
 * The version of the privacy notice the visitor was shown with the form (the site sends it), or
 * 'not shown' when the request carries none (an API client).
 *
 * @param WP_REST_Request $request Request.
 * @return string
 */
function agency_notice_version( WP_REST_Request $request ) {
	$version = agency_param( $request, 'notice_version' );
	return preg_match( '/^\d{4}-\d{2}-\d{2}$/', $version ) ? $version : 'not shown';
}

/**
 * Contact message.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function agency_receive_contact( WP_REST_Request $request ) {
	$name     = agency_param( $request, 'name' );
	$email    = agency_param( $request, 'email' );
	$phone    = agency_param( $request, 'phone' );
	$message  = agency_param( $request, 'message', true );
	$project  = agency_param( $request, 'project_type' );
	$budget   = agency_param( $request, 'budget_range' );
	$page_uri = esc_url_raw( agency_param( $request, 'pageUri' ) );
	$page     = agency_param( $request, 'pageName' );
	if ( '' === $name ) {
		return agency_error( 'missing_name', 'Name is required.', 400, array( 'field' => 'name' ) );
	}
	if ( ! is_email( $email ) ) {
		return agency_error( 'invalid_email', 'Please enter a valid email address.', 400, array( 'field' => 'email' ) );
	}
	if ( '' === $message ) {
		return agency_error( 'missing_message', 'Message is required.', 400, array( 'field' => 'message' ) );
	}
	if ( '' !== $project && ! isset( agency_contact_choices( 'project_type' )[ $project ] ) ) {
		return agency_error( 'invalid_project_type', 'Please choose a project type from the list.', 400, array( 'field' => 'project_type' ) );
	}
	if ( '' !== $budget && ! isset( agency_contact_choices( 'budget_range' )[ $budget ] ) ) {
		return agency_error( 'invalid_budget_range', 'Please choose a budget range from the list.', 400, array( 'field' => 'budget_range' ) );
	}
	$too_long = agency_too_long( 'name', $name, 'name', 'Name' )
		?? agency_too_long( 'email', $email, 'email', 'Email' )
		?? agency_too_long( 'phone', $phone, 'phone', 'Phone' )
		?? agency_too_long( 'message', $message, 'message', 'Message' )
		?? agency_too_long( 'pageName', $page, 'short', 'Page name' );
	if ( $too_long ) {
		return $too_long;
	}
	$id = agency_store_contact_message(
		$request,
		array(
			'name'         => $name,
			'email'        => $email,
			'phone'        => $phone,
			'project_type' => $project,
			'budget_range' => $budget,
			'message'      => $message,
			'pageUri'      => $page_uri,
			'pageName'     => $page,
		),
		'The message could not be stored.'
	);
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	return new WP_REST_Response(
		array(
			'success' => true,
			'id'      => $id,
			'message' => 'Message Sent Successfully!',
		),
		201
	);
}

/**
 * Stores a contact message (a call request is one too) within the storage limit: titled with its
 * sender, its text the message, its fields as meta with the privacy notice the sender was shown.
 *
 * @param WP_REST_Request $request The request it came in.
 * @param array           $fields  Field name => value; name, email and message at least.
 * @param string          $failed  What the sender is told when it cannot be stored.
 * @return int|WP_Error The message's post ID, or the answer to give.
 */
function agency_store_contact_message( WP_REST_Request $request, array $fields, $failed ) {
	$slot = agency_take_storage_slot();
	if ( is_wp_error( $slot ) ) {
		return $slot;
	}
	$id = agency_store_submission(
		'contact_message',
		$fields['name'] . ' <' . $fields['email'] . '>',
		$fields['message'],
		$fields + array( 'notice_version' => agency_notice_version( $request ) )
	);
	return is_wp_error( $id ) ? agency_error( 'storage_failed', $failed, 503 ) : $id;
}

/**
 * Newsletter sign-up, answered like Mailchimp's signup (result + msg, HTTP 200).
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response
 */
function agency_receive_newsletter( WP_REST_Request $request ) {
	$email = strtolower( agency_param( $request, 'email' ) );
	if ( '' === $email || ! is_email( $email ) || mb_strlen( $email, 'UTF-8' ) > agency_field_limit( 'email' ) ) {
		return new WP_REST_Response(
			array(
				'result' => 'error',
				'msg'    => 'Please enter a valid email address.',
			),
			200
		);
	}
	$existing = get_posts(
		array(
			'post_type'      => 'newsletter_signup',
			'post_status'    => 'any',
			'posts_per_page' => 1,
			'fields'         => 'ids',
			'meta_key'       => '_agency_email', // phpcs:ignore
			'meta_value'     => $email, // phpcs:ignore
		)
	);
	$thanks = new WP_REST_Response(
		array(
			'result' => 'success',
			'msg'    => 'Thank you for subscribing!',
		),
		200
	);
	if ( $existing ) {
		return $thanks; // The same answer as a new sign-up: nobody learns who is subscribed.
	}
	$slot = agency_take_storage_slot();
	if ( is_wp_error( $slot ) ) {
		return new WP_REST_Response(
			array(
				'result' => 'error',
				'msg'    => $slot->get_error_message(),
			),
			429
		);
	}
	$id = agency_store_submission(
		'newsletter_signup',
		$email,
		'',
		array(
			'email'          => $email,
			'notice_version' => agency_notice_version( $request ),
		)
	);
	if ( is_wp_error( $id ) ) {
		return new WP_REST_Response(
			array(
				'result' => 'error',
				'msg'    => 'The subscription could not be saved. Please try again later.',
			),
			200
		);
	}
	return $thanks;
}

/**
 * Stored submissions, newest first.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response
 */
function agency_list_submissions( WP_REST_Request $request ) {
	$map    = array(
		'contact'     => array( 'contact_message', array( 'name', 'email', 'phone', 'project_type', 'budget_range', 'message', 'pageUri', 'pageName', 'notice_version', 'call_start', 'call_zone' ) ),
		'newsletter'  => array( 'newsletter_signup', array( 'email', 'notice_version' ) ),
		'application' => array( 'job_application', array( 'first_name', 'last_name', 'company_address', 'town', 'state', 'country', 'zip', 'email', 'phone', 'job_title', 'profile_url', 'order_notes', 'notice_version' ) ),
	);
	$type   = $request['type'];
	$query  = new WP_Query(
		array(
			'post_type'      => $map[ $type ][0],
			'post_status'    => 'any',
			'posts_per_page' => (int) $request['per_page'],
			'orderby'        => 'ID',
			'order'          => 'DESC',
			'no_found_rows'  => false,
		)
	);
	$items  = array();
	foreach ( $query->posts as $post ) {
		$item = array(
			'id'   => $post->ID,
			'date' => mysql_to_rfc3339( $post->post_date_gmt ),
		);
		foreach ( $map[ $type ][1] as $field ) {
			$item[ $field ] = (string) get_post_meta( $post->ID, '_agency_' . $field, true );
		}
		if ( 'application' === $type ) {
			$stored       = (string) get_post_meta( $post->ID, '_agency_file', true );
			$path         = rtrim( AGENCY_PRIVATE_DIR, '/\\' ) . '/applications/' . $stored;
			$item['file'] = array(
				'size'          => (int) get_post_meta( $post->ID, '_agency_file_size', true ),
				'type'          => (string) get_post_meta( $post->ID, '_agency_file_kind', true ),
				'mime'          => (string) get_post_meta( $post->ID, '_agency_file_mime', true ),
				'original_name' => (string) get_post_meta( $post->ID, '_agency_original_name', true ),
				'stored'        => '' !== $stored && is_file( $path ),
			);
		}
		$items[] = $item;
	}
	return new WP_REST_Response(
		array(
			'type'  => $type,
			'total' => (int) $query->found_posts,
			'items' => $items,
		),
		200
	);
}
