<?php
/**
 * The Inbox in wp-admin: job applications, contact messages, newsletter sign-ups and the mail log,
 * each a list (search, paging, CSV export) with a detail screen showing every stored field.
 * Applications carry a status (new, reviewed, shortlisted, rejected) that the list filters by and
 * HR changes on the detail screen or in bulk, and a résumé download streamed from the private
 * folder (never a public URL).
 *
 * Only users with the capability `agency_review_submissions` see any of it: administrators and
 * editors get it; the site's own account (role agency_site) does not, so the credential the site
 * holds cannot read what visitors sent. Every action checks that capability and a nonce.
 */

defined( 'ABSPATH' ) || exit;

/** The capability of the inbox. */
const AGENCY_INBOX_CAP = 'agency_review_submissions';

/** Bump when the roles granted AGENCY_INBOX_CAP change. */
const AGENCY_INBOX_CAPS_VERSION = '1';

/** Statuses of an application; the first is the default. */
const AGENCY_APPLICATION_STATUSES = array(
	'new'         => 'New',
	'reviewed'    => 'Reviewed',
	'shortlisted' => 'Shortlisted',
	'rejected'    => 'Rejected',
);

add_action(
	'init',
	function () {
		if ( AGENCY_INBOX_CAPS_VERSION === get_option( 'agency_inbox_caps_version' ) ) {
			return;
		}
		foreach ( array( 'administrator', 'editor' ) as $role_name ) {
			$role = get_role( $role_name );
			if ( $role ) {
				$role->add_cap( AGENCY_INBOX_CAP );
			}
		}
		update_option( 'agency_inbox_caps_version', AGENCY_INBOX_CAPS_VERSION );
	},
	2
);

/**
 * Capabilities of the submission post types: all of them the inbox's, and nobody creates one by hand.
 *
 * @return array<string,string>
 */
function agency_inbox_post_caps() {
	$caps = array();
	foreach ( array( 'edit_posts', 'edit_others_posts', 'edit_private_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts', 'delete_posts', 'delete_private_posts', 'delete_published_posts', 'delete_others_posts', 'read' ) as $cap ) {
		$caps[ $cap ] = AGENCY_INBOX_CAP;
	}
	$caps['create_posts'] = 'do_not_allow';
	return $caps;
}

// The submission types are read through the Inbox only: WordPress's own post screens for them
// (which showed just a title) are gone, and their capabilities are the inbox's.
add_filter(
	'register_post_type_args',
	function ( $args, $type ) {
		if ( in_array( $type, array( 'job_application', 'contact_message', 'newsletter_signup' ), true ) ) {
			$args['show_ui']      = false;
			$args['show_in_menu'] = false;
			$args['capabilities'] = agency_inbox_post_caps();
			$args['map_meta_cap'] = true;
		}
		return $args;
	},
	10,
	2
);

/**
 * The inbox's kinds of item, by screen slug.
 *
 * @return array<string,array>
 */
function agency_inbox_kinds() {
	return array(
		'agency-applications' => array(
			'type'     => 'job_application',
			'title'    => 'Applications',
			'singular' => 'Application',
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
				'company_address' => 'Address',
				'town'            => 'City',
				'state'           => 'State',
				'zip'             => 'Zip',
				'order_notes'     => 'Notes',
			),
			'search'   => array( 'first_name', 'last_name', 'email', 'phone', 'town', 'job_title' ),
			'status'   => true,
			'export'   => true,
		),
		'agency-messages'     => array(
			'type'     => 'contact_message',
			'title'    => 'Contact messages',
			'singular' => 'Contact message',
			'columns'  => array(
				'name'         => 'Name',
				'email'        => 'E-mail',
				'phone'        => 'Phone',
				'project_type' => 'Project',
				'budget_range' => 'Budget',
				'excerpt'      => 'Message',
				'pageName'     => 'Page',
				'date'         => 'Received',
			),
			'fields'   => array(
				'name'         => 'Name',
				'email'        => 'E-mail',
				'phone'        => 'Phone',
				'project_type' => 'Project type',
				'budget_range' => 'Budget range',
				'message'      => 'Message',
				'pageName'     => 'Page name',
				'pageUri'      => 'Page address',
			),
			'search'   => array( 'name', 'email', 'phone', 'message' ),
			'status'   => false,
			'export'   => true,
		),
		'agency-newsletter'   => array(
			'type'     => 'newsletter_signup',
			'title'    => 'Newsletter sign-ups',
			'singular' => 'Newsletter sign-up',
			'columns'  => array(
				'email' => 'E-mail',
				'date'  => 'Signed up',
			),
			'fields'   => array( 'email' => 'E-mail' ),
			'search'   => array( 'email' ),
			'status'   => false,
			'export'   => true,
		),
		'agency-mail-log'     => array(
			'type'     => 'agency_mail',
			'title'    => 'Mail log',
			'singular' => 'Mail',
			'columns'  => array(
				'subject' => 'Subject',
				'to'      => 'To',
				'mail'    => 'Result',
				'date'    => 'Date',
			),
			'fields'   => array(
				'to'      => 'To',
				'subject' => 'Subject',
				'headers' => 'Headers',
				'status'  => 'Result',
				'error'   => 'Error',
				'body'    => 'Body',
			),
			'search'   => array( 'to', 'subject' ),
			'status'   => false,
			'export'   => false,
		),
	);
}

/**
 * Stops unless the current user may use the inbox.
 */
function agency_inbox_check_cap() {
	if ( ! current_user_can( AGENCY_INBOX_CAP ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to read submissions.' ), 403 );
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
			if ( 'agency_mail' === $post->post_type ) {
				return agency_field( $post->ID, 'status' );
			}
			$status = agency_field( $post->ID, 'status' );
			return isset( AGENCY_APPLICATION_STATUSES[ $status ] ) ? $status : 'new';
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
		case 'subject':
			return $post->post_title;
		default:
			return agency_field( $post->ID, $key );
	}
}

add_action(
	'admin_menu',
	function () {
		$kinds = agency_inbox_kinds();
		$first = array_key_first( $kinds );
		add_menu_page( 'Inbox', 'Inbox', AGENCY_INBOX_CAP, $first, 'agency_inbox_render', 'dashicons-email-alt', 26 );
		foreach ( $kinds as $slug => $kind ) {
			$hook = add_submenu_page( $first, $kind['title'], $kind['title'], AGENCY_INBOX_CAP, $slug, 'agency_inbox_render' );
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

/** Before output: bulk actions of a list (then back to it). */
function agency_inbox_load() {
	agency_inbox_check_cap();
	$page = agency_inbox_page();
	$kind = agency_inbox_kinds()[ $page ];
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
		} elseif ( $kind['status'] && 0 === strpos( $action, 'mark_' ) && isset( AGENCY_APPLICATION_STATUSES[ substr( $action, 5 ) ] ) ) {
			update_post_meta( $id, '_agency_status', substr( $action, 5 ) );
		}
	}
	wp_safe_redirect( remove_query_arg( array( 'action', 'action2', 'ids', '_wpnonce', '_wp_http_referer' ), wp_get_referer() ? wp_get_referer() : admin_url( 'admin.php?page=' . $page ) ) );
	exit;
}

/** Renders a list or, with action=view, one item. */
function agency_inbox_render() {
	agency_inbox_check_cap();
	$page = agency_inbox_page();
	$kind = agency_inbox_kinds()[ $page ];
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
		$export = wp_nonce_url( admin_url( 'admin-post.php?action=agency_inbox_export&page=' . $page . ( $table->status ? '&status=' . $table->status : '' ) ), 'agency_inbox_export_' . $page );
		echo ' <a class="page-title-action" href="' . esc_url( $export ) . '">Export CSV</a>';
	}
	if ( 'agency_mail' === $kind['type'] ) {
		echo '<p>' . ( agency_smtp_configured()
			? 'Mail is sent through ' . esc_html( AGENCY_SMTP_HOST ) . '. The newest ' . (int) AGENCY_MAIL_LOG_MAX . ' mails are kept here.'
			: 'No SMTP server is configured (SMTP_HOST), so nothing is sent: every mail WordPress would send is kept here instead (the newest ' . (int) AGENCY_MAIL_LOG_MAX . ').' ) . '</p>';
	}
	echo '<hr class="wp-header-end">';
	$table->views();
	echo '<form method="get"><input type="hidden" name="page" value="' . esc_attr( $page ) . '">';
	if ( $table->status ) {
		echo '<input type="hidden" name="status" value="' . esc_attr( $table->status ) . '">';
	}
	$table->search_box( 'Search', 'agency-inbox' );
	$table->display();
	echo '</form></div>';
}

/**
 * One item: every field, the status form, the résumé download and delete.
 *
 * @param string  $page Screen slug.
 * @param array   $kind Kind.
 * @param WP_Post $post Item.
 */
function agency_inbox_render_item( $page, $kind, $post ) {
	$back = admin_url( 'admin.php?page=' . $page );
	echo '<div class="wrap"><h1>' . esc_html( $kind['singular'] ) . ' #' . (int) $post->ID . '</h1>';
	echo '<p><a href="' . esc_url( $back ) . '">&larr; ' . esc_html( $kind['title'] ) . '</a></p>';
	echo '<table class="widefat striped agency-item" style="max-width:60rem"><tbody>';
	$rows = array( 'Received' => agency_inbox_value( $post, 'date' ) );
	foreach ( $kind['fields'] as $key => $label ) {
		$rows[ $label ] = agency_inbox_value( $post, $key );
	}
	// Any other field stored with the item (a newer form field) is shown too.
	$internal = array( 'file', 'file_size', 'file_kind', 'file_mime', 'original_name', 'status', 'idempotency_key', 'idempotency_response', 'about' );
	foreach ( get_post_meta( $post->ID ) as $meta_key => $values ) {
		$field = substr( $meta_key, 8 );
		if ( 0 === strpos( $meta_key, '_agency_' ) && ! isset( $kind['fields'][ $field ] ) && ! in_array( $field, $internal, true ) ) {
			$rows[ $field ] = (string) $values[0];
		}
	}
	foreach ( $rows as $label => $value ) {
		echo '<tr><th scope="row" style="width:12rem">' . esc_html( $label ) . '</th><td style="white-space:pre-wrap">' . ( '' === $value ? '<span aria-hidden="true">—</span>' : esc_html( $value ) ) . '</td></tr>';
	}
	if ( 'job_application' === $post->post_type ) {
		$name = agency_field( $post->ID, 'original_name' );
		$size = (int) agency_field( $post->ID, 'file_size' );
		echo '<tr><th scope="row">Résumé</th><td>';
		if ( agency_resume_path( $post->ID ) ) {
			$url = wp_nonce_url( admin_url( 'admin-post.php?action=agency_resume&id=' . $post->ID ), 'agency_resume_' . $post->ID );
			echo '<a class="button" href="' . esc_url( $url ) . '">Download ' . esc_html( '' !== $name ? $name : 'résumé' ) . '</a> ' . esc_html( size_format( $size ) . ', ' . strtoupper( agency_field( $post->ID, 'file_kind' ) ) );
		} else {
			echo 'The file is missing.';
		}
		echo '</td></tr>';
	}
	echo '</tbody></table>';

	if ( $kind['status'] ) {
		$current = agency_inbox_value( $post, 'status' );
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" style="margin-top:1rem">';
		wp_nonce_field( 'agency_inbox_status_' . $post->ID );
		echo '<input type="hidden" name="action" value="agency_inbox_status"><input type="hidden" name="id" value="' . (int) $post->ID . '">';
		echo '<label for="agency-status"><strong>Status</strong></label> <select id="agency-status" name="status">';
		foreach ( AGENCY_APPLICATION_STATUSES as $value => $label ) {
			echo '<option value="' . esc_attr( $value ) . '"' . selected( $current, $value, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select> <button class="button button-primary">Save status</button></form>';
	}
	$delete = wp_nonce_url( admin_url( 'admin-post.php?action=agency_inbox_delete&page=' . $page . '&id=' . $post->ID ), 'agency_inbox_delete_' . $post->ID );
	echo '<p style="margin-top:2rem"><a class="button button-link-delete" href="' . esc_url( $delete ) . '" onclick="return confirm(\'Delete this item for good?\')">Delete permanently</a></p>';
	echo '</div>';
}

add_action(
	'admin_post_agency_inbox_status',
	function () {
		agency_inbox_check_cap();
		$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification -- checked next.
		check_admin_referer( 'agency_inbox_status_' . $id );
		$post   = agency_inbox_item( agency_inbox_kinds()['agency-applications'], $id );
		$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		if ( ! isset( AGENCY_APPLICATION_STATUSES[ $status ] ) ) {
			wp_die( esc_html__( 'Unknown status.' ), 400 );
		}
		update_post_meta( $post->ID, '_agency_status', $status );
		wp_safe_redirect( agency_inbox_item_url( $post->ID, 'agency-applications' ) );
		exit;
	}
);

add_action(
	'admin_post_agency_inbox_delete',
	function () {
		agency_inbox_check_cap();
		// phpcs:disable WordPress.Security.NonceVerification -- checked next.
		$id   = isset( $_GET['id'] ) ? absint( $_GET['id'] ) : 0;
		$page = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
		// phpcs:enable
		check_admin_referer( 'agency_inbox_delete_' . $id );
		$kinds = agency_inbox_kinds();
		if ( ! isset( $kinds[ $page ] ) ) {
			wp_die( esc_html__( 'Unknown list.' ), 400 );
		}
		wp_delete_post( agency_inbox_item( $kinds[ $page ], $id )->ID, true );
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

// The résumé, streamed as an attachment under the name the applicant gave it.
add_action(
	'admin_post_agency_resume',
	function () {
		agency_inbox_check_cap();
		$id = isset( $_GET['id'] ) ? absint( $_GET['id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification -- checked next.
		check_admin_referer( 'agency_resume_' . $id );
		$post = agency_inbox_item( agency_inbox_kinds()['agency-applications'], $id );
		$path = agency_resume_path( $post->ID );
		if ( '' === $path ) {
			wp_die( esc_html__( 'The résumé file is missing.' ), 404 );
		}
		$kind  = pathinfo( $path, PATHINFO_EXTENSION );
		$mimes = array(
			'pdf'  => 'application/pdf',
			'doc'  => 'application/msword',
			'docx' => 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		);
		$name  = agency_field( $post->ID, 'original_name' );
		if ( '' === $name ) {
			$name = 'resume-' . $post->ID . '.' . $kind;
		}
		$ascii = preg_replace( '/[^A-Za-z0-9._ -]+/', '_', $name );
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

add_action(
	'admin_post_agency_inbox_export',
	function () {
		agency_inbox_check_cap();
		// phpcs:disable WordPress.Security.NonceVerification -- checked next.
		$page   = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : '';
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		// phpcs:enable
		check_admin_referer( 'agency_inbox_export_' . $page );
		$kinds = agency_inbox_kinds();
		if ( empty( $kinds[ $page ]['export'] ) ) {
			wp_die( esc_html__( 'Unknown list.' ), 400 );
		}
		$kind = $kinds[ $page ];
		$args = array(
			'post_type'      => $kind['type'],
			'post_status'    => 'any',
			'posts_per_page' => -1,
			'orderby'        => 'date',
			'order'          => 'DESC',
		);
		if ( $kind['status'] && isset( AGENCY_APPLICATION_STATUSES[ $status ] ) ) {
			$args['meta_query'] = agency_inbox_status_query( $status ); // phpcs:ignore WordPress.DB.SlowDBQuery
		}
		$posts = get_posts( $args );
		$head  = array_merge( array( 'id', 'received' ), array_keys( $kind['fields'] ) );
		if ( $kind['status'] ) {
			$head[] = 'status';
			$head[] = 'resume';
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
			if ( $kind['status'] ) {
				$row[] = agency_inbox_value( $post, 'status' );
				$row[] = agency_csv_cell( agency_field( $post->ID, 'original_name' ) );
			}
			fputcsv( $out, $row, ',', '"', '' );
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit;
	}
);

/**
 * The meta query selecting applications of one status ('new' includes those never marked).
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
