<?php
/**
 * The website's menus, edited in WordPress's own Appearance > Menus: the main menu (header and the
 * phone menu, two levels) and the footer's link lists. Registered as menu locations here, so they
 * work with any theme (registering them is what makes WordPress show the Menus screen), and read
 * by the site from the public GET agency/v1/menus: each location's links as {label, href,
 * children}, a link to this WordPress or to the website made a path on the website. A location
 * without a menu, or with an empty one, shows the site's own links. Saving a menu, or which menu a
 * location shows, tells the site to refresh (revalidation type 'menus').
 *
 * Which menu each location shows is kept in the option agency_menu_locations rather than in the
 * active theme's settings, so changing or adding a theme (the website does not use it) keeps them.
 */

defined( 'ABSPATH' ) || exit;

/** The locations: key => name on the Menus screen. */
function agency_menu_locations() {
	return array(
		'main'            => 'Header and phone menu',
		'footer_services' => 'Footer: Services column',
		'footer_company'  => 'Footer: Company column',
		'footer_legal'    => 'Footer: beside the copyright',
	);
}

add_action(
	'after_setup_theme',
	function () {
		register_nav_menus( agency_menu_locations() );
	},
	20
);

add_filter(
	'theme_mod_nav_menu_locations',
	function ( $locations ) {
		$ours = get_option( 'agency_menu_locations', null );
		return is_array( $ours ) ? $ours : $locations;
	}
);
add_filter(
	'pre_set_theme_mod_nav_menu_locations',
	function ( $locations ) {
		update_option( 'agency_menu_locations', array_map( 'intval', (array) $locations ) );
		return $locations;
	}
);

/**
 * A menu link as the site follows it: a path on the website for a link to this WordPress or to the
 * website (no trailing slash), a full http(s), mailto: or tel: address as it is; null for anything
 * else ('#', empty), which the site leaves out.
 *
 * @param string $url The menu item's address.
 * @return string|null
 */
function agency_menu_href( $url ) {
	$url = trim( (string) $url );
	foreach ( array( home_url(), agency_site_url() ) as $origin ) {
		$origin = untrailingslashit( (string) $origin );
		if ( '' !== $origin && 0 === stripos( $url, $origin ) && in_array( substr( $url, strlen( $origin ), 1 ), array( '', '/', '?', '#' ), true ) ) {
			$url = '/' . ltrim( substr( $url, strlen( $origin ) ), '/' );
		}
	}
	if ( '' !== $url && '/' === $url[0] && '//' !== substr( $url, 0, 2 ) ) {
		$parts = preg_split( '/(?=[?#])/', $url, 2 );
		$path  = '/' === $parts[0] ? '/' : rtrim( $parts[0], '/' );
		return $path . ( $parts[1] ?? '' );
	}
	return preg_match( '#^(https?://[^\s/]+|mailto:|tel:)#i', $url ) ? $url : null;
}

/**
 * The links of the menu at `$location`, as a tree two levels deep; null when no menu is there.
 *
 * @param string $location Location key.
 * @return array|null
 */
function agency_menu_links( $location ) {
	$locations = get_nav_menu_locations();
	$menu      = empty( $locations[ $location ] ) ? null : wp_get_nav_menu_object( $locations[ $location ] );
	if ( ! $menu ) {
		return null;
	}
	$items = wp_get_nav_menu_items( $menu->term_id, array( 'update_post_term_cache' => false ) );
	$links = array();
	$top   = array();
	foreach ( (array) $items as $item ) {
		$href = agency_menu_href( $item->url );
		// A link to something unpublished or deleted, or without an address, is left out with what hangs from it.
		if ( ! empty( $item->_invalid ) || null === $href || '' === trim( $item->title ) ) {
			continue;
		}
		$link = array(
			'label'    => wp_strip_all_tags( $item->title ),
			'href'     => $href,
			'children' => array(),
		);
		$parent = (int) $item->menu_item_parent;
		if ( $parent && isset( $top[ $parent ] ) ) {
			$links[ $top[ $parent ] ]['children'][] = $link;
		} elseif ( ! $parent ) {
			$top[ $item->ID ] = count( $links );
			$links[]          = $link;
		}
	}
	return $links;
}

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'agency/v1',
			'/menus',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function () {
					$menus = array();
					foreach ( array_keys( agency_menu_locations() ) as $location ) {
						$menus[ $location ] = agency_menu_links( $location );
					}
					return $menus;
				},
			)
		);
	}
);

/** Any change to a menu, its items or which menu a location shows. */
function agency_menus_changed() {
	agency_revalidate( 'menus', '', 0 );
}
foreach ( array( 'wp_update_nav_menu', 'wp_delete_nav_menu', 'wp_add_nav_menu_item', 'wp_update_nav_menu_item', 'update_option_agency_menu_locations', 'add_option_agency_menu_locations' ) as $agency_menu_hook ) {
	add_action( $agency_menu_hook, 'agency_menus_changed' );
}
unset( $agency_menu_hook );
// Removing an item deletes its post.
add_action(
	'deleted_post',
	function ( $post_id, $post ) {
		if ( $post && 'nav_menu_item' === $post->post_type ) {
			agency_menus_changed();
		}
	},
	10,
	2
);

// The Menus screen says what each location is on the website.
add_action(
	'load-nav-menus.php',
	function () {
		get_current_screen()->add_help_tab(
			array(
				'id'      => 'agency-menus',
				'title'   => 'The website\'s menus',
				'content' => '<p>' . esc_html( 'The main menu is the website\'s header menu and its phone menu: items placed under another item become its drop-down. The footer locations are the Services and Company columns and the links beside the copyright. A location with no menu, or an empty one, shows the website\'s own links. Custom links take a path on the website such as /portfolio, or a full address.' ) . '</p>',
			)
		);
	}
);
add_action(
	'admin_notices',
	function () {
		$screen = get_current_screen();
		if ( $screen && 'nav-menus' === $screen->id ) {
			echo '<div class="notice notice-info"><p>' . esc_html( 'These menus are the website\'s: the menu at the "Header and phone menu" location is its main menu (items under another item make a drop-down), the Footer locations are its footer\'s link lists. Add a page with Custom Links, e.g. URL /faq and Link Text FAQ, then Save Menu: the website shows it within seconds.' ) . '</p></div>';
		}
	},
	5
);

// Editors reach Menus with edit_theme_options (roles.php); the theme's Customizer and Themes screens
// do nothing for the website, so they stay with those who may switch themes.
add_filter(
	'map_meta_cap',
	function ( $caps, $cap, $user_id ) {
		if ( 'customize' === $cap && ! user_can( $user_id, 'switch_themes' ) ) {
			return array( 'do_not_allow' );
		}
		return $caps;
	},
	10,
	3
);
add_action(
	'admin_menu',
	function () {
		if ( ! current_user_can( 'switch_themes' ) ) {
			remove_submenu_page( 'themes.php', 'themes.php' );
		}
	},
	999
);
