<?php
/**
 * wp-admin's links to what editors publish open the public site, not this WordPress, which shows no
 * pages of its own: a published entry's permalink is its address on the site (agency_site_url()), so
 * "View" in the lists, the block editor's View and address panel, the admin bar and the save notices
 * lead there. An entry not yet published keeps WordPress's address, which opens the site's signed
 * preview (preview.php) for someone who may edit it. Types the site shows on another page (the FAQ,
 * testimonials, the team, client logos) have no View or Preview of their own; their lists link to
 * the page that shows them. Each type's save notices name it: "Case study published. View case study".
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's path of one entry of a type that has its own page, or null: posts, careers, case
 * studies, services and the legal pages.
 *
 * @param WP_Post $post Post.
 * @param string  $slug Its slug, or a placeholder such as %postname%.
 * @return string|null
 */
function agency_entry_path( $post, $slug ) {
	switch ( $post->post_type ) {
		case 'post':
			return '/blog/' . agency_post_category_slug( $post ) . '/' . $slug;
		case 'careers':
			return '/careers/' . $slug;
		case 'case_study':
			return '/portfolio/' . $slug;
		case 'service':
			return '/services/' . $slug;
		case 'page':
			return agency_is_legal_page( $post ) ? '/' . $slug : null;
	}
	return null;
}

/**
 * The first category of a post as the site's addresses use it (the REST API's first category), or
 * the default category a post without one is filed under when saved.
 *
 * @param WP_Post $post Post.
 */
function agency_post_category_slug( $post ) {
	$terms = get_the_terms( $post, 'category' );
	if ( is_array( $terms ) && $terms ) {
		return $terms[0]->slug;
	}
	$default = get_term( (int) get_option( 'default_category' ), 'category' );
	return $default instanceof WP_Term ? $default->slug : 'uncategorized';
}

/**
 * Where the site shows the entries of a type that has no page per entry: [path, the page's name].
 *
 * @param WP_Post $post Post.
 * @return array{0:string,1:string}|null
 */
function agency_showcase( $post ) {
	switch ( $post->post_type ) {
		case 'faq':
			return array( '/faq', 'the FAQ page' );
		case 'testimonial':
			return array( '/about', 'the About page' );
		case 'team_member':
			return array( '/team-details#' . $post->post_name, 'the team page' );
		case 'client_logo':
			return array( '/', 'the home page' );
	}
	return null;
}

/** The types whose entries have a page on the site (wp-admin shows View and Preview for them). */
function agency_types_with_pages() {
	return array( 'post', 'page', 'careers', 'case_study', 'service' );
}

/** The types this file names in notices: those with pages and those shown on another's page. */
function agency_named_types() {
	return array_merge( agency_types_with_pages(), array( 'faq', 'testimonial', 'team_member', 'client_logo' ) );
}

/**
 * A published entry's address on the site, or null when the site is unknown, the entry has no page
 * there or is not published (WordPress's own address then leads to its preview). With $leavename,
 * the slug is WordPress's placeholder, for the editor's address panel.
 *
 * @param WP_Post $post      Post.
 * @param bool    $leavename Keep a placeholder for the slug.
 * @return string|null
 */
function agency_entry_url( $post, $leavename = false ) {
	$site = agency_site_url();
	if ( '' === $site || ! $post instanceof WP_Post || ( ! $leavename && 'publish' !== $post->post_status ) ) {
		return null;
	}
	$slug = $leavename ? ( 'page' === $post->post_type ? '%pagename%' : '%postname%' ) : agency_public_slug( $post );
	if ( '' === $slug ) {
		return null;
	}
	$path = agency_entry_path( $post, $slug );
	return null === $path ? null : $site . $path;
}

/**
 * A permalink filter's answer: the site's address, else WordPress's own. A permalink WordPress made
 * with a placeholder (the block editor's address panel) keeps one.
 *
 * @param string  $link      WordPress's permalink.
 * @param WP_Post $post      Post.
 * @param bool    $leavename Whether WordPress left the slug as a placeholder.
 */
function agency_filter_permalink( $link, $post, $leavename ) {
	$leavename = $leavename || (bool) preg_match( '/%(postname|pagename)%/', (string) $link );
	$url       = agency_entry_url( $post, $leavename );
	return null === $url ? $link : $url;
}

add_filter(
	'post_link',
	function ( $link, $post, $leavename ) {
		return agency_filter_permalink( $link, $post, $leavename );
	},
	10,
	3
);
add_filter(
	'post_type_link',
	function ( $link, $post, $leavename ) {
		return agency_filter_permalink( $link, $post, $leavename );
	},
	10,
	3
);
add_filter(
	'page_link',
	function ( $link, $post_id ) {
		return agency_filter_permalink( $link, get_post( $post_id ), false );
	},
	10,
	2
);

// The posts' list (the admin bar's "View Posts") is the blog.
add_filter(
	'post_type_archive_link',
	function ( $link, $type ) {
		$site = agency_site_url();
		return 'post' === $type && '' !== $site ? $site . '/blog' : $link;
	},
	10,
	2
);

// Case studies and services have pages on the site: public in wp-admin (View, Preview, the address
// panel, the admin bar), while WordPress's own search, menus and addresses leave them out as before.
add_filter(
	'register_post_type_args',
	function ( $args, $type ) {
		if ( in_array( $type, array( 'case_study', 'service' ), true ) ) {
			$args = array_merge(
				$args,
				array(
					'public'              => true,
					'publicly_queryable'  => true,
					'exclude_from_search' => true,
					'show_in_nav_menus'   => false,
					'rewrite'             => false,
				)
			);
		}
		return $args;
	},
	10,
	2
);

// WordPress's own address of an entry not published yet is its permalink (the block editor's "View
// Preview" after a draft is saved, "View" of a scheduled or private entry): for someone who may edit
// the entry it opens the site's preview, signed as it is opened so it is never stale.
add_action(
	'template_redirect',
	function () {
		$post = is_singular() ? get_queried_object() : null;
		if ( ! $post instanceof WP_Post || 'publish' === $post->post_status || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		$url = agency_preview_url( $post );
		if ( $url ) {
			wp_redirect( $url ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the configured site.
			exit;
		}
	},
	8
);

/**
 * The lists' row actions: an entry without a page of its own links to the page that shows it; a
 * page the site does not show has no View or Preview.
 *
 * @param string[] $actions Row actions.
 * @param WP_Post  $post    Post.
 */
function agency_row_actions( $actions, $post ) {
	$site = agency_site_url();
	if ( '' === $site ) {
		return $actions;
	}
	$showcase = agency_showcase( $post );
	if ( $showcase && 'publish' === $post->post_status ) {
		$actions['view'] = sprintf(
			'<a href="%s" aria-label="%s">%s</a>',
			esc_url( $site . $showcase[0] ),
			esc_attr( sprintf( 'View “%1$s” on %2$s', get_the_title( $post ), $showcase[1] ) ),
			esc_html( 'View on ' . $showcase[1] )
		);
	} elseif ( 'page' === $post->post_type && ! agency_is_legal_page( $post ) ) {
		unset( $actions['view'], $actions['preview'] );
	}
	return $actions;
}
add_filter( 'post_row_actions', 'agency_row_actions', 10, 2 );
add_filter( 'page_row_actions', 'agency_row_actions', 10, 2 );

// The admin bar's "Visit Site" opens the public site; a page the site does not show has no View.
add_action(
	'admin_bar_menu',
	function ( $bar ) {
		$site = agency_site_url();
		if ( '' === $site ) {
			return;
		}
		foreach ( array( 'site-name', 'view-site' ) as $id ) {
			$node = $bar->get_node( $id );
			if ( $node ) {
				$node->href = $site . '/';
				$bar->add_node( (array) $node );
			}
		}
		$post = is_admin() ? get_post() : null;
		if ( $post && 'page' === $post->post_type && ! agency_is_legal_page( $post ) ) {
			$bar->remove_node( 'view' );
			$bar->remove_node( 'preview' );
		}
	},
	100
);

/**
 * An entry type's name in the middle of a sentence: "case study", but "FAQ entry".
 *
 * @param string $name The type's singular or plural name.
 */
function agency_type_noun( $name ) {
	return preg_match( '/^[A-Z]{2}/', $name ) ? $name : lcfirst( $name );
}

/**
 * The plural of a type's singular noun, for counts: "3 case studies", "2 FAQ entries".
 *
 * @param string $noun Singular noun.
 */
function agency_plural_noun( $noun ) {
	return preg_match( '/[^aeiou]y$/', $noun ) ? substr( $noun, 0, -1 ) . 'ies' : $noun . 's';
}

// The block editor's notices take their words from the type's labels ("Post published." for every
// type without these): each of our types names itself.
foreach ( array( 'careers', 'case_study', 'service', 'faq', 'testimonial', 'team_member', 'client_logo' ) as $agency_type ) {
	add_filter(
		"post_type_labels_{$agency_type}",
		function ( $labels ) {
			$name                             = $labels->singular_name;
			$noun                             = agency_type_noun( $name );
			$labels->item_published           = $name . ' published.';
			$labels->item_published_privately = $name . ' published privately.';
			$labels->item_reverted_to_draft   = $name . ' reverted to draft.';
			$labels->item_trashed             = $name . ' moved to the Trash.';
			$labels->item_scheduled           = $name . ' scheduled.';
			$labels->item_updated             = $name . ' updated.';
			$labels->view_item                = 'View ' . $noun;
			$labels->view_items               = 'View ' . agency_type_noun( $labels->name );
			$labels->item_link                = $name . ' link';
			$labels->item_link_description    = 'A link to a ' . $noun . '.';
			return $labels;
		}
	);
}
unset( $agency_type );

/**
 * The notices of wp-admin's classic edit screen (client logos, which have no text, use it), per
 * type: "Client logo published. View on the home page".
 */
add_filter(
	'post_updated_messages',
	function ( $messages ) {
		$post = get_post();
		if ( ! $post || ! in_array( $post->post_type, agency_named_types(), true ) ) {
			return $messages;
		}
		$type     = get_post_type_object( $post->post_type );
		$name     = esc_html( $type->labels->singular_name );
		$noun     = agency_type_noun( $name );
		$site     = agency_site_url();
		$link     = function ( $url, $text, $new_tab = false ) {
			return $url ? sprintf( ' <a href="%s"%s>%s</a>', esc_url( $url ), $new_tab ? ' target="_blank"' : '', esc_html( $text ) ) : '';
		};
		$showcase = agency_showcase( $post );
		$has_page = null !== agency_entry_path( $post, 'x' );
		$view     = $has_page ? $link( agency_entry_url( $post ), 'View ' . $noun ) : ( $showcase && '' !== $site ? $link( $site . $showcase[0], 'View on ' . $showcase[1] ) : '' );
		$preview  = $has_page ? $link( get_preview_post_link( $post ), 'Preview ' . $noun, true ) : '';
		$when     = sprintf( '%1$s at %2$s', date_i18n( 'M j, Y', strtotime( $post->post_date ) ), date_i18n( 'H:i', strtotime( $post->post_date ) ) );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read only, as core's own list.
		$revision = isset( $_GET['revision'] ) ? (int) $_GET['revision'] : 0;

		$messages[ $post->post_type ] = array(
			0  => '',
			1  => $name . ' updated.' . $view,
			2  => 'Custom field updated.',
			3  => 'Custom field deleted.',
			4  => $name . ' updated.',
			5  => $revision ? sprintf( '%s restored to revision from %s.', $name, wp_post_revision_title( $revision, false ) ) : false,
			6  => $name . ' published.' . $view,
			7  => $name . ' saved.',
			8  => $name . ' submitted.' . $preview,
			9  => sprintf( '%s scheduled for: <strong>%s</strong>.', $name, esc_html( $when ) ) . $preview,
			10 => $name . ' draft updated.' . $preview,
		);
		return $messages;
	}
);

// The lists' notices after a bulk action: "2 case studies moved to the Trash." (WordPress puts the
// count in for %s.)
add_filter(
	'bulk_post_updated_messages',
	function ( $messages, $counts ) {
		foreach ( agency_named_types() as $type ) {
			$object = get_post_type_object( $type );
			if ( ! $object || in_array( $type, array( 'post', 'page' ), true ) ) {
				continue;
			}
			$one  = agency_type_noun( $object->labels->singular_name );
			$many = agency_plural_noun( $one );
			$n    = function ( $key ) use ( $counts, $one, $many ) {
				return '%s ' . ( 1 === (int) $counts[ $key ] ? $one : $many );
			};
			$messages[ $type ] = array(
				'updated'   => $n( 'updated' ) . ' updated.',
				'locked'    => $n( 'locked' ) . ' not updated, somebody is editing ' . ( 1 === (int) $counts['locked'] ? 'it.' : 'them.' ),
				'deleted'   => $n( 'deleted' ) . ' permanently deleted.',
				'trashed'   => $n( 'trashed' ) . ' moved to the Trash.',
				'untrashed' => $n( 'untrashed' ) . ' restored from the Trash.',
			);
		}
		return $messages;
	},
	10,
	2
);
