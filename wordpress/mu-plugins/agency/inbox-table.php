<?php
/**
 * The Inbox's list of one kind of item (loaded on its screens only).
 */

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Lists submissions of one post type with search, paging, a status filter and bulk actions.
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
	 * Constructor.
	 *
	 * @param string $page Screen slug.
	 * @param array  $kind Kind.
	 */
	public function __construct( $page, $kind ) {
		$this->page = $page;
		$this->kind = $kind;
		// phpcs:ignore WordPress.Security.NonceVerification -- a filter.
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		if ( $kind['status'] && isset( AGENCY_APPLICATION_STATUSES[ $status ] ) ) {
			$this->status = $status;
		}
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
		if ( $this->kind['status'] ) {
			foreach ( AGENCY_APPLICATION_STATUSES as $value => $label ) {
				$actions[ 'mark_' . $value ] = 'Mark ' . strtolower( $label );
			}
		}
		$actions['delete'] = 'Delete permanently';
		return $actions;
	}

	/**
	 * Links filtering by status, with counts.
	 *
	 * @return array
	 */
	protected function get_views() {
		if ( ! $this->kind['status'] ) {
			return array();
		}
		$base  = admin_url( 'admin.php?page=' . $this->page );
		$views = array(
			'all' => sprintf( '<a href="%s"%s>All <span class="count">(%d)</span></a>', esc_url( $base ), '' === $this->status ? ' class="current" aria-current="page"' : '', $this->count( '' ) ),
		);
		foreach ( AGENCY_APPLICATION_STATUSES as $value => $label ) {
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

	/** Queries the page of items. */
	public function prepare_items() {
		$per_page = 20;
		// phpcs:disable WordPress.Security.NonceVerification -- filters.
		$search = isset( $_REQUEST['s'] ) ? trim( sanitize_text_field( wp_unslash( $_REQUEST['s'] ) ) ) : '';
		$order  = isset( $_GET['order'] ) && 'asc' === strtolower( sanitize_key( wp_unslash( $_GET['order'] ) ) ) ? 'ASC' : 'DESC';
		// phpcs:enable
		$meta = array( 'relation' => 'AND' );
		if ( '' !== $this->status ) {
			$meta[] = agency_inbox_status_query( $this->status );
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
			)
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
		$value = agency_inbox_value( $item, $column_name );
		if ( 'status' === $column_name && 'job_application' === $item->post_type ) {
			$value = AGENCY_APPLICATION_STATUSES[ $value ];
		}
		if ( $column_name === $this->get_default_primary_column_name() ) {
			$url = agency_inbox_item_url( $item->ID, $this->page );
			return '<strong><a class="row-title" href="' . esc_url( $url ) . '">' . esc_html( '' !== $value ? $value : '(none)' ) . '</a></strong>';
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
			$actions['resume'] = '<a href="' . esc_url( wp_nonce_url( admin_url( 'admin-post.php?action=agency_resume&id=' . $item->ID ), 'agency_resume_' . $item->ID ) ) . '">Download résumé</a>';
		}
		return $this->row_actions( $actions );
	}

	/** When the list is empty. */
	public function no_items() {
		echo esc_html( 'Nothing here yet.' );
	}
}
