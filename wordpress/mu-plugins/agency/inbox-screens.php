<?php
/**
 * The Inbox menu (with its unread counts) and its list screens: marking an opened item read, the bulk
 * actions, the screens' styles and the list of each kind with its search, filters and export link.
 */

defined( 'ABSPATH' ) || exit;

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
