<?php
/**
 * The Inbox in wp-admin: job applications, contact messages, newsletter sign-ups and the mail log,
 * each a list (search, paging, CSV export) with a detail screen showing every stored field.
 * Applications (new, reviewed, shortlisted, rejected) and contact messages (new, replied, closed)
 * carry a status that the list filters by and is changed on the detail screen, with an internal
 * note, or in bulk; applications are also filtered by job, and their résumé downloads streamed from
 * the private folder (never a public URL). Items nobody has opened yet are shown in bold and
 * counted on the Inbox menu (inbox-workflow.php).
 *
 * Who sees what is a capability per kind (inbox-access.php), granted to roles on Settings → Inbox
 * (inbox-settings.php): by default administrators and HR, not editors, never the site's own
 * account. Every screen and action checks the kind's capability, and every change a nonce.
 *
 * This file defines the kinds of item; the rest is in the files it loads: reading an item
 * (inbox-items.php), the menu and lists (inbox-screens.php), the detail screen (inbox-detail.php),
 * résumé downloads (inbox-resumes.php) and the CSV export (inbox-export.php).
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/inbox-access.php';
require_once __DIR__ . '/inbox-workflow.php';
require_once __DIR__ . '/inbox-settings.php';
require_once __DIR__ . '/inbox-items.php';
require_once __DIR__ . '/inbox-screens.php';
require_once __DIR__ . '/inbox-detail.php';
require_once __DIR__ . '/inbox-resumes.php';
require_once __DIR__ . '/inbox-export.php';

/** Statuses of an application; the first is the default. */
const AGENCY_APPLICATION_STATUSES = array(
	'new'         => 'New',
	'reviewed'    => 'Reviewed',
	'shortlisted' => 'Shortlisted',
	'rejected'    => 'Rejected',
);

/** Statuses of a contact message; the first is the default. */
const AGENCY_MESSAGE_STATUSES = array(
	'new'     => 'New',
	'replied' => 'Replied',
	'closed'  => 'Closed',
);

/**
 * Capabilities of a submission post type: all of them one Inbox capability, and nobody creates one
 * by hand.
 *
 * @param string $cap The capability that reads this type.
 * @return array<string,string>
 */
function agency_inbox_post_caps( $cap ) {
	$caps = array();
	foreach ( array( 'edit_posts', 'edit_others_posts', 'edit_private_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts', 'delete_posts', 'delete_private_posts', 'delete_published_posts', 'delete_others_posts', 'read' ) as $name ) {
		$caps[ $name ] = $cap;
	}
	$caps['create_posts'] = 'do_not_allow';
	return $caps;
}

// The submission types are read through the Inbox only: WordPress's own post screens for them
// (which showed just a title) are gone, and their capabilities are the Inbox's.
add_filter(
	'register_post_type_args',
	function ( $args, $type ) {
		$caps = array(
			'job_application'   => AGENCY_CAP_APPLICATIONS,
			'contact_message'   => AGENCY_CAP_MESSAGES,
			'newsletter_signup' => AGENCY_CAP_MESSAGES,
		);
		if ( isset( $caps[ $type ] ) ) {
			$args['show_ui']      = false;
			$args['show_in_menu'] = false;
			$args['capabilities'] = agency_inbox_post_caps( $caps[ $type ] );
			$args['map_meta_cap'] = true;
		}
		return $args;
	},
	10,
	2
);

/**
 * The Inbox's kinds of item, by screen slug. Labels are the screens' own: the list's columns, the
 * detail screen's rows and the CSV's header use them.
 *
 * @return array<string,array>
 */
function agency_inbox_kinds() {
	return array(
		'agency-applications' => array(
			'type'     => 'job_application',
			'cap'      => AGENCY_CAP_APPLICATIONS,
			'title'    => 'Applications',
			'singular' => 'Application',
			'denied'   => 'Sorry, you are not allowed to read job applications.',
			'columns'  => array(
				'name'      => 'Name',
				'job_title' => 'Job',
				'email'     => 'E-mail',
				'phone'     => 'Phone',
				'town'      => 'City',
				'date'      => 'Received',
				'status'    => 'Status',
			),
			'fields'   => array(
				'first_name'      => 'First name',
				'last_name'       => 'Last name',
				'job_title'       => 'Job',
				'email'           => 'E-mail',
				'phone'           => 'Phone',
				'profile_url'     => 'LinkedIn or portfolio',
				'company_address' => 'Address',
				'town'            => 'City',
				'state'           => 'State',
				'country'         => 'Country',
				'zip'             => 'PIN code',
				'order_notes'     => 'Applicant’s notes',
			),
			'search'   => array( 'first_name', 'last_name', 'email', 'phone', 'town', 'job_title' ),
			'statuses' => AGENCY_APPLICATION_STATUSES,
			'jobs'     => true,
			'export'   => true,
		),
		'agency-messages'     => array(
			'type'     => 'contact_message',
			'cap'      => AGENCY_CAP_MESSAGES,
			'title'    => 'Contact messages',
			'singular' => 'Contact message',
			'denied'   => 'Sorry, you are not allowed to read contact messages.',
			'columns'  => array(
				'name'         => 'Name',
				'email'        => 'E-mail',
				'phone'        => 'Phone',
				'project_type' => 'Project type',
				'budget_range' => 'Budget range',
				'excerpt'      => 'Message',
				'call_when'    => 'Call',
				'pageName'     => 'Page name',
				'date'         => 'Received',
				'status'       => 'Status',
			),
			'fields'   => array(
				'name'         => 'Name',
				'email'        => 'E-mail',
				'call'         => 'Call requested',
				'phone'        => 'Phone',
				'project_type' => 'Project type',
				'budget_range' => 'Budget range',
				'message'      => 'Message',
				'pageName'     => 'Page name',
				'pageUri'      => 'Page address',
			),
			// A call request's time (calls.php); a message without one shows no such row.
			'if_given' => array( 'call' ),
			'search'   => array( 'name', 'email', 'phone', 'message' ),
			'statuses' => AGENCY_MESSAGE_STATUSES,
			'jobs'     => false,
			'export'   => true,
		),
		'agency-newsletter'   => array(
			'type'     => 'newsletter_signup',
			'cap'      => AGENCY_CAP_MESSAGES,
			'title'    => 'Newsletter sign-ups',
			'singular' => 'Newsletter sign-up',
			'denied'   => 'Sorry, you are not allowed to read newsletter sign-ups.',
			'columns'  => array(
				'email' => 'E-mail',
				'date'  => 'Signed up',
			),
			'fields'   => array( 'email' => 'E-mail' ),
			'search'   => array( 'email' ),
			'statuses' => array(),
			'jobs'     => false,
			'export'   => true,
		),
		'agency-mail-log'     => array(
			'type'     => 'agency_mail',
			'cap'      => AGENCY_CAP_MAIL_LOG,
			'title'    => 'Mail log',
			'singular' => 'Mail',
			'denied'   => 'Sorry, you are not allowed to read the mail log: it quotes applications and messages.',
			'columns'  => array(
				'subject' => 'Subject',
				'to'      => 'To',
				'mail'    => 'Result',
				'date'    => 'Date',
			),
			'fields'   => array(
				'to'          => 'To',
				'subject'     => 'Subject',
				'headers'     => 'Headers',
				'attachments' => 'Attachments',
				'status'      => 'Result',
				'error'       => 'Error',
				'body'        => 'Body',
			),
			'if_given' => array( 'attachments' ),
			'search'   => array( 'to', 'subject' ),
			'statuses' => array(),
			'jobs'     => false,
			'export'   => false,
		),
	);
}

/**
 * The screen slug and kind of a post type, or null.
 *
 * @param string $type Post type.
 * @return array{0:string,1:array}|null
 */
function agency_inbox_kind_of( $type ) {
	foreach ( agency_inbox_kinds() as $slug => $kind ) {
		if ( $kind['type'] === $type ) {
			return array( $slug, $kind );
		}
	}
	return null;
}

/**
 * Whether the current user may read anything in the Inbox.
 *
 * @return bool
 */
function agency_inbox_can_read_any() {
	return current_user_can( AGENCY_CAP_APPLICATIONS ) || current_user_can( AGENCY_CAP_MESSAGES );
}

/**
 * Stops with 403 unless the current user may read the kind (or, without one, anything in the Inbox).
 *
 * @param array|null $kind Kind.
 */
function agency_inbox_check_cap( $kind = null ) {
	$allowed = null === $kind ? agency_inbox_can_read_any() : current_user_can( $kind['cap'] );
	if ( ! $allowed ) {
		wp_die( esc_html( null === $kind ? 'Sorry, you are not allowed to read the Inbox.' : $kind['denied'] ), 403 );
	}
}
