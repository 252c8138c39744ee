<?php
/**
 * The demo seed: settings (Site details, Home page, the menus), users (with the site's application password), categories (one with
 * term id 7, hidden by the site), tags, media, 30+ posts, 4 careers, the FAQ, the testimonials, the team, the client logos, the case studies and the services. Idempotent: a no-op when
 * the option agency_seed_version equals AGENCY_SEED_VERSION; content is upserted by slug, so a
 * new seed version updates an existing database in place. The application password is checked
 * on every run.
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/archive.php';

/**
 * Reads a JSON data file next to this script.
 *
 * @param string $name File name.
 * @return array
 */
function agency_seed_data( $name ) {
	$data = json_decode( (string) file_get_contents( __DIR__ . '/' . $name ), true );
	if ( ! is_array( $data ) ) {
		throw new RuntimeException( "seed data $name is not valid JSON" );
	}
	return $data;
}

/**
 * Runs the seed.
 *
 * @return array Summary.
 */
function agency_seed_run() {
	require_once ABSPATH . 'wp-admin/includes/user.php';
	$admin = get_users( array( 'role' => 'administrator', 'number' => 1, 'orderby' => 'ID' ) );
	if ( $admin ) {
		wp_set_current_user( $admin[0]->ID );
	}
	$site_user = agency_seed_site_user();
	agency_seed_admin_password();
	agency_seed_theme();
	if ( agency_seed_key() === get_option( 'agency_seed_version' ) ) {
		return array( 'seeded' => false, 'reason' => 'already seeded', 'version' => agency_seed_key() );
	}
	if ( ! defined( 'AGENCY_SEEDING' ) ) {
		define( 'AGENCY_SEEDING', true ); // Silences the revalidation hook.
	}
	require_once ABSPATH . 'wp-admin/includes/image.php';
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/post.php';
	wp_suspend_cache_invalidation( false );
	wp_defer_term_counting( true );

	// One transaction: SQLite commits (and syncs) once instead of after every insert.
	global $wpdb;
	$wpdb->query( 'START TRANSACTION' );
	try {
		agency_seed_settings();
		agency_seed_remove_defaults();
		$author  = agency_seed_author();
		$authors = agency_seed_team_authors();
		$terms   = agency_seed_terms();
		$media   = agency_seed_media();
		$posts   = agency_seed_posts( $author, $authors, $terms, $media );
		$posts += agency_seed_archive_posts( AGENCY_SEED_POSTS, $posts, $author, $terms, $media );
		$jobs   = agency_seed_careers( $author, $media );
		$faq    = agency_seed_faq();
		$quotes = agency_seed_testimonials();
		$people = agency_seed_team();
		$logos  = agency_seed_client_logos();
		$work   = agency_seed_case_studies();
		$offers = agency_seed_services();
		$legal  = agency_seed_legal_pages();
		$menus  = agency_seed_menus();
		$wpdb->query( 'COMMIT' );
	} catch ( Throwable $e ) {
		$wpdb->query( 'ROLLBACK' );
		throw $e;
	}

	wp_defer_term_counting( false );
	foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
		$ids = get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => false, 'fields' => 'tt_ids' ) );
		wp_update_term_count_now( $ids, $taxonomy );
	}
	// Rebuilt lazily on the next request: taxonomies and careers only register their permalink rules
	// when the permalink structure was already set at init, which is not the case on a first run.
	delete_option( 'rewrite_rules' );
	delete_option( 'agency_seed_error' );
	update_option( 'agency_seed_version', agency_seed_key() );
	return array(
		'seeded'  => true,
		'version' => agency_seed_key(),
		'posts'   => $posts,
		'careers' => $jobs,
		'faq'     => $faq,
		'quotes'  => $quotes,
		'team'    => $people,
		'clients' => $logos,
		'cases'   => $work,
		'services' => $offers,
		'legal'    => $legal,
		'menus'    => $menus,
		'media'   => count( $media ),
		'user'    => $site_user,
	);
}

/** Site options. */
function agency_seed_settings() {
	update_option( 'blogname', 'Nexora Infotech' );
	update_option( 'blogdescription', 'Innovation Simplified!' );
	update_option( 'timezone_string', 'Asia/Kolkata' );
	update_option( 'gmt_offset', '' );
	update_option( 'date_format', 'F j, Y' );
	update_option( 'posts_per_page', 10 );
	update_option( 'default_comment_status', 'open' );
	update_option( 'comment_moderation', 1 );
	update_option( 'blog_public', 1 );
	update_option( 'uploads_use_yearmonth_folders', 1 );
	// The facts every page shows (Site details) and the home page's words (Home page), as the site
	// shows them by default: the files are also the site's own defaults. A setting that exists is
	// kept, so an editor's value (an emptied slide too) survives a new seed version.
	$settings = array(
		array( agency_site_facts(), agency_seed_data( 'site-facts.json' ) ),
		array( agency_home_settings(), agency_seed_data( 'home.json' ) ),
	);
	foreach ( $settings as list( $fields, $data ) ) {
		foreach ( $fields as $option => $field ) {
			$value = $data;
			foreach ( $field['path'] as $key ) {
				$value = is_array( $value ) && isset( $value[ $key ] ) ? $value[ $key ] : '';
			}
			if ( false === get_option( $option, false ) ) {
				update_option( $option, is_array( $value ) ? implode( ',', $value ) : (string) $value );
			}
		}
	}
	if ( '/%postname%/' !== get_option( 'permalink_structure' ) ) {
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
	}
}

/**
 * Activates our theme (wordpress/theme/agency-headless) on every run while the active theme is
 * missing: WordPress installs with a default theme this runtime does not ship, which leaves wp-admin
 * without a valid theme. A theme an administrator installed and chose is kept.
 */
function agency_seed_theme() {
	$ours = wp_get_theme( 'agency-headless' );
	if ( $ours->exists() && ! wp_get_theme()->exists() ) {
		switch_theme( 'agency-headless' );
	}
}

/** Removes the install's sample post, page and comment. */
function agency_seed_remove_defaults() {
	foreach ( array( array( 'hello-world', 'post' ), array( 'sample-page', 'page' ), array( 'privacy-policy', 'page' ) ) as $item ) {
		$post = get_page_by_path( $item[0], OBJECT, $item[1] );
		if ( $post && ! get_post_meta( $post->ID, '_agency_seed', true ) ) {
			wp_delete_post( $post->ID, true );
		}
	}
}

/**
 * The administrator signs in with the password kept in <private>/credentials.json, checked on every
 * run: WordPress Playground installs its own administrator with the well-known password `password`.
 */
function agency_seed_admin_password() {
	$file  = AGENCY_PRIVATE_DIR . '/credentials.json';
	$creds = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
	if ( ! is_array( $creds ) || empty( $creds['adminUser'] ) || empty( $creds['adminPassword'] ) ) {
		return;
	}
	$admin = get_user_by( 'login', $creds['adminUser'] );
	if ( $admin && ! wp_check_password( $creds['adminPassword'], $admin->user_pass, $admin->ID ) ) {
		wp_set_password( $creds['adminPassword'], $admin->ID );
	}
}

/**
 * The account the site's server uses (role agency_site: reads and submits, never edits), with an
 * application password whose plain value the runtime keeps in <private>/credentials.json (so
 * restarts return the same credentials); an account made by an older seed (an editor) is moved to
 * that role. The administrator gets an application password too (`adminAppPassword`), for tools
 * and tests that edit content.
 *
 * @return string User login.
 */
function agency_seed_site_user() {
	$file  = AGENCY_PRIVATE_DIR . '/credentials.json';
	$creds = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
	if ( ! is_array( $creds ) || empty( $creds['user'] ) || empty( $creds['appPassword'] ) ) {
		return '';
	}
	agency_ensure_roles( true );
	$user = get_user_by( 'login', $creds['user'] );
	if ( ! $user ) {
		$id = wp_insert_user(
			array(
				'user_login'   => $creds['user'],
				'user_pass'    => wp_generate_password( 32 ),
				'user_email'   => $creds['user'] . '@example.com',
				'display_name' => 'Agency website',
				'role'         => AGENCY_SITE_ROLE,
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'site user: ' . $id->get_error_message() );
		}
		$user = get_user_by( 'id', $id );
	} elseif ( array( AGENCY_SITE_ROLE ) !== array_values( (array) $user->roles ) ) {
		$user->set_role( AGENCY_SITE_ROLE );
	}
	agency_seed_app_password( $user->ID, 'Agency website', $creds['appPassword'] );
	if ( ! empty( $creds['adminUser'] ) && ! empty( $creds['adminAppPassword'] ) ) {
		$admin = get_user_by( 'login', $creds['adminUser'] );
		if ( $admin ) {
			agency_seed_app_password( $admin->ID, 'Agency tools', $creds['adminAppPassword'] );
		}
	}
	if ( ! empty( $creds['editorUser'] ) && ! empty( $creds['editorPassword'] ) && ! empty( $creds['editorAppPassword'] ) ) {
		agency_seed_editor( $creds['editorUser'], $creds['editorPassword'], $creds['editorAppPassword'] );
	}
	if ( ! empty( $creds['hrUser'] ) && ! empty( $creds['hrPassword'] ) ) {
		agency_seed_hr( $creds['hrUser'], $creds['hrPassword'] );
	}
	update_option( 'using_application_passwords', true );
	return $user->user_login;
}

/**
 * An account with WordPress's own Editor role, as the agency's content editors have: it signs in to
 * wp-admin and has an application password, so tests prove an editor's rights are enough.
 *
 * @param string $login    User name.
 * @param string $password Sign-in password.
 * @param string $app      Application password.
 */
function agency_seed_editor( $login, $password, $app ) {
	$user = get_user_by( 'login', $login );
	if ( ! $user ) {
		$id = wp_insert_user(
			array(
				'user_login'   => $login,
				'user_pass'    => $password,
				'user_email'   => $login . '@example.com',
				'display_name' => 'Content editor',
				'role'         => 'editor',
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'editor: ' . $id->get_error_message() );
		}
		$user = get_user_by( 'id', $id );
	} else {
		if ( ! wp_check_password( $password, $user->user_pass, $user->ID ) ) {
			wp_set_password( $password, $user->ID );
		}
		$user->set_role( 'editor' );
	}
	agency_seed_app_password( $user->ID, 'Agency editor', $app );
}

/**
 * An account with the HR role (roles.php): it signs in to wp-admin and works the Inbox's applications
 * and messages, and edits no content.
 *
 * @param string $login    User name.
 * @param string $password Sign-in password.
 */
function agency_seed_hr( $login, $password ) {
	agency_ensure_hr_role();
	$user = get_user_by( 'login', $login );
	if ( ! $user ) {
		$id = wp_insert_user(
			array(
				'user_login'   => $login,
				'user_pass'    => $password,
				'user_email'   => $login . '@example.com',
				'display_name' => 'HR team',
				'role'         => AGENCY_HR_ROLE,
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'hr: ' . $id->get_error_message() );
		}
		return;
	}
	if ( ! wp_check_password( $password, $user->user_pass, $user->ID ) ) {
		wp_set_password( $password, $user->ID );
	}
	$user->set_role( AGENCY_HR_ROLE );
}

/**
 * Makes `$plain` the user's application password named `$name`.
 *
 * @param int    $user_id User ID.
 * @param string $name    Application password name.
 * @param string $plain   Its plain value.
 */
function agency_seed_app_password( $user_id, $name, $plain ) {
	$passwords = WP_Application_Passwords::get_user_application_passwords( $user_id );
	// Application passwords are random, so WordPress 6.8+ stores them as a fast hash ("$generic$...",
	// checked per request) rather than a slow password hash; an older entry is replaced by one.
	foreach ( $passwords as $item ) {
		if ( $name === $item['name'] && str_starts_with( $item['password'], '$generic$' )
			&& WP_Application_Passwords::check_password( $plain, $item['password'] ) ) {
			return;
		}
	}
	$passwords   = array_values(
		array_filter(
			$passwords,
			function ( $item ) use ( $name ) {
				return $name !== $item['name'];
			}
		)
	);
	$passwords[] = array(
		'uuid'      => wp_generate_uuid4(),
		'app_id'    => '',
		'name'      => $name,
		'password'  => WP_Application_Passwords::hash_password( $plain ),
		'created'   => time(),
		'last_used' => null,
		'last_ip'   => null,
	);
	update_user_meta( $user_id, WP_Application_Passwords::USERMETA_KEY_APPLICATION_PASSWORDS, $passwords );
}

/**
 * The public author of the demo posts (not the administrator: author archives are public).
 *
 * @return int User ID.
 */
function agency_seed_author() {
	$user = get_user_by( 'login', 'nexora-editorial' );
	if ( $user ) {
		return $user->ID;
	}
	$id = wp_insert_user(
		array(
			'user_login'   => 'nexora-editorial',
			'user_pass'    => wp_generate_password( 32 ),
			'user_email'   => 'editorial@example.com',
			'display_name' => 'Nexora Editorial Team',
			'nickname'     => 'Nexora Editorial Team',
			'first_name'   => 'Nexora',
			'last_name'    => 'Editorial Team',
			'description'  => 'Designers, developers and marketers at Nexora Infotech, Kolhapur, writing about the work we do every day.',
			'role'         => 'author',
		)
	);
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( 'author: ' . $id->get_error_message() );
	}
	return $id;
}

/**
 * The team members who write the demo posts (authors.json): WordPress users whose user names are
 * the team's slugs on the site, which shows their portrait and role beside their posts.
 *
 * @return array<string,int> User name => user ID.
 */
function agency_seed_team_authors() {
	$ids = array();
	foreach ( agency_seed_data( 'authors.json' ) as $person ) {
		$args = array(
			'display_name' => $person['name'],
			'nickname'     => $person['name'],
			'first_name'   => $person['firstName'],
			'last_name'    => $person['lastName'],
			'description'  => $person['description'],
			'role'         => 'author',
		);
		$user = get_user_by( 'login', $person['login'] );
		if ( $user ) {
			$id = wp_update_user( $args + array( 'ID' => $user->ID ) );
		} else {
			$id = wp_insert_user(
				$args + array(
					'user_login' => $person['login'],
					'user_pass'  => wp_generate_password( 32 ),
					'user_email' => $person['login'] . '@example.com',
				)
			);
		}
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( "author {$person['login']}: " . $id->get_error_message() );
		}
		$ids[ $person['login'] ] = (int) $id;
	}
	return $ids;
}

/**
 * Categories then tags, in file order. The category marked "hidden" must get the term id
 * AGENCY_HIDDEN_CATEGORY_ID (hidden-posts.php; term ids are shared by all taxonomies, so the order
 * matters on a fresh database).
 *
 * @return array{category:array<string,int>,post_tag:array<string,int>}
 */
function agency_seed_terms() {
	$data = agency_seed_data( 'taxonomies.json' );
	$ids  = array(
		'category' => array(),
		'post_tag' => array(),
	);
	$uncategorized = get_term( (int) get_option( 'default_category', 1 ), 'category' );
	if ( $uncategorized && ! is_wp_error( $uncategorized ) ) {
		$ids['category'][ $uncategorized->slug ] = (int) $uncategorized->term_id;
	}
	foreach ( array( 'categories' => 'category', 'tags' => 'post_tag' ) as $key => $taxonomy ) {
		foreach ( $data[ $key ] as $term ) {
			$existing = get_term_by( 'slug', $term['slug'], $taxonomy );
			$args     = array(
				'slug'        => $term['slug'],
				'description' => $term['description'] ?? '',
			);
			if ( $existing ) {
				wp_update_term( $existing->term_id, $taxonomy, $args + array( 'name' => $term['name'] ) );
				$id = (int) $existing->term_id;
			} else {
				$result = wp_insert_term( $term['name'], $taxonomy, $args );
				if ( is_wp_error( $result ) ) {
					throw new RuntimeException( "term {$term['slug']}: " . $result->get_error_message() );
				}
				$id = (int) $result['term_id'];
			}
			if ( ! empty( $term['hidden'] ) && AGENCY_HIDDEN_CATEGORY_ID !== $id ) {
				throw new RuntimeException( "category {$term['slug']} has term id $id, expected " . AGENCY_HIDDEN_CATEGORY_ID . ' (seed a fresh data directory)' );
			}
			$ids[ $taxonomy ][ $term['slug'] ] = $id;
		}
	}
	return $ids;
}

/**
 * Imports the seed images (featured artworks as JPEG, in-article figures as PNG) into the media
 * library once (keyed by file name).
 *
 * @return array<string,int> Image key (file name without extension) => attachment ID.
 */
function agency_seed_media() {
	$manifest = is_readable( __DIR__ . '/images/manifest.json' ) ? agency_seed_data( 'images/manifest.json' ) : array();
	$result   = array();
	// Full-size images only: the site resizes with next/image, and PHP may lack GD/Imagick.
	add_filter( 'intermediate_image_sizes_advanced', '__return_empty_array', 999 );
	add_filter( 'big_image_size_threshold', '__return_false', 999 );
	$files = array_merge( glob( __DIR__ . '/images/*.jpg' ), glob( __DIR__ . '/images/*.png' ) );
	foreach ( $files as $path ) {
		$ext      = pathinfo( $path, PATHINFO_EXTENSION );
		$key      = basename( $path, '.' . $ext );
		$existing = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'meta_key'       => '_agency_seed_image', // phpcs:ignore
				'meta_value'     => $key, // phpcs:ignore
			)
		);
		$info = $manifest[ $key ] ?? array();
		if ( $existing ) {
			$result[ $key ] = (int) $existing[0];
			continue;
		}
		$tmp = wp_tempnam( $key . '.' . $ext );
		copy( $path, $tmp );
		$id = media_handle_sideload(
			array(
				'name'     => $key . '.' . $ext,
				'tmp_name' => $tmp,
			),
			0,
			$info['title'] ?? ucwords( str_replace( '-', ' ', $key ) )
		);
		if ( is_wp_error( $id ) ) {
			@unlink( $tmp ); // phpcs:ignore
			throw new RuntimeException( "image $key: " . $id->get_error_message() );
		}
		update_post_meta( $id, '_agency_seed_image', $key );
		update_post_meta( $id, '_wp_attachment_image_alt', $info['alt'] ?? '' );
		$result[ $key ] = (int) $id;
	}
	return $result;
}

/**
 * Turns the seed's light markup into the block editor's HTML (pull quotes and figures with their
 * block comments, which also keeps WordPress from re-wrapping the post in paragraphs): "## " h2, "### " h3, "- " list lines,
 * "1. " ordered list lines, "> " quote, ">> text|who" pull quote, "![image] caption" a figure of a
 * seed image with its caption, anything else a paragraph; **bold** and `code` inline.
 *
 * @param string[] $blocks Blocks.
 * @param array    $media  Image key => attachment ID, for figures.
 * @return string HTML.
 */
function agency_seed_html( $blocks, $media = array() ) {
	$inline = function ( $text ) {
		$html = esc_html( $text );
		$html = preg_replace( '/\*\*(.+?)\*\*/', '<strong>$1</strong>', $html );
		return preg_replace( '/`(.+?)`/', '<code>$1</code>', $html );
	};
	$out = array();
	foreach ( $blocks as $block ) {
		$block = trim( $block );
		if ( 0 === strpos( $block, '## ' ) ) {
			$out[] = '<h2>' . $inline( substr( $block, 3 ) ) . '</h2>';
		} elseif ( 0 === strpos( $block, '### ' ) ) {
			$out[] = '<h3>' . $inline( substr( $block, 4 ) ) . '</h3>';
		} elseif ( 0 === strpos( $block, '- ' ) || preg_match( '/^1\. /', $block ) ) {
			$ordered = 0 !== strpos( $block, '- ' );
			$items   = array();
			foreach ( preg_split( '/\n/', $block ) as $line ) {
				$items[] = '<li>' . $inline( preg_replace( '/^(- |\d+\. )/', '', trim( $line ) ) ) . '</li>';
			}
			$tag   = $ordered ? 'ol' : 'ul';
			$out[] = "<$tag>\n" . implode( "\n", $items ) . "\n</$tag>";
		} elseif ( 0 === strpos( $block, '>> ' ) ) {
			$parts = explode( '|', substr( $block, 3 ), 2 );
			$cite  = isset( $parts[1] ) ? '<cite>' . $inline( trim( $parts[1] ) ) . '</cite>' : '';
			$out[] = "<!-- wp:pullquote -->\n" . '<figure class="wp-block-pullquote"><blockquote><p>' . $inline( trim( $parts[0] ) ) . '</p>' . $cite . "</blockquote></figure>\n<!-- /wp:pullquote -->";
		} elseif ( preg_match( '/^!\[([a-z0-9-]+)\]\s*(.*)$/s', $block, $m ) ) {
			if ( ! isset( $media[ $m[1] ] ) ) {
				throw new RuntimeException( "figure: no seed image {$m[1]}" );
			}
			$id    = $media[ $m[1] ];
			$meta  = wp_get_attachment_metadata( $id );
			$size  = isset( $meta['width'], $meta['height'] ) ? sprintf( ' width="%d" height="%d"', $meta['width'], $meta['height'] ) : '';
			$alt   = (string) get_post_meta( $id, '_wp_attachment_image_alt', true );
			$out[] = sprintf(
				"<!-- wp:image {\"id\":%d,\"sizeSlug\":\"full\"} -->\n" .
				'<figure class="wp-block-image size-full"><img src="%s" alt="%s"%s class="wp-image-%d"/><figcaption class="wp-element-caption">%s</figcaption></figure>' .
				"\n<!-- /wp:image -->",
				$id,
				esc_url( wp_get_attachment_url( $id ) ),
				esc_attr( $alt ),
				$size,
				$id,
				$inline( $m[2] )
			);
		} elseif ( 0 === strpos( $block, '> ' ) ) {
			$out[] = '<blockquote><p>' . $inline( substr( $block, 2 ) ) . '</p></blockquote>';
		} else {
			$out[] = '<p>' . $inline( $block ) . '</p>';
		}
	}
	return implode( "\n\n", $out );
}

/**
 * Creates or updates a post of the seed by slug.
 *
 * @param string $type Post type.
 * @param array  $args wp_insert_post arguments (post_name required).
 * @return int Post ID.
 */
function agency_seed_upsert( $type, $args ) {
	$existing = get_page_by_path( $args['post_name'], OBJECT, $type );
	if ( $existing ) {
		$args['ID'] = $existing->ID;
	}
	$args['post_type'] = $type;
	$id                = wp_insert_post( wp_slash( $args ), true );
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( "$type {$args['post_name']}: " . $id->get_error_message() );
	}
	update_post_meta( $id, '_agency_seed', AGENCY_SEED_VERSION );
	return (int) $id;
}

/**
 * Sets or removes a post's featured image.
 *
 * @param int         $id    Post ID.
 * @param string|null $image Image key.
 * @param array       $media Image key => attachment ID.
 */
function agency_seed_thumbnail( $id, $image, $media ) {
	if ( $image && isset( $media[ $image ] ) ) {
		set_post_thumbnail( $id, $media[ $image ] );
	} else {
		delete_post_thumbnail( $id );
	}
}

/**
 * Blog posts.
 *
 * @param int   $author  Default author ID.
 * @param array $authors Team authors: user name => user ID (a post's "author").
 * @param array $terms   Term IDs by taxonomy and slug.
 * @param array $media   Image key => attachment ID.
 * @return int Number of posts.
 */
function agency_seed_posts( $author, $authors, $terms, $media ) {
	$posts = agency_seed_data( 'posts.json' );
	foreach ( $posts as $post ) {
		$categories = array();
		foreach ( (array) $post['categories'] as $slug ) {
			if ( ! isset( $terms['category'][ $slug ] ) ) {
				throw new RuntimeException( "post {$post['slug']}: unknown category $slug" );
			}
			$categories[] = $terms['category'][ $slug ];
		}
		$tags = array();
		foreach ( (array) ( $post['tags'] ?? array() ) as $slug ) {
			if ( ! isset( $terms['post_tag'][ $slug ] ) ) {
				throw new RuntimeException( "post {$post['slug']}: unknown tag $slug" );
			}
			$tags[] = $terms['post_tag'][ $slug ];
		}
		if ( isset( $post['author'] ) && ! isset( $authors[ $post['author'] ] ) ) {
			throw new RuntimeException( "post {$post['slug']}: unknown author {$post['author']}" );
		}
		$id = agency_seed_upsert(
			'post',
			array(
				'post_name'      => $post['slug'],
				'post_title'     => $post['title'],
				'post_excerpt'   => $post['excerpt'],
				'post_content'   => agency_seed_html( $post['body'], $media ),
				'post_status'    => 'publish',
				'post_author'    => isset( $post['author'] ) ? $authors[ $post['author'] ] : $author,
				'post_date'      => $post['date'],
				'post_date_gmt'  => get_gmt_from_date( $post['date'] ),
				'comment_status' => $post['comments'] ?? 'open',
				'ping_status'    => 'closed',
				'post_category'  => $categories,
			)
		);
		wp_set_post_terms( $id, $tags, 'post_tag', false );
		agency_seed_thumbnail( $id, $post['image'] ?? null, $media );
	}
	return count( $posts );
}

/**
 * Careers.
 *
 * @param int   $author Author ID.
 * @param array $media  Image key => attachment ID.
 * @return int Number of careers.
 */
function agency_seed_careers( $author, $media ) {
	$careers = agency_seed_data( 'careers.json' );
	foreach ( $careers as $job ) {
		$id = agency_seed_upsert(
			'careers',
			array(
				'post_name'      => $job['slug'],
				'post_title'     => $job['title'],
				'post_excerpt'   => $job['excerpt'],
				'post_content'   => agency_seed_html( $job['body'] ),
				'post_status'    => 'publish',
				'post_author'    => $author,
				'post_date'      => $job['date'],
				'post_date_gmt'  => get_gmt_from_date( $job['date'] ),
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
			)
		);
		foreach ( agency_career_fields() as $key => $schema ) {
			if ( array_key_exists( $key, $job['fields'] ) ) {
				update_post_meta( $id, $key, $job['fields'][ $key ] );
			}
		}
		agency_seed_thumbnail( $id, $job['image'] ?? null, $media );
	}
	return count( $careers );
}

/**
 * The FAQ (faq.json): one entry per question, in page order (menu_order), with its group. An entry
 * an editor added is left alone.
 *
 * @return int Entries seeded.
 */
function agency_seed_faq() {
	$entries = agency_seed_data( 'faq.json' );
	foreach ( $entries as $index => $entry ) {
		$id = agency_seed_upsert(
			'faq',
			array(
				'post_name'    => sanitize_title( $entry['question'] ),
				'post_title'   => $entry['question'],
				'post_content' => agency_seed_html( array( $entry['answer'] ) ),
				'post_status'  => 'publish',
				'menu_order'   => $index + 1,
			)
		);
		update_post_meta( $id, 'faq_group', $entry['group'] );
	}
	return count( $entries );
}

/**
 * Case studies named by another entry (a testimonial's, a service's proof), checked against
 * case-studies.json so a misspelt slug fails the seed rather than silently showing nothing.
 *
 * @param string[] $slugs Case study slugs.
 * @param string   $who   The entry naming them, for the error.
 * @return string[] The same slugs.
 */
function agency_seed_case_study_slugs( $slugs, $who ) {
	$known = array_column( agency_seed_data( 'case-studies.json' ), 'slug' );
	foreach ( $slugs as $slug ) {
		if ( ! in_array( $slug, $known, true ) ) {
			throw new RuntimeException( "$who: unknown case study $slug" );
		}
	}
	return array_values( $slugs );
}

/**
 * The testimonials (testimonials.json), in page order, each with the site's illustration of the
 * client until an editor sets a photo.
 *
 * @return int Testimonials seeded.
 */
function agency_seed_testimonials() {
	$entries = agency_seed_data( 'testimonials.json' );
	foreach ( $entries as $index => $entry ) {
		$id = agency_seed_upsert(
			'testimonial',
			array(
				'post_name'    => sanitize_title( $entry['name'] . ' ' . $entry['company'] ),
				'post_title'   => $entry['name'],
				'post_content' => agency_seed_html( array( $entry['quote'] ) ),
				'post_status'  => 'publish',
				'menu_order'   => $index + 1,
			)
		);
		update_post_meta( $id, 'role', $entry['role'] );
		update_post_meta( $id, 'company', $entry['company'] );
		update_post_meta( $id, 'rating', (float) $entry['rating'] );
		update_post_meta( $id, 'case_study', agency_seed_case_study_slugs( array( $entry['caseStudy'] ), 'testimonial ' . $entry['name'] )[0] );
		update_post_meta( $id, 'illustration', $entry['illustration'] );
	}
	return count( $entries );
}

/**
 * The team (team.json), in page order, each with the site's illustration until an editor sets a
 * photo. Their slugs are the user names of the blog authors they are (authors.json).
 *
 * @return int Members seeded.
 */
function agency_seed_team() {
	$members = agency_seed_data( 'team.json' );
	foreach ( $members as $index => $member ) {
		$id = agency_seed_upsert(
			'team_member',
			array(
				'post_name'    => $member['slug'],
				'post_title'   => $member['name'],
				'post_content' => agency_seed_html( $member['bio'] ),
				'post_status'  => 'publish',
				'menu_order'   => $index + 1,
			)
		);
		update_post_meta( $id, 'role', $member['role'] );
		update_post_meta( $id, 'short', $member['short'] );
		update_post_meta( $id, 'expertise', $member['expertise'] );
		update_post_meta( $id, 'illustration', $member['illustration'] );
	}
	return count( $members );
}

/**
 * The client logos (clients.json), in carousel order, each with the site's drawing of the brand
 * until an editor uploads a logo.
 *
 * @return int Logos seeded.
 */
function agency_seed_client_logos() {
	$clients = agency_seed_data( 'clients.json' );
	// A brand the seed once added and no longer lists goes, unless an editor has given it a logo:
	// its drawing is gone from the site.
	$listed = array_map( 'sanitize_title', array_column( $clients, 'name' ) );
	foreach ( get_posts( array( 'post_type' => 'client_logo', 'post_status' => 'any', 'numberposts' => -1 ) ) as $old ) {
		if ( ! in_array( $old->post_name, $listed, true ) && get_post_meta( $old->ID, '_agency_seed', true ) && ! has_post_thumbnail( $old ) ) {
			wp_delete_post( $old->ID, true );
		}
	}
	foreach ( $clients as $index => $client ) {
		$id = agency_seed_upsert(
			'client_logo',
			array(
				'post_name'   => sanitize_title( $client['name'] ),
				'post_title'  => $client['name'],
				'post_status' => 'publish',
				'menu_order'  => $index + 1,
			)
		);
		update_post_meta( $id, 'illustration', $client['illustration'] );
	}
	return count( $clients );
}

/**
 * The case studies (case-studies.json), in portfolio order, each showing the pictures drawn for it
 * (public/portfolio/{slug}-{card,hero,detail,mobile}.webp, described in `illustration_alt`) until
 * an editor chooses images. The palette's light colour marks the results.
 *
 * @return int Case studies seeded.
 */
function agency_seed_case_studies() {
	$cases = agency_seed_data( 'case-studies.json' );
	foreach ( $cases as $index => $case ) {
		$id = agency_seed_upsert(
			'case_study',
			array(
				'post_name'    => $case['slug'],
				'post_title'   => $case['title'],
				'post_content' => agency_seed_html( array( $case['overview'] ) ),
				'post_status'  => 'publish',
				'menu_order'   => $index + 1,
			)
		);
		$meta = array(
			'tagline'          => $case['tagline'],
			'categories'       => $case['categories'],
			'outcomes'         => $case['outcomes'],
			'sub_title'        => $case['subTitle'],
			'sub_description'  => $case['subDescription'],
			'challenges_title' => $case['challengesTitle'],
			'challenges'       => $case['challenges'],
			'features'         => $case['features'],
			'technology'       => $case['technology'],
			'conclusion'       => $case['conclusion'],
			'project_info'     => $case['projectInfo'],
			'related'          => $case['related'],
			'accent'           => $case['palette'][1],
			'home_position'    => isset( $case['homePosition'] ) ? $case['homePosition'] : 0,
			'detail_caption'   => $case['visuals']['detail']['caption'],
			'mobile_caption'   => $case['visuals']['mobile']['caption'],
			'illustration'     => '/portfolio/' . $case['slug'],
			'illustration_alt' => array(
				'hero'   => $case['visuals']['hero'],
				'detail' => $case['visuals']['detail']['alt'],
				'mobile' => $case['visuals']['mobile']['alt'],
			),
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
	}
	return count( $cases );
}

/**
 * The legal pages (legal.json) as WordPress pages, with the date each text last changed.
 *
 * @return int Pages seeded.
 */
function agency_seed_legal_pages() {
	global $wpdb;
	$pages = agency_seed_data( 'legal.json' );
	foreach ( $pages as $page ) {
		$id = agency_seed_upsert(
			'page',
			array(
				'post_name'    => $page['slug'],
				'post_title'   => $page['title'],
				'post_content' => agency_seed_block_html( $page['blocks'] ),
				'post_status'  => 'publish',
			)
		);
		// "Last updated" on the page is the page's modified date: the date of this text's last change.
		$updated = $page['updated'] . ' 09:00:00';
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_modified'     => $updated,
				'post_modified_gmt' => get_gmt_from_date( $updated ),
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
	}
	// WordPress lets only administrators edit the page it designates as its privacy page; editors own
	// the legal pages, so none is designated.
	update_option( 'wp_page_for_privacy_policy', 0 );
	return count( $pages );
}

/**
 * The seed's light markup ("## " h2, "- " list lines, anything else a paragraph) as block-editor
 * blocks, so editors edit each paragraph, heading and list as its own block.
 *
 * @param string[] $blocks Blocks.
 * @return string HTML with block comments.
 */
function agency_seed_block_html( $blocks ) {
	$out = array();
	foreach ( $blocks as $block ) {
		$block = trim( $block );
		if ( 0 === strpos( $block, '## ' ) ) {
			$out[] = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . esc_html( substr( $block, 3 ) ) . "</h2>\n<!-- /wp:heading -->";
		} elseif ( 0 === strpos( $block, '- ' ) ) {
			$items = array();
			foreach ( preg_split( '/\n/', $block ) as $line ) {
				$items[] = "<!-- wp:list-item -->\n<li>" . esc_html( substr( trim( $line ), 2 ) ) . "</li>\n<!-- /wp:list-item -->";
			}
			$out[] = "<!-- wp:list -->\n<ul class=\"wp-block-list\">" . implode( "\n\n", $items ) . "</ul>\n<!-- /wp:list -->";
		} else {
			$out[] = "<!-- wp:paragraph -->\n<p>" . esc_html( $block ) . "</p>\n<!-- /wp:paragraph -->";
		}
	}
	return implode( "\n\n", $out );
}

/**
 * The services (services.json), in sidebar order, each with the drawings (public/services/{slug}.svg
 * and -benefits.svg) made for it until an editor chooses pictures. No brochure file: the site makes
 * each brochure from the service until an editor uploads one.
 *
 * @return int Services seeded.
 */
function agency_seed_services() {
	$services = agency_seed_data( 'services.json' );
	foreach ( $services as $index => $service ) {
		$id   = agency_seed_upsert(
			'service',
			array(
				'post_name'    => $service['slug'],
				'post_title'   => $service['name'],
				'post_content' => agency_seed_html( array( $service['mainDescription'] ) ),
				'post_status'  => 'publish',
				'menu_order'   => $index + 1,
			)
		);
		$meta = array(
			'summary'           => $service['summary'],
			'icon'              => $service['icon'],
			'main_title'        => $service['mainTitle'],
			'sub_title'         => $service['subTitle'],
			'sub_description'   => $service['subDescription'],
			'third_title'       => $service['thirdTitle'],
			'third_description' => $service['thirdDescription'],
			'benefit_title'     => $service['benefitTitle'],
			'benefit_text'      => $service['benefitText'],
			'highlights'        => $service['highlights'],
			'benefits'          => $service['benefits'],
			'banner_title'      => $service['bannerTitle'],
			'document_title'    => $service['documentTitle'],
			'proof'             => agency_seed_case_study_slugs( $service['proof'], 'service ' . $service['slug'] ),
			'illustration'      => $service['slug'],
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
	}
	return count( $services );
}

/**
 * The website's menus (Appearance > Menus), one per location, with the site's own links. A location
 * that already shows a menu keeps it, so an editor's menu survives a new seed version.
 *
 * @return int Menus created.
 */
function agency_seed_menus() {
	$locations = get_nav_menu_locations();
	$created   = 0;
	foreach ( agency_seed_data( 'menus.json' ) as $location => $menu ) {
		if ( ! empty( $locations[ $location ] ) && wp_get_nav_menu_object( $locations[ $location ] ) ) {
			continue;
		}
		$existing = wp_get_nav_menu_object( $menu['name'] );
		$id       = $existing ? $existing->term_id : wp_create_nav_menu( $menu['name'] );
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'menu ' . $menu['name'] . ': ' . $id->get_error_message() );
		}
		if ( ! $existing ) {
			agency_seed_menu_items( $id, $menu['items'], 0 );
			++$created;
		}
		$locations[ $location ] = $id;
	}
	set_theme_mod( 'nav_menu_locations', $locations );
	agency_seed_menu_relabel();
	return $created;
}

/**
 * Links an earlier seed labelled in a way since renamed get the new label, where the menu still
 * shows the seeded one (an editor's own label is kept): "Web Development" read as the same offer
 * as "Website Development".
 */
function agency_seed_menu_relabel() {
	$renamed = array(
		'/services/web-development' => array( 'Web Development' => 'Web Applications' ),
	);
	foreach ( get_nav_menu_locations() as $menu_id ) {
		foreach ( (array) wp_get_nav_menu_items( $menu_id ) as $item ) {
			$labels = isset( $renamed[ $item->url ] ) ? $renamed[ $item->url ] : array();
			if ( isset( $labels[ $item->post_title ] ) ) {
				wp_update_post(
					array(
						'ID'         => $item->ID,
						'post_title' => $labels[ $item->post_title ],
					)
				);
			}
		}
	}
}

/**
 * Adds links (and their children) to a menu as custom links.
 *
 * @param int   $menu_id Menu.
 * @param array $items   Links: label, href, children?.
 * @param int   $parent  Parent item, 0 at the top.
 */
function agency_seed_menu_items( $menu_id, $items, $parent ) {
	foreach ( $items as $item ) {
		$id = wp_update_nav_menu_item(
			$menu_id,
			0,
			array(
				'menu-item-title'     => $item['label'],
				'menu-item-url'       => $item['href'],
				'menu-item-type'      => 'custom',
				'menu-item-status'    => 'publish',
				'menu-item-parent-id' => $parent,
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'menu item ' . $item['label'] . ': ' . $id->get_error_message() );
		}
		if ( ! empty( $item['children'] ) ) {
			agency_seed_menu_items( $menu_id, $item['children'], $id );
		}
	}
}
