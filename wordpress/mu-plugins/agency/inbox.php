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
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/inbox-access.php';
require_once __DIR__ . '/inbox-workflow.php';
require_once __DIR__ . '/inbox-settings.php';

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

/**
 * A submission of the kind, or stops with 404.
 *
 * @param array $kind Kind.
 * @param int   $id   Post ID.
 * @return WP_Post
 */
function agency_inbox_item( $kind, $id ) {
	$post = get_post( (int) $id );
	if ( ! $post || $kind['type'] !== $post->post_type ) {
		wp_die( esc_html__( 'That item does not exist (any more).' ), 404 );
	}
	return $post;
}

/**
 * An item the current user may work on, by ID from the request, with its screen slug and kind; stops
 * with 403 or 404 otherwise.
 *
 * @param int $id Post ID.
 * @return array{0:WP_Post,1:string,2:array}
 */
function agency_inbox_item_for_user( $id ) {
	agency_inbox_check_cap();
	$post  = get_post( (int) $id );
	$found = $post ? agency_inbox_kind_of( $post->post_type ) : null;
	if ( ! $found ) {
		wp_die( esc_html__( 'That item does not exist (any more).' ), 404 );
	}
	agency_inbox_check_cap( $found[1] );
	return array( $post, $found[0], $found[1] );
}

/**
 * An item's status, one of its kind's (the first when none was set).
 *
 * @param WP_Post $post Item.
 * @return string
 */
function agency_inbox_status( $post ) {
	$found    = agency_inbox_kind_of( $post->post_type );
	$statuses = $found ? $found[1]['statuses'] : array();
	$status   = agency_field( $post->ID, 'status' );
	return isset( $statuses[ $status ] ) ? $status : (string) array_key_first( $statuses );
}

/**
 * An item's status as the screens name it.
 *
 * @param WP_Post $post Item.
 * @return string
 */
function agency_inbox_status_label( $post ) {
	$found  = agency_inbox_kind_of( $post->post_type );
	$status = agency_inbox_status( $post );
	return $found && isset( $found[1]['statuses'][ $status ] ) ? $found[1]['statuses'][ $status ] : $status;
}

/**
 * When an item arrived, as the site shows dates and times (the CSV keeps a sortable form).
 *
 * @param WP_Post $post Item.
 * @return string
 */
function agency_inbox_received( $post ) {
	return agency_workflow_time( strtotime( $post->post_date_gmt . ' UTC' ) );
}

/**
 * A field's value for display, export and detail.
 *
 * @param WP_Post $post Post.
 * @param string  $key  Field or column name.
 * @return string
 */
function agency_inbox_value( $post, $key ) {
	switch ( $key ) {
		case 'name':
			return 'job_application' === $post->post_type
				? trim( agency_field( $post->ID, 'first_name' ) . ' ' . agency_field( $post->ID, 'last_name' ) )
				: agency_field( $post->ID, 'name' );
		case 'date':
			return get_date_from_gmt( $post->post_date_gmt, 'Y-m-d H:i' );
		case 'status':
			// A mail's status is how its sending went; the others' their place in the workflow.
			return 'agency_mail' === $post->post_type ? agency_field( $post->ID, 'status' ) : agency_inbox_status( $post );
		case 'mail':
			return agency_field( $post->ID, 'status' );
		case 'project_type':
		case 'budget_range':
			return agency_contact_choice_label( $key, agency_field( $post->ID, $key ) );
		case 'excerpt':
			$text = agency_field( $post->ID, 'message' );
			return mb_strlen( $text ) > 80 ? mb_substr( $text, 0, 80 ) . '…' : $text;
		case 'body':
			return $post->post_content;
		case 'call':
			return agency_call_text( $post->ID );
		case 'call_when':
			return agency_call_text( $post->ID, true );
		case 'subject':
			return $post->post_title;
		default:
			return agency_field( $post->ID, $key );
	}
}

add_action(
	'admin_menu',
	function () {
		agency_inbox_mark_viewed_item();
		$kinds = agency_inbox_kinds();
		// The menu opens on the first list the user may read; WordPress hides the lists they may not.
		$first = array_key_first( $kinds );
		foreach ( $kinds as $slug => $kind ) {
			if ( current_user_can( $kind['cap'] ) ) {
				$first = $slug;
				break;
			}
		}
		$unread = array();
		foreach ( $kinds as $slug => $kind ) {
			$unread[ $slug ] = in_array( $kind['type'], AGENCY_WORKFLOW_TYPES, true ) && current_user_can( $kind['cap'] )
				? agency_workflow_unread_count( $kind['type'] ) : 0;
		}
		add_menu_page( 'Inbox', 'Inbox' . agency_workflow_bubble( array_sum( $unread ) ), $kinds[ $first ]['cap'], $first, 'agency_inbox_render', 'dashicons-email-alt', 26 );
		foreach ( $kinds as $slug => $kind ) {
			$hook = add_submenu_page( $first, $kind['title'], $kind['title'] . agency_workflow_bubble( $unread[ $slug ] ), $kind['cap'], $slug, 'agency_inbox_render' );
			add_action( 'load-' . $hook, 'agency_inbox_load' );
		}
	}
);

/**
 * The current screen's kind slug.
 *
 * @return string
 */
function agency_inbox_page() {
	$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification
	return isset( agency_inbox_kinds()[ $page ] ) ? $page : '';
}

/**
 * Opening an item marks it read: done while WordPress builds its menu, so the menu's unread count
 * already leaves it out.
 */
function agency_inbox_mark_viewed_item() {
	$page = agency_inbox_page();
	// phpcs:disable WordPress.Security.NonceVerification -- opening an item is reading it.
	if ( '' === $page || ! isset( $_GET['action'], $_GET['id'] ) || 'view' !== $_GET['action'] ) {
		return;
	}
	$kind = agency_inbox_kinds()[ $page ];
	$post = get_post( absint( $_GET['id'] ) );
	// phpcs:enable
	if ( $post && $kind['type'] === $post->post_type && current_user_can( $kind['cap'] ) ) {
		agency_workflow_mark_read( $post );
	}
}

/** Before output: a list's bulk actions run (then back to it). */
function agency_inbox_load() {
	$page = agency_inbox_page();
	$kind = agency_inbox_kinds()[ $page ];
	agency_inbox_check_cap( $kind );
	add_action( 'admin_head', 'agency_inbox_styles' );
	// phpcs:ignore WordPress.Security.NonceVerification -- reading only.
	if ( isset( $_GET['action'] ) && 'view' === $_GET['action'] ) {
		return;
	}
	require_once __DIR__ . '/inbox-table.php';
	$table  = new Agency_Inbox_Table( $page, $kind );
	$action = $table->current_action();
	if ( ! $action || empty( $_REQUEST['ids'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification
		return;
	}
	check_admin_referer( 'bulk-' . $page );
	$ids = array_map( 'absint', (array) wp_unslash( $_REQUEST['ids'] ) ); // phpcs:ignore WordPress.Security.NonceVerification
	foreach ( $ids as $id ) {
		$post = get_post( $id );
		if ( ! $post || $kind['type'] !== $post->post_type ) {
			continue;
		}
		if ( 'delete' === $action ) {
			wp_delete_post( $id, true );
		} elseif ( 'mark_read' === $action ) {
			agency_workflow_mark_read( $post );
		} elseif ( 'mark_unread' === $action ) {
			delete_post_meta( $id, '_agency_read' );
		} elseif ( 0 === strpos( $action, 'mark_' ) && isset( $kind['statuses'][ substr( $action, 5 ) ] ) ) {
			agency_workflow_set_status( $post, substr( $action, 5 ) );
		}
	}
	wp_safe_redirect( remove_query_arg( array( 'action', 'action2', 'ids', '_wpnonce', '_wp_http_referer' ), wp_get_referer() ? wp_get_referer() : admin_url( 'admin.php?page=' . $page ) ) );
	exit;
}

/** The Inbox's few styles: unread rows in bold, the detail screen's notes and history. */
function agency_inbox_styles() {
	echo '<style>
		.wp-list-table tr.agency-unread td, .wp-list-table tr.agency-unread .row-title { font-weight: 600; }
		.agency-item th { width: 12rem; }
		.agency-item td { white-space: pre-wrap; }
		.agency-log { margin: 0; list-style: none; }
		.agency-log li { margin: 0 0 .75rem; padding-left: .75rem; border-left: 3px solid #c3c4c7; }
		.agency-log li.agency-log-note { white-space: pre-wrap; border-left-color: #2271b1; }
		.agency-log .agency-log-meta { display: block; color: #646970; font-size: 12px; white-space: normal; }
		.agency-work label { display: block; font-weight: 600; margin: .5rem 0 .25rem; }
		.agency-work select, .agency-work textarea { width: 100%; }
	</style>';
}

/** Renders a list or, with action=view, one item. */
function agency_inbox_render() {
	$page = agency_inbox_page();
	$kind = agency_inbox_kinds()[ $page ];
	agency_inbox_check_cap( $kind );
	// phpcs:disable WordPress.Security.NonceVerification -- reading only.
	if ( isset( $_GET['action'], $_GET['id'] ) && 'view' === $_GET['action'] ) {
		agency_inbox_render_item( $page, $kind, agency_inbox_item( $kind, absint( $_GET['id'] ) ) );
		return;
	}
	// phpcs:enable
	require_once __DIR__ . '/inbox-table.php';
	$table = new Agency_Inbox_Table( $page, $kind );
	$table->prepare_items();
	echo '<div class="wrap"><h1 class="wp-heading-inline">' . esc_html( $kind['title'] ) . '</h1>';
	if ( $kind['export'] ) {
		$args   = array_filter(
			array(
				'action' => 'agency_inbox_export',
				'page'   => $page,
				'status' => $table->status,
				'job'    => $table->job,
			),
			'strlen'
		);
		$export = wp_nonce_url( add_query_arg( rawurlencode_deep( $args ), admin_url( 'admin-post.php' ) ), 'agency_inbox_export_' . $page );
		echo ' <a class="page-title-action" href="' . esc_url( $export ) . '">Export CSV</a>';
	}
	if ( current_user_can( 'manage_options' ) && 'agency_mail' !== $kind['type'] ) {
		echo ' <a class="page-title-action" href="' . esc_url( agency_inbox_settings_url() ) . '">Settings</a>';
	}
	if ( 'agency_mail' === $kind['type'] ) {
		echo '<p>' . ( agency_smtp_configured()
			? 'Mail is sent through ' . esc_html( AGENCY_SMTP_HOST ) . '. The newest ' . (int) AGENCY_MAIL_LOG_MAX . ' mails are kept here.'
			: 'No SMTP server is configured (SMTP_HOST), so nothing is sent: every mail WordPress would send is kept here instead (the newest ' . (int) AGENCY_MAIL_LOG_MAX . ').' ) . '</p>';
	}
	echo '<hr class="wp-header-end">';
	$table->views();
	echo '<form method="get"><input type="hidden" name="page" value="' . esc_attr( $page ) . '">';
	foreach ( array( 'status', 'read' ) as $filter ) {
		if ( '' !== $table->$filter ) {
			echo '<input type="hidden" name="' . esc_attr( $filter ) . '" value="' . esc_attr( $table->$filter ) . '">';
		}
	}
	$table->search_box( 'Search', 'agency-inbox' );
	$table->display();
	echo '</form></div>';
}

/**
 * One item: every field and, for applications and messages, the status with a note, the notes and
 * the history; the résumé download; delete.
 *
 * @param string  $page Screen slug.
 * @param array   $kind Kind.
 * @param WP_Post $post Item.
 */
function agency_inbox_render_item( $page, $kind, $post ) {
	$back     = admin_url( 'admin.php?page=' . $page );
	$name     = in_array( $post->post_type, AGENCY_WORKFLOW_TYPES, true ) ? agency_inbox_value( $post, 'name' ) : '';
	$workflow = (bool) $kind['statuses'];
	$singular = '' !== agency_field( $post->ID, 'call_start' ) ? 'Call request' : $kind['singular'];
	echo '<div class="wrap"><h1>' . esc_html( '' !== $name ? $singular . ' from ' . $name : $singular . ' #' . $post->ID ) . '</h1>';
	agency_inbox_saved_notice( $kind );
	echo '<p><a href="' . esc_url( $back ) . '">&larr; ' . esc_html( $kind['title'] ) . '</a></p>';
	echo '<div id="poststuff"><div id="post-body" class="metabox-holder columns-' . ( $workflow ? '2' : '1' ) . '">';
	echo '<div id="post-body-content">';
	echo '<table class="widefat striped agency-item"><tbody>';
	$rows = array( $kind['columns']['date'] ?? 'Received' => agency_inbox_received( $post ) );
	// Links the applicant gave (a LinkedIn profile or portfolio) open from here, in a new tab.
	$links = array();
	foreach ( $kind['fields'] as $key => $label ) {
		$value = agency_inbox_value( $post, $key );
		if ( '' !== $value || ! in_array( $key, $kind['if_given'] ?? array(), true ) ) {
			$rows[ $label ] = $value;
		}
		if ( 'profile_url' === $key ) {
			$links[] = $label;
		}
	}
	// Any other field stored with the item (a newer form field) is shown too.
	$internal = array( 'file', 'file_size', 'file_kind', 'file_mime', 'original_name', 'status', 'idempotency_key', 'idempotency_response', 'about', 'read', 'note', 'history', 'call_start', 'call_zone' );
	foreach ( get_post_meta( $post->ID ) as $meta_key => $values ) {
		$field = substr( $meta_key, 8 );
		if ( 0 === strpos( $meta_key, '_agency_' ) && ! isset( $kind['fields'][ $field ] ) && ! in_array( $field, $internal, true ) ) {
			$rows[ $field ] = (string) $values[0];
		}
	}
	foreach ( $rows as $label => $value ) {
		if ( '' === $value ) {
			$shown = '<span aria-hidden="true">—</span>';
		} elseif ( in_array( $label, $links, true ) && agency_is_profile_url( $value ) ) {
			$shown = '<a href="' . esc_url( $value ) . '" target="_blank" rel="noopener noreferrer nofollow">' . esc_html( $value ) . '<span class="screen-reader-text"> (opens in a new tab)</span></a>';
		} else {
			$shown = esc_html( $value );
		}
		echo '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . $shown . '</td></tr>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
	}
	if ( 'job_application' === $post->post_type ) {
		$file = agency_field( $post->ID, 'original_name' );
		$size = (int) agency_field( $post->ID, 'file_size' );
		echo '<tr><th scope="row">Résumé</th><td>';
		if ( agency_resume_path( $post->ID ) ) {
			echo '<a class="button" href="' . esc_url( agency_resume_url( $post->ID ) ) . '">Download ' . esc_html( agency_resume_download_name( $post->ID, agency_field( $post->ID, 'file_kind' ) ) ) . '</a> ' . esc_html( size_format( $size ) . ', ' . strtoupper( agency_field( $post->ID, 'file_kind' ) ) . ( '' !== $file ? ', sent as ' . agency_text( $file ) : '' ) );
		} else {
			echo 'The file is missing.';
		}
		echo '</td></tr>';
	}
	echo '</tbody></table>';
	if ( $workflow ) {
		agency_inbox_render_notes( $post );
	}
	$delete = wp_nonce_url( admin_url( 'admin-post.php?action=agency_inbox_delete&page=' . $page . '&id=' . $post->ID ), 'agency_inbox_delete_' . $post->ID );
	echo '<p style="margin-top:2rem"><a class="button button-link-delete" href="' . esc_url( $delete ) . '" onclick="return confirm(\'Delete this item for good?\')">Delete permanently</a></p>';
	echo '</div>';
	if ( $workflow ) {
		echo '<div id="postbox-container-1" class="postbox-container">';
		agency_inbox_render_work_box( $kind, $post );
		agency_inbox_render_history( $kind, $post );
		echo '</div>';
	}
	echo '</div><br class="clear"></div></div>';
}

/**
 * The notice after the status form was saved.
 *
 * @param array $kind Kind.
 */
function agency_inbox_saved_notice( $kind ) {
	// phpcs:disable WordPress.Security.NonceVerification -- a notice after a checked redirect.
	$status = isset( $_GET['changed'] ) ? sanitize_key( wp_unslash( $_GET['changed'] ) ) : '';
	$noted  = ! empty( $_GET['noted'] );
	$same   = ! empty( $_GET['unchanged'] );
	// phpcs:enable
	$parts = array();
	if ( isset( $kind['statuses'][ $status ] ) ) {
		$parts[] = 'Status changed to ' . $kind['statuses'][ $status ] . '.';
	}
	if ( $noted ) {
		$parts[] = 'Note added.';
	}
	if ( $same && ! $parts ) {
		$parts[] = 'Nothing changed: the status is the same and the note was empty.';
	}
	if ( $parts ) {
		echo '<div class="notice notice-' . ( $same && 1 === count( $parts ) ? 'info' : 'success' ) . ' is-dismissible"><p>' . esc_html( implode( ' ', $parts ) ) . '</p></div>';
	}
}

/**
 * The side box changing the status and adding a note.
 *
 * @param array   $kind Kind.
 * @param WP_Post $post Item.
 */
function agency_inbox_render_work_box( $kind, $post ) {
	$current = agency_inbox_status( $post );
	$person  = 'job_application' === $post->post_type ? 'applicant' : 'sender';
	echo '<div class="postbox"><div class="postbox-header"><h2>Status and notes</h2></div><div class="inside">';
	echo '<form method="post" class="agency-work" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	wp_nonce_field( 'agency_inbox_status_' . $post->ID );
	echo '<input type="hidden" name="action" value="agency_inbox_status"><input type="hidden" name="id" value="' . (int) $post->ID . '">';
	echo '<label for="agency-status">Status</label><select id="agency-status" name="status">';
	foreach ( $kind['statuses'] as $value => $label ) {
		echo '<option value="' . esc_attr( $value ) . '"' . selected( $current, $value, false ) . '>' . esc_html( $label ) . '</option>';
	}
	echo '</select>';
	echo '<label for="agency-note">Internal note</label><textarea id="agency-note" name="note" rows="4" maxlength="' . (int) AGENCY_NOTE_MAX . '" aria-describedby="agency-note-help"></textarea>';
	echo '<p class="description" id="agency-note-help">' . esc_html( 'Seen only by people who may read the Inbox, never sent to the ' . $person . '. A copy of their personal data includes it.' ) . '</p>';
	echo '<p><button class="button button-primary">Save</button></p></form></div></div>';
}

/**
 * The item's internal notes, oldest first.
 *
 * @param WP_Post $post Item.
 */
function agency_inbox_render_notes( $post ) {
	$notes = agency_workflow_notes( $post->ID );
	echo '<div class="postbox" style="margin-top:1.5rem"><div class="postbox-header"><h2 id="agency-notes">Internal notes</h2></div><div class="inside">';
	if ( ! $notes ) {
		echo '<p>No notes yet. Add one with the status, on the right.</p>';
	} else {
		echo '<ol class="agency-log" aria-labelledby="agency-notes">';
		foreach ( $notes as $note ) {
			echo '<li class="agency-log-note">' . esc_html( (string) $note['text'] ) . '<span class="agency-log-meta">' . esc_html( (string) $note['name'] . ', ' . agency_workflow_time( $note['time'] ) ) . '</span></li>';
		}
		echo '</ol>';
	}
	echo '</div></div>';
}

/**
 * The item's history, oldest first.
 *
 * @param array   $kind Kind.
 * @param WP_Post $post Item.
 */
function agency_inbox_render_history( $kind, $post ) {
	$history = agency_workflow_history( $post->ID );
	echo '<div class="postbox"><div class="postbox-header"><h2 id="agency-history">History</h2></div><div class="inside">';
	echo '<ol class="agency-log" aria-labelledby="agency-history"><li>Received<span class="agency-log-meta">' . esc_html( agency_inbox_received( $post ) ) . '</span></li>';
	foreach ( $history as $entry ) {
		echo '<li>' . esc_html( agency_workflow_event_text( $entry, $kind['statuses'] ) ) . '<span class="agency-log-meta">' . esc_html( (string) $entry['name'] . ', ' . agency_workflow_time( $entry['time'] ) ) . '</span></li>';
	}
	echo '</ol></div></div>';
}

// The detail screen's form: a new status, a note, or both.
add_action(
	'admin_post_agency_inbox_status',
	function () {
		$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification -- checked next.
		list( $post, $page, $kind ) = agency_inbox_item_for_user( $id );
		check_admin_referer( 'agency_inbox_status_' . $id );
		$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		if ( ! isset( $kind['statuses'][ $status ] ) ) {
			wp_die( esc_html__( 'Unknown status.' ), 400 );
		}
		$changed = agency_workflow_set_status( $post, $status );
		$noted   = agency_workflow_add_note( $post->ID, isset( $_POST['note'] ) ? (string) wp_unslash( $_POST['note'] ) : '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- sanitized there.
		$done    = $changed || $noted ? array_filter( array( 'changed' => $changed ? $status : '', 'noted' => $noted ? '1' : '' ) ) : array( 'unchanged' => '1' );
		wp_safe_redirect( add_query_arg( $done, agency_inbox_item_url( $post->ID, $page ) ) );
		exit;
	}
);

add_action(
	'admin_post_agency_inbox_delete',
	function () {
		// phpcs:disable WordPress.Security.NonceVerification -- checked next.
		$id = isset( $_GET['id'] ) ? absint( $_GET['id'] ) : 0;
		// phpcs:enable
		list( $post, $page ) = agency_inbox_item_for_user( $id );
		check_admin_referer( 'agency_inbox_delete_' . $id );
		wp_delete_post( $post->ID, true );
		wp_safe_redirect( admin_url( 'admin.php?page=' . $page ) );
		exit;
	}
);

/**
 * The stored résumé of an application, or '' when there is none.
 *
 * @param int $id Post ID.
 * @return string Absolute path.
 */
function agency_resume_path( $id ) {
	$stored = agency_field( $id, 'file' );
	if ( 1 !== preg_match( '/^[a-f0-9]{32}\.(pdf|doc|docx)$/', $stored ) ) {
		return '';
	}
	$path = rtrim( AGENCY_PRIVATE_DIR, '/\\' ) . '/applications/' . $stored;
	return is_file( $path ) ? $path : '';
}

/**
 * The download address of an application's résumé, for the current user.
 *
 * @param int $id Post ID.
 * @return string
 */
function agency_resume_url( $id ) {
	return wp_nonce_url( admin_url( 'admin-post.php?action=agency_resume&id=' . (int) $id ), 'agency_resume_' . (int) $id );
}

/**
 * The name a résumé downloads under: the applicant and the job, with the type its content was
 * detected as, never the name the applicant gave the file (which could claim another type).
 *
 * @param int    $id   Application ID.
 * @param string $kind Detected type: pdf, doc or docx.
 * @return string
 */
function agency_resume_download_name( $id, $kind ) {
	$parts = array( agency_field( $id, 'first_name' ), agency_field( $id, 'last_name' ), agency_field( $id, 'job_title' ) );
	$base  = trim( (string) preg_replace( '/[^\p{L}\p{M}\p{N}]+/u', '-', agency_text( implode( ' ', $parts ) ) ), '-' );
	$base  = mb_substr( '' !== $base ? $base : 'resume-' . $id, 0, 100, 'UTF-8' );
	return rtrim( $base, '-' ) . '.' . $kind;
}

// The résumé, streamed as an attachment under the applicant's and the job's name; the download is
// recorded in the application's history.
add_action(
	'admin_post_agency_resume',
	function () {
		agency_inbox_check_cap( agency_inbox_kinds()['agency-applications'] );
		$id = isset( $_GET['id'] ) ? absint( $_GET['id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification -- checked next.
		check_admin_referer( 'agency_resume_' . $id );
		$post = agency_inbox_item( agency_inbox_kinds()['agency-applications'], $id );
		$path = agency_resume_path( $post->ID );
		if ( '' === $path ) {
			wp_die( esc_html__( 'The résumé file is missing.' ), 404 );
		}
		agency_workflow_log( $post->ID, 'resume' );
		$kind  = pathinfo( $path, PATHINFO_EXTENSION );
		$mimes = array(
			'pdf'  => 'application/pdf',
			'doc'  => 'application/msword',
			'docx' => 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		);
		$name  = agency_resume_download_name( $post->ID, $kind );
		$ascii = preg_replace( '/[^A-Za-z0-9._-]+/', '_', remove_accents( $name ) );
		while ( ob_get_level() ) {
			ob_end_clean();
		}
		nocache_headers();
		header( 'Content-Type: ' . $mimes[ $kind ] );
		header( 'Content-Length: ' . filesize( $path ) );
		header( 'Content-Disposition: attachment; filename="' . $ascii . '"; filename*=UTF-8\'\'' . rawurlencode( $name ) );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Content-Security-Policy: sandbox' );
		readfile( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit;
	}
);

/**
 * A CSV cell that a spreadsheet shows as text, never runs as a formula.
 *
 * @param string $value Value.
 * @return string
 */
function agency_csv_cell( $value ) {
	$value = (string) $value;
	// =, @, tab and CR start formulas; + and - too, unless the cell is a plain number or phone number.
	if ( preg_match( '/^[=@\t\r]/', $value ) || preg_match( '/^[+-](?![\d\s().+-]*$)/', $value ) ) {
		return "'" . $value;
	}
	return $value;
}

// A list as CSV, with the filters it shows (status, job) and the columns named as on its screens.
add_action(
	'admin_post_agency_inbox_export',
	function () {
		// phpcs:disable WordPress.Security.NonceVerification -- checked next.
		$page   = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		$job    = isset( $_GET['job'] ) ? sanitize_text_field( wp_unslash( $_GET['job'] ) ) : '';
		// phpcs:enable
		$kinds = agency_inbox_kinds();
		agency_inbox_check_cap( isset( $kinds[ $page ] ) ? $kinds[ $page ] : null );
		check_admin_referer( 'agency_inbox_export_' . $page );
		if ( empty( $kinds[ $page ]['export'] ) ) {
			wp_die( esc_html__( 'Unknown list.' ), 400 );
		}
		$kind = $kinds[ $page ];
		$meta = array( 'relation' => 'AND' );
		if ( isset( $kind['statuses'][ $status ] ) ) {
			$meta[] = agency_inbox_status_query( $status );
		}
		if ( $kind['jobs'] && '' !== $job ) {
			$meta[] = agency_inbox_job_query( $job );
		}
		$posts = get_posts(
			array(
				'post_type'      => $kind['type'],
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'orderby'        => 'date',
				'order'          => 'DESC',
				'meta_query'     => $meta, // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		$head  = array_merge( array( 'ID', $kind['columns']['date'] ), array_values( $kind['fields'] ) );
		if ( $kind['statuses'] ) {
			$head[] = 'Status';
		}
		if ( 'job_application' === $kind['type'] ) {
			$head[] = 'Résumé';
		}
		while ( ob_get_level() ) {
			ob_end_clean();
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( strtolower( str_replace( ' ', '-', $kind['title'] ) ) ) . '-' . gmdate( 'Y-m-d' ) . '.csv"' );
		header( 'X-Content-Type-Options: nosniff' );
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a BOM: spreadsheets read UTF-8.
		fputcsv( $out, $head, ',', '"', '' );
		foreach ( $posts as $post ) {
			$row = array( $post->ID, agency_inbox_value( $post, 'date' ) );
			foreach ( array_keys( $kind['fields'] ) as $key ) {
				$row[] = agency_csv_cell( agency_inbox_value( $post, $key ) );
			}
			if ( $kind['statuses'] ) {
				$row[] = agency_inbox_status_label( $post );
			}
			if ( 'job_application' === $kind['type'] ) {
				$row[] = agency_csv_cell( agency_field( $post->ID, 'original_name' ) );
			}
			fputcsv( $out, $row, ',', '"', '' );
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit;
	}
);

/**
 * The meta query selecting items of one status ('new' includes those never marked).
 *
 * @param string $status Status.
 * @return array
 */
function agency_inbox_status_query( $status ) {
	if ( 'new' === $status ) {
		return array(
			'relation' => 'OR',
			array(
				'key'     => '_agency_status',
				'compare' => 'NOT EXISTS',
			),
			array(
				'key'   => '_agency_status',
				'value' => 'new',
			),
		);
	}
	return array(
		array(
			'key'   => '_agency_status',
			'value' => $status,
		),
	);
}

/**
 * The meta query selecting applications for one job, by its title as the application names it.
 *
 * @param string $job Job title.
 * @return array
 */
function agency_inbox_job_query( $job ) {
	return array(
		array(
			'key'   => '_agency_job_title',
			'value' => $job,
		),
	);
}

/**
 * The jobs applications were made for, by title, in alphabetical order.
 *
 * @return string[]
 */
function agency_inbox_jobs() {
	global $wpdb;
	$titles = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->prepare(
			"SELECT DISTINCT m.meta_value FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s AND m.meta_key = %s AND m.meta_value <> ''",
			'job_application',
			'_agency_job_title'
		)
	);
	$titles = array_map( 'strval', $titles );
	natcasesort( $titles );
	return array_values( $titles );
}
