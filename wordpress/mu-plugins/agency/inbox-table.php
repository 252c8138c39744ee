<?php
/**
 * The Inbox's list of one kind of item (loaded on its screens only).
 */

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Lists submissions of one post type with search, paging, filters (status, unread, job) and bulk
 * actions. Rows nobody has opened yet are marked unread.
 */
class Agency_Inbox_Table extends WP_List_Table {

	/**
	 * Screen slug.
	 *
	 * @var string
	 */
	private $page;

	/**
	 * The kind's settings (see agency_inbox_kinds).
	 *
	 * @var array
	 */
	private $kind;

	/**
	 * The status filtered by, or ''.
	 *
	 * @var string
	 */
	public $status = '';

	/**
	 * '1' when only unread items are listed, else ''.
	 *
	 * @var string
	 */
	public $read = '';

	/**
	 * The job filtered by (its title), or ''.
	 *
	 * @var string
	 */
	public $job = '';

	/**
	 * Constructor.
	 *
	 * @param string $page Screen slug.
	 * @param array  $kind Kind.
	 */
	public function __construct( $page, $kind ) {
		$this->page = $page;
		$this->kind = $kind;
		// phpcs:disable WordPress.Security.NonceVerification -- filters.
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		if ( isset( $kind['statuses'][ $status ] ) ) {
			$this->status = $status;
		}
		if ( $this->tracks_reading() && isset( $_GET['read'] ) && 'unread' === $_GET['read'] ) {
			$this->read = 'unread';
		}
		if ( $kind['jobs'] && isset( $_GET['job'] ) ) {
			$this->job = sanitize_text_field( wp_unslash( $_GET['job'] ) );
		}
		// phpcs:enable
		parent::__construct(
			array(
				'singular' => $kind['singular'],
				'plural'   => $page,
				'ajax'     => false,
				'screen'   => $page,
			)
		);
	}

	/**
	 * Whether the list's items are marked read when opened.
	 *
	 * @return bool
	 */
	private function tracks_reading() {
		return in_array( $this->kind['type'], AGENCY_WORKFLOW_TYPES, true );
	}

	/**
	 * Columns.
	 *
	 * @return array
	 */
	public function get_columns() {
		return array( 'cb' => '<input type="checkbox">' ) + $this->kind['columns'];
	}

	/**
	 * Sortable columns.
	 *
	 * @return array
	 */
	protected function get_sortable_columns() {
		return array( 'date' => array( 'date', true ) );
	}

	/**
	 * The column holding the row actions.
	 *
	 * @return string
	 */
	protected function get_default_primary_column_name() {
		return array_key_first( $this->kind['columns'] );
	}

	/**
	 * Bulk actions.
	 *
	 * @return array
	 */
	protected function get_bulk_actions() {
		$actions = array();
		foreach ( $this->kind['statuses'] as $value => $label ) {
			$actions[ 'mark_' . $value ] = 'Mark ' . strtolower( $label );
		}
		if ( $this->tracks_reading() ) {
			$actions['mark_read']   = 'Mark as read';
			$actions['mark_unread'] = 'Mark as unread';
		}
		$actions['delete'] = 'Delete permanently';
		return $actions;
	}

	/**
	 * Links filtering by status and to the unread items, with counts.
	 *
	 * @return array
	 */
	protected function get_views() {
		if ( ! $this->kind['statuses'] ) {
			return array();
		}
		$base  = admin_url( 'admin.php?page=' . $this->page );
		$all   = '' === $this->status && '' === $this->read;
		$views = array(
			'all' => sprintf( '<a href="%s"%s>All <span class="count">(%d)</span></a>', esc_url( $base ), $all ? ' class="current" aria-current="page"' : '', $this->count( '' ) ),
		);
		if ( $this->tracks_reading() ) {
			$views['unread'] = sprintf(
				'<a href="%s"%s>Unread <span class="count">(%d)</span></a>',
				esc_url( add_query_arg( 'read', 'unread', $base ) ),
				'' !== $this->read ? ' class="current" aria-current="page"' : '',
				agency_workflow_unread_count( $this->kind['type'] )
			);
		}
		foreach ( $this->kind['statuses'] as $value => $label ) {
			$views[ $value ] = sprintf(
				'<a href="%s"%s>%s <span class="count">(%d)</span></a>',
				esc_url( add_query_arg( 'status', $value, $base ) ),
				$value === $this->status ? ' class="current" aria-current="page"' : '',
				esc_html( $label ),
				$this->count( $value )
			);
		}
		return $views;
	}

	/**
	 * How many items have a status ('' all).
	 *
	 * @param string $status Status.
	 * @return int
	 */
	private function count( $status ) {
		$args = array(
			'post_type'      => $this->kind['type'],
			'post_status'    => 'any',
			'posts_per_page' => 1,
			'fields'         => 'ids',
		);
		if ( '' !== $status ) {
			$args['meta_query'] = agency_inbox_status_query( $status ); // phpcs:ignore WordPress.DB.SlowDBQuery
		}
		return (int) ( new WP_Query( $args ) )->found_posts;
	}

	/**
	 * Above the list: the job filter (applications).
	 *
	 * @param string $which top or bottom.
	 */
	protected function extra_tablenav( $which ) {
		if ( 'top' !== $which || ! $this->kind['jobs'] ) {
			return;
		}
		$jobs = agency_inbox_jobs();
		if ( '' !== $this->job && ! in_array( $this->job, $jobs, true ) ) {
			$jobs[] = $this->job;
		}
		echo '<div class="alignleft actions"><label class="screen-reader-text" for="agency-filter-job">Filter by job</label>';
		echo '<select name="job" id="agency-filter-job"><option value="">All jobs</option>';
		foreach ( $jobs as $title ) {
			echo '<option value="' . esc_attr( $title ) . '"' . selected( $this->job, $title, false ) . '>' . esc_html( $title ) . '</option>';
		}
		echo '</select>';
		submit_button( 'Filter', '', 'filter_action', false, array( 'id' => 'agency-filter-submit' ) );
		echo '</div>';
	}

	/** Queries the page of items. */
	public function prepare_items() {
		$per_page = 20;
		// phpcs:disable WordPress.Security.NonceVerification -- filters.
		$search = isset( $_REQUEST['s'] ) ? trim( sanitize_text_field( wp_unslash( $_REQUEST['s'] ) ) ) : '';
		$order  = isset( $_GET['order'] ) && 'asc' === strtolower( sanitize_key( wp_unslash( $_GET['order'] ) ) ) ? 'ASC' : 'DESC';
		// phpcs:enable
		$meta = array( 'relation' => 'AND' );
		$args = array();
		if ( '' !== $this->status ) {
			$meta[] = agency_inbox_status_query( $this->status );
		}
		if ( '' !== $this->job ) {
			$meta[] = agency_inbox_job_query( $this->job );
		}
		if ( '' !== $this->read ) {
			$unread             = agency_workflow_unread_query();
			$meta[]             = $unread['meta_query'];
			$args['date_query'] = $unread['date_query'];
		}
		if ( '' !== $search ) {
			$any = array( 'relation' => 'OR' );
			foreach ( $this->kind['search'] as $field ) {
				$any[] = array(
					'key'     => '_agency_' . $field,
					'value'   => $search,
					'compare' => 'LIKE',
				);
			}
			$meta[] = $any;
		}
		$query       = new WP_Query(
			array(
				'post_type'      => $this->kind['type'],
				'post_status'    => 'any',
				'posts_per_page' => $per_page,
				'paged'          => $this->get_pagenum(),
				'orderby'        => array(
					'date' => $order,
					'ID'   => $order,
				),
				'meta_query'     => $meta, // phpcs:ignore WordPress.DB.SlowDBQuery
			) + $args
		);
		$this->items = $query->posts;
		$this->set_pagination_args(
			array(
				'total_items' => (int) $query->found_posts,
				'per_page'    => $per_page,
			)
		);
		$this->_column_headers = array( $this->get_columns(), array(), $this->get_sortable_columns(), $this->get_default_primary_column_name() );
	}

	/**
	 * A row, marked when nobody has opened its item yet.
	 *
	 * @param WP_Post $item Item.
	 */
	public function single_row( $item ) {
		$unread = $this->tracks_reading() && ! agency_workflow_is_read( $item );
		echo '<tr' . ( $unread ? ' class="agency-unread"' : '' ) . '>';
		$this->single_row_columns( $item );
		echo '</tr>';
	}

	/**
	 * The checkbox.
	 *
	 * @param WP_Post $item Item.
	 * @return string
	 */
	protected function column_cb( $item ) {
		return '<input type="checkbox" name="ids[]" value="' . (int) $item->ID . '">';
	}

	/**
	 * A cell: the first column links to the item.
	 *
	 * @param WP_Post $item        Item.
	 * @param string  $column_name Column.
	 * @return string
	 */
	protected function column_default( $item, $column_name ) {
		if ( 'date' === $column_name ) {
			// Short, as WordPress's own lists show dates.
			$time  = strtotime( $item->post_date_gmt . ' UTC' );
			$value = wp_date( 'Y/m/d', $time ) . ' at ' . wp_date( (string) get_option( 'time_format' ), $time );
		} elseif ( 'status' === $column_name && $this->kind['statuses'] ) {
			$value = agency_inbox_status_label( $item );
		} else {
			$value = agency_inbox_value( $item, $column_name );
		}
		if ( $column_name === $this->get_default_primary_column_name() ) {
			$url    = agency_inbox_item_url( $item->ID, $this->page );
			$unread = $this->tracks_reading() && ! agency_workflow_is_read( $item ) ? '<span class="screen-reader-text"> (unread)</span>' : '';
			return '<strong><a class="row-title" href="' . esc_url( $url ) . '">' . esc_html( '' !== $value ? $value : '(none)' ) . $unread . '</a></strong>';
		}
		return esc_html( $value );
	}

	/**
	 * Row actions under the first column.
	 *
	 * @param WP_Post $item        Item.
	 * @param string  $column_name Column.
	 * @param string  $primary     Primary column.
	 * @return string
	 */
	protected function handle_row_actions( $item, $column_name, $primary ) {
		if ( $column_name !== $primary ) {
			return '';
		}
		$actions = array( 'view' => '<a href="' . esc_url( agency_inbox_item_url( $item->ID, $this->page ) ) . '">View</a>' );
		if ( 'job_application' === $item->post_type && agency_resume_path( $item->ID ) ) {
			$actions['resume'] = '<a href="' . esc_url( agency_resume_url( $item->ID ) ) . '">Download résumé</a>';
		}
		return $this->row_actions( $actions );
	}

	/** When the list is empty. */
	public function no_items() {
		echo esc_html( 'Nothing here yet.' );
	}
}
