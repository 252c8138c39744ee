<?php
/**
 * The order of the content types' entries: their "Order" attribute, then the order they were added,
 * the same in REST and in wp-admin's lists, with a sortable Order column.
 */

defined( 'ABSPATH' ) || exit;

/**
 * One order everywhere: lower "Order" numbers first, and equal numbers in the order the entries were
 * added. The site asks for orderby=menu_order; wp-admin's list of each type shows the same order
 * (not the newest first, WordPress's default), with the number in a sortable "Order" column, so an
 * editor reordering the team or the testimonials sees the result before looking at the site.
 *
 * @param string $direction ASC or DESC for the Order numbers.
 * @return array
 */
function agency_site_content_order( $direction = 'ASC' ) {
	return array(
		'menu_order' => 'DESC' === strtoupper( (string) $direction ) ? 'DESC' : 'ASC',
		'ID'         => 'ASC',
	);
}

add_action(
	'init',
	function () {
		foreach ( array_keys( agency_site_content_types() ) as $type ) {
			add_filter(
				"rest_{$type}_query",
				function ( $args, $request ) {
					if ( 'menu_order' === $request['orderby'] ) {
						$args['orderby'] = agency_site_content_order( $request['order'] );
					}
					return $args;
				},
				10,
				2
			);
			add_filter(
				"manage_{$type}_posts_columns",
				function ( $columns ) {
					$ordered = array();
					foreach ( $columns as $key => $label ) {
						$ordered[ $key ] = $label;
						if ( 'title' === $key ) {
							$ordered['menu_order'] = 'Order';
						}
					}
					return $ordered;
				}
			);
			add_action(
				"manage_{$type}_posts_custom_column",
				function ( $column, $id ) {
					if ( 'menu_order' === $column ) {
						echo (int) get_post_field( 'menu_order', $id );
					}
				},
				10,
				2
			);
			add_filter(
				"manage_edit-{$type}_sortable_columns",
				function ( $columns ) {
					$columns['menu_order'] = array( 'menu_order', false, 'Order', 'Table ordered by Order.', 'asc' );
					return $columns;
				}
			);
		}
	}
);

add_action(
	'pre_get_posts',
	function ( $query ) {
		if ( ! is_admin() || ! $query->is_main_query() ) {
			return;
		}
		$type = $query->get( 'post_type' );
		if ( ! is_string( $type ) || ! isset( agency_site_content_types()[ $type ] ) ) {
			return;
		}
		$orderby = $query->get( 'orderby' );
		if ( '' === $orderby || 'menu_order' === $orderby ) {
			$query->set( 'orderby', agency_site_content_order( $query->get( 'order' ) ) );
		}
	}
);

/** The Order column holds a small number: it need not take a third of the table. */
add_action(
	'admin_head-edit.php',
	function () {
		global $typenow;
		if ( isset( agency_site_content_types()[ $typenow ] ) ) {
			echo '<style>.fixed .column-menu_order { width: 6em; }</style>';
		}
	}
);
