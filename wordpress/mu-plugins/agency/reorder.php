<?php
/**
 * Drag to reorder: on the list screen of each type the site shows in its "Order" (the site content
 * types: team, testimonials, case studies, services, FAQ, client logos), an editor drags a row by its
 * handle, or moves it with its up and down buttons (the keyboard's way), and the new order is saved
 * at once through admin-ajax (nonce and capabilities checked). The whole list is renumbered 1, 2, 3…
 * in the new order, only the numbers that change are written, and the site is told once
 * (revalidate.php), so the public page follows within seconds. Quick Edit's Order number still works.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the list screen shows the site's order: WordPress's default listing here, or sorted by
 * Order ascending, outside the trash. Only then is a dragged row's place meaningful.
 */
function agency_reorder_list_in_order() {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading the list's sorting only.
	$orderby = isset( $_GET['orderby'] ) ? sanitize_key( wp_unslash( $_GET['orderby'] ) ) : '';
	$order   = isset( $_GET['order'] ) ? strtolower( sanitize_key( wp_unslash( $_GET['order'] ) ) ) : '';
	$status  = isset( $_GET['post_status'] ) ? sanitize_key( wp_unslash( $_GET['post_status'] ) ) : '';
	// phpcs:enable
	return in_array( $orderby, array( '', 'menu_order' ), true ) && 'desc' !== $order && 'trash' !== $status;
}

/**
 * Whether the signed-in user may reorder a type's list: one of the types, and the right to edit
 * everyone's entries of it (Editors and Administrators).
 *
 * @param string $type Post type.
 */
function agency_may_reorder( $type ) {
	$object = get_post_type_object( $type );
	return $object && isset( agency_site_content_types()[ $type ] ) && current_user_can( $object->cap->edit_others_posts );
}

/** The nonce action of a type's reordering. */
function agency_reorder_nonce_action( $type ) {
	return 'agency_reorder_' . $type;
}

/** A "Move" column first in each list, with a row's handle and its up and down buttons. */
add_action(
	'init',
	function () {
		foreach ( array_keys( agency_site_content_types() ) as $type ) {
			add_filter(
				"manage_{$type}_posts_columns",
				function ( $columns ) use ( $type ) {
					if ( ! agency_may_reorder( $type ) || ! agency_reorder_list_in_order() ) {
						return $columns;
					}
					$with = array();
					foreach ( $columns as $key => $label ) {
						if ( 'title' === $key ) {
							$with['agency_move'] = 'Move';
						}
						$with[ $key ] = $label;
					}
					return $with;
				},
				20
			);
			add_action(
				"manage_{$type}_posts_custom_column",
				function ( $column, $id ) {
					if ( 'agency_move' !== $column ) {
						return;
					}
					$title = wp_strip_all_tags( get_the_title( $id ) );
					printf(
						'<span class="agency-drag-handle dashicons dashicons-menu" title="%1$s" aria-hidden="true"></span>'
						. '<button type="button" class="button-link agency-move" data-move="up" aria-label="%2$s"><span class="dashicons dashicons-arrow-up-alt2" aria-hidden="true"></span></button>'
						. '<button type="button" class="button-link agency-move" data-move="down" aria-label="%3$s"><span class="dashicons dashicons-arrow-down-alt2" aria-hidden="true"></span></button>',
						esc_attr( 'Drag to reorder' ),
						esc_attr( sprintf( 'Move “%s” up', $title ) ),
						esc_attr( sprintf( 'Move “%s” down', $title ) )
					);
				},
				10,
				2
			);
		}
	}
);

/** The list screen's script and styles, for those who may reorder. */
add_action(
	'admin_enqueue_scripts',
	function ( $hook ) {
		$screen = get_current_screen();
		if ( 'edit.php' !== $hook || ! $screen || ! agency_may_reorder( $screen->post_type ) ) {
			return;
		}
		$type = $screen->post_type;
		wp_register_script( 'agency-reorder', false, array( 'wp-a11y' ), '1', true );
		wp_enqueue_script( 'agency-reorder' );
		wp_add_inline_script(
			'agency-reorder',
			file_get_contents( __DIR__ . '/reorder.js' ) . "\nwindow.agencyReorder(" . wp_json_encode(
				array(
					'ajaxUrl' => admin_url( 'admin-ajax.php' ),
					'nonce'   => wp_create_nonce( agency_reorder_nonce_action( $type ) ),
					'type'    => $type,
					'inOrder' => agency_reorder_list_in_order(),
					'sortUrl' => add_query_arg(
						array(
							'post_type' => $type,
							'orderby'   => 'menu_order',
							'order'     => 'asc',
						),
						admin_url( 'edit.php' )
					),
				)
			) . ');'
		);
		wp_register_style( 'agency-reorder', false, array(), '1' );
		wp_enqueue_style( 'agency-reorder' );
		wp_add_inline_style(
			'agency-reorder',
			'.fixed .column-agency_move { width: 5.5em; }'
			. '.column-agency_move .agency-drag-handle { cursor: grab; color: #646970; vertical-align: middle; margin-right: 2px; }'
			. '.column-agency_move .agency-move { color: #2271b1; vertical-align: middle; }'
			. '.column-agency_move .agency-move[aria-disabled="true"] { color: #c3c4c7; cursor: default; }'
			. '#the-list tr.agency-dragging { opacity: 0.6; background: #f0f6fc; outline: 2px dashed #2271b1; }'
			. '#the-list[aria-busy="true"] .agency-move { pointer-events: none; }'
		);
	}
);

/**
 * Saves a new order: `ids` are the rows of the list screen, top to bottom. Those rows keep the
 * places they held in the whole list (a filtered or paged list moves only its own rows), take the
 * new order among themselves, and the list is numbered 1, 2, 3… from the top.
 */
add_action(
	'wp_ajax_agency_reorder',
	function () {
		global $wpdb;
		$type = isset( $_POST['post_type'] ) ? sanitize_key( wp_unslash( $_POST['post_type'] ) ) : '';
		check_ajax_referer( agency_reorder_nonce_action( $type ), 'nonce' );
		if ( ! agency_may_reorder( $type ) ) {
			wp_send_json_error( array( 'message' => 'You may not reorder this list.' ), 403 );
		}
		$ids = isset( $_POST['ids'] ) ? array_values( array_unique( array_filter( array_map( 'absint', (array) wp_unslash( $_POST['ids'] ) ) ) ) ) : array();
		foreach ( $ids as $id ) {
			if ( get_post_type( $id ) !== $type || ! current_user_can( 'edit_post', $id ) ) {
				wp_send_json_error( array( 'message' => 'You may not move one of these entries.' ), 403 );
			}
		}
		$all       = get_posts(
			array(
				'post_type'        => $type,
				'post_status'      => array_keys( get_post_stati( array( 'show_in_admin_all_list' => true ) ) ),
				'numberposts'      => -1,
				'orderby'          => agency_site_content_order(),
				'fields'           => 'ids',
				'suppress_filters' => true,
			)
		);
		$all       = array_map( 'intval', $all );
		$positions = array_keys( array_intersect( $all, $ids ) );
		if ( ! $ids || count( $positions ) !== count( $ids ) ) {
			wp_send_json_error( array( 'message' => 'The list changed since this page was loaded. Reload the page and try again.' ), 409 );
		}
		foreach ( $positions as $n => $position ) {
			$all[ $position ] = $ids[ $n ];
		}
		$orders  = array();
		$changed = array();
		foreach ( $all as $index => $id ) {
			$orders[ $id ] = $index + 1;
			if ( (int) get_post_field( 'menu_order', $id ) !== $index + 1 ) {
				$wpdb->update( $wpdb->posts, array( 'menu_order' => $index + 1 ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				clean_post_cache( $id );
				$changed[] = $id;
			}
		}
		// One notice for the whole list: the site refreshes the pages showing this type.
		if ( $changed ) {
			agency_revalidate( $type, (string) get_post_field( 'post_name', $changed[0] ), $changed[0] );
		}
		wp_send_json_success(
			array(
				'orders'  => $orders,
				'message' => 'Order saved. The site shows the new order within seconds.',
			)
		);
	}
);
