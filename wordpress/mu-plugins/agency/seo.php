<?php
/**
 * Search and sharing: the title, description and sharing image search engines and link previews show
 * for each page, kept by editors.
 *
 * - Every type with a page on the site (posts, legal pages, careers, case studies, services) has a
 *   "Search and sharing" panel in the block editor (seo-panel.js) with counters and a snippet preview,
 *   stored as post meta (_seo_title, _seo_description, _seo_image) and served back as the read-only
 *   REST field `seo` {title, description, image}.
 * - The site's own pages (home, /about, /services, ...: seo-pages.json) take theirs from the "SEO"
 *   screen under Site details, served by the public GET agency/v1/seo-pages.
 *
 * The limits are the site's (seo-rules.json, read by the site too) and are checked on every save,
 * with a message naming the field. An empty value means the site writes its own. When Yoast SEO runs
 * here, its own box replaces the panel and the site reads Yoast's title and description.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's rules: titleMax, descriptionMin, descriptionMax (characters) and the titleSuffix it adds
 * to a page's own title.
 *
 * @return array<string,mixed>
 */
function agency_seo_rules() {
	static $rules = null;
	if ( null === $rules ) {
		$rules = json_decode( (string) file_get_contents( __DIR__ . '/seo-rules.json' ), true );
	}
	return $rules;
}

/**
 * The site's own pages: path, label, the title and description the site writes when the fields are
 * empty (null where they depend on other content) and help. The legal pages (`inEditor`) are
 * WordPress pages described in their own panel; the others on the SEO screen.
 *
 * @param bool $on_screen Only the pages of the SEO screen.
 * @return array<int,array<string,mixed>>
 */
function agency_seo_pages( $on_screen = false ) {
	static $pages = null;
	if ( null === $pages ) {
		$pages = json_decode( (string) file_get_contents( __DIR__ . '/seo-pages.json' ), true );
	}
	return $on_screen ? array_values(
		array_filter(
			$pages,
			function ( $page ) {
				return empty( $page['inEditor'] );
			}
		)
	) : $pages;
}

/**
 * The post types with a page on the site: its address (`{slug}`, and for posts `{category}`) and how
 * the site titles it when the SEO title is empty (`{title}`, and for case studies `{tagline}`).
 *
 * @return array<string,array{path:string,title:string}>
 */
function agency_seo_types() {
	return array(
		'post'       => array( 'path' => '/blog/{category}/{slug}', 'title' => '{title}' ),
		'page'       => array( 'path' => '/{slug}', 'title' => '{title}' ),
		'careers'    => array( 'path' => '/careers/{slug}', 'title' => '{title} – Careers' ),
		'case_study' => array( 'path' => '/portfolio/{slug}', 'title' => '{title}: {tagline}' ),
		'service'    => array( 'path' => '/services/{slug}', 'title' => '{title}' ),
	);
}

/** Whether Yoast SEO is active: its own box and REST data then take over from the panel. */
function agency_seo_yoast_active() {
	return defined( 'WPSEO_VERSION' );
}

/**
 * What is wrong with a value of one of the fields, or '' when nothing is.
 *
 * @param string $field title | description | image.
 * @param mixed  $value The value (text, or an attachment ID).
 * @return string
 */
function agency_seo_problem( $field, $value ) {
	$rules = agency_seo_rules();
	if ( 'image' === $field ) {
		$id = (int) $value;
		if ( ! $id ) {
			return '';
		}
		if ( ! wp_attachment_is_image( $id ) ) {
			return 'The sharing image must be an image from the Media Library.';
		}
		if ( '' === trim( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) ) ) {
			return 'The sharing image needs alternative text: in the Media Library, open the image and describe what it shows under "Alternative Text".';
		}
		return '';
	}
	$length = mb_strlen( (string) $value );
	if ( 'title' === $field && $length > $rules['titleMax'] ) {
		return sprintf( 'The SEO title is %1$d characters long; search results show at most %2$d. Shorten it, or leave it empty for the page\'s own title.', $length, $rules['titleMax'] );
	}
	if ( 'description' === $field && $length > 0 && ( $length < $rules['descriptionMin'] || $length > $rules['descriptionMax'] ) ) {
		return sprintf( 'The meta description is %1$d characters long; it must have %2$d to %3$d (search engines cut a longer one and replace a shorter one). Change it, or leave it empty for the page\'s own text.', $length, $rules['descriptionMin'], $rules['descriptionMax'] );
	}
	return '';
}

/** The stored fields: meta key => field name. */
function agency_seo_meta_keys() {
	return array(
		'_seo_title'       => 'title',
		'_seo_description' => 'description',
		'_seo_image'       => 'image',
	);
}

add_action(
	'init',
	function () {
		$descriptions = array(
			'title'       => 'The title search results show (the whole title, brand included); empty: the page\'s own.',
			'description' => 'The description search results and link previews show; empty: the page\'s own text.',
			'image'       => 'The image link previews show (an attachment ID); empty: the page\'s picture or card.',
		);
		foreach ( array_keys( agency_seo_types() ) as $type ) {
			foreach ( agency_seo_meta_keys() as $key => $field ) {
				$is_image = 'image' === $field;
				register_post_meta(
					$type,
					$key,
					array(
						'type'              => $is_image ? 'integer' : 'string',
						'single'            => true,
						'default'           => $is_image ? 0 : '',
						'show_in_rest'      => array(
							'schema' => array(
								'type'        => $is_image ? 'integer' : 'string',
								'description' => $descriptions[ $field ],
							),
						),
						'sanitize_callback' => $is_image ? 'absint' : 'sanitize_text_field',
						// Protected keys (leading underscore): editable here and over REST by who may edit the post.
						'auth_callback'     => function ( $allowed, $meta_key, $post_id ) {
							return current_user_can( 'edit_post', $post_id );
						},
					)
				);
			}
		}
	},
	20
);

/**
 * Refuses a save whose SEO title, description or image breaks the site's rules, from the block editor
 * or any other REST client: 400 naming the field. Stored values passed this check when they were saved.
 */
add_action(
	'init',
	function () {
		foreach ( array_keys( agency_seo_types() ) as $type ) {
			add_filter(
				"rest_pre_insert_{$type}",
				function ( $prepared, $request ) {
					if ( is_wp_error( $prepared ) || ! is_array( $request['meta'] ) ) {
						return $prepared;
					}
					foreach ( agency_seo_meta_keys() as $key => $field ) {
						if ( ! array_key_exists( $key, $request['meta'] ) ) {
							continue;
						}
						$value   = 'image' === $field ? absint( $request['meta'][ $key ] ) : sanitize_text_field( (string) $request['meta'][ $key ] );
						$problem = agency_seo_problem( $field, $value );
						if ( '' !== $problem ) {
							return new WP_Error( 'agency_seo_invalid', $problem, array( 'status' => 400, 'field' => $key ) );
						}
					}
					return $prepared;
				},
				20,
				2
			);
		}
	},
	20
);

/**
 * A picture for link previews: where it is, what it shows and its size, or null.
 *
 * @param int $id Attachment ID.
 * @return array|null
 */
function agency_seo_picture( $id ) {
	if ( ! $id || ! wp_attachment_is_image( $id ) ) {
		return null;
	}
	$meta = wp_get_attachment_metadata( $id );
	return array(
		'src'    => (string) wp_get_attachment_url( $id ),
		'alt'    => trim( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) ),
		'width'  => isset( $meta['width'] ) ? (int) $meta['width'] : 0,
		'height' => isset( $meta['height'] ) ? (int) $meta['height'] : 0,
	);
}

add_action(
	'rest_api_init',
	function () {
		foreach ( array_keys( agency_seo_types() ) as $type ) {
			register_rest_field(
				$type,
				'seo',
				array(
					'get_callback' => function ( $item ) {
						$id = (int) $item['id'];
						return array(
							'title'       => (string) get_post_meta( $id, '_seo_title', true ),
							'description' => (string) get_post_meta( $id, '_seo_description', true ),
							'image'       => agency_seo_picture( (int) get_post_meta( $id, '_seo_image', true ) ),
						);
					},
					'schema'       => array(
						'description' => 'What search engines and link previews show, as editors set it: title, description and image (src, alt, width, height); empty or null where the site writes its own.',
						'type'        => 'object',
						'context'     => array( 'view', 'edit' ),
						'readonly'    => true,
					),
				)
			);
		}

		register_rest_route(
			'agency/v1',
			'/seo-pages',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				// Public: every value is in the pages' own head.
				'callback'            => function () {
					$stored = agency_seo_stored_pages();
					$out    = array();
					foreach ( agency_seo_pages( true ) as $page ) {
						$own = isset( $stored[ $page['path'] ] ) ? $stored[ $page['path'] ] : array();
						$out[ $page['path'] ] = array(
							'title'       => isset( $own['title'] ) ? (string) $own['title'] : '',
							'description' => isset( $own['description'] ) ? (string) $own['description'] : '',
							'image'       => agency_seo_picture( isset( $own['image'] ) ? (int) $own['image'] : 0 ),
						);
					}
					return array( 'pages' => $out );
				},
			)
		);
	}
);

/** The block editor's "Search and sharing" panel, for the types with a page on the site. */
add_action(
	'enqueue_block_editor_assets',
	function () {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$types  = agency_seo_types();
		$post   = get_post();
		if ( ! $screen || ! isset( $types[ $screen->post_type ] ) || agency_seo_yoast_active() ) {
			return;
		}
		// Of the pages, only the legal pages are on the site.
		if ( 'page' === $screen->post_type && ! agency_is_legal_page( $post ) ) {
			return;
		}
		$site = agency_site_url();
		// A legal page's title and description when its fields are empty: the site's, as for its own pages.
		$defaults = array( 'title' => null, 'description' => null );
		if ( 'page' === $screen->post_type ) {
			foreach ( agency_seo_pages() as $page ) {
				if ( '/' . agency_public_slug( $post ) === $page['path'] ) {
					$defaults = array( 'title' => $page['title'], 'description' => $page['description'] );
				}
			}
		}
		wp_register_script( 'agency-seo-panel', false, array( 'wp-plugins', 'wp-edit-post', 'wp-editor', 'wp-element', 'wp-components', 'wp-data', 'wp-core-data', 'wp-block-editor', 'wp-url' ), '1', true );
		wp_enqueue_script( 'agency-seo-panel' );
		wp_add_inline_script(
			'agency-seo-panel',
			file_get_contents( __DIR__ . '/seo-panel.js' ) . "\nwindow.agencySeoPanel(window.wp, " . wp_json_encode(
				array(
					'rules'    => agency_seo_rules(),
					'site'     => '' !== $site ? $site : home_url(),
					'path'     => $types[ $screen->post_type ]['path'],
					'title'    => $types[ $screen->post_type ]['title'],
					'defaults' => $defaults,
				)
			) . ');'
		);
	}
);

/**
 * The SEO screen's stored values: path => {title, description, image}.
 *
 * @return array<string,array>
 */
function agency_seo_stored_pages() {
	$stored = get_option( 'agency_seo_pages', array() );
	return is_array( $stored ) ? $stored : array();
}

add_action(
	'admin_menu',
	function () {
		global $submenu;
		// The Site details menu opens its own screen first, with this one beside it.
		if ( empty( $submenu['agency-site-facts'] ) ) {
			add_submenu_page( 'agency-site-facts', 'Site details', 'Site details', 'edit_pages', 'agency-site-facts' );
		}
		$hook = add_submenu_page( 'agency-site-facts', 'Search and sharing', 'SEO', 'edit_pages', 'agency-seo', 'agency_seo_screen' );
		add_action(
			'admin_print_scripts-' . $hook,
			function () {
				wp_enqueue_media();
				wp_register_script( 'agency-seo-screen', false, array(), '1', true );
				wp_enqueue_script( 'agency-seo-screen' );
				wp_add_inline_script( 'agency-seo-screen', file_get_contents( __DIR__ . '/seo-panel.js' ) . "\nwindow.agencySeoScreen(" . wp_json_encode( array( 'rules' => agency_seo_rules() ) ) . ');' );
			}
		);
	},
	20
);

/** What the last save on the SEO screen said to this user, kept across the redirect. */
function agency_seo_notice_key() {
	return 'agency_seo_notice_' . get_current_user_id();
}

/** The SEO screen: each of the site's own pages with its title, description, image and snippet preview. */
function agency_seo_screen() {
	if ( ! current_user_can( 'edit_pages' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to access this page.' ), 403 );
	}
	$rules  = agency_seo_rules();
	$stored = agency_seo_stored_pages();
	$notice = get_transient( agency_seo_notice_key() );
	delete_transient( agency_seo_notice_key() );
	$typed = is_array( $notice ) && isset( $notice['typed'] ) ? $notice['typed'] : array();
	$site  = agency_site_url();
	$host  = '' !== $site ? $site : home_url();

	echo '<div class="wrap agency-seo"><h1>Search and sharing</h1>';
	printf(
		'<p>What search engines and link previews show for the site\'s own pages. Leave a field empty and the site writes its own (shown in grey). Titles have at most %1$d characters, brand included; descriptions %2$d to %3$d. Posts, case studies, services, job openings and the legal pages have the same fields in the editor\'s "Search and sharing" panel.</p>',
		(int) $rules['titleMax'],
		(int) $rules['descriptionMin'],
		(int) $rules['descriptionMax']
	);
	if ( is_array( $notice ) ) {
		foreach ( $notice['errors'] as $error ) {
			printf( '<div class="notice notice-error"><p>%s</p></div>', esc_html( $error ) );
		}
		if ( $notice['saved'] ) {
			printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html( $notice['saved'] ) );
		}
	}
	echo '<style>
		.agency-seo-page{background:#fff;border:1px solid #c3c4c7;margin:16px 0;padding:4px 20px 16px;max-width:1240px}
		.agency-seo-page h2{margin:12px 0 4px}
		.agency-seo-page .agency-seo-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,600px);gap:8px 32px;align-items:start}
		.agency-seo-page label,.agency-seo-page .agency-seo-label{display:block;font-weight:600;margin:12px 0 4px}
		.agency-seo-image-alt:empty,.agency-seo-image img[hidden]{display:none}
		.agency-seo-page input[type=text],.agency-seo-page textarea{width:100%}
		.agency-seo-count{margin:4px 0 0;color:#50575e}
		.agency-seo-count.is-warning{color:#b32d2e;font-weight:600}
		.agency-seo-image img{display:block;max-width:240px;height:auto;margin:4px 0 8px;border:1px solid #dcdcde}
		.agency-seo-snippet{border:1px solid #dcdcde;border-radius:8px;padding:12px 16px;margin-top:12px;font-family:arial,sans-serif;background:#fff}
		.agency-seo-snippet-label{font-weight:600;margin:12px 0 0}
		.agency-seo-snippet-url{color:#202124;font-size:14px;line-height:20px;overflow-wrap:anywhere}
		.agency-seo-snippet-title{color:#1a0dab;font-size:20px;line-height:26px;margin:4px 0 2px}
		.agency-seo-snippet-description{color:#4d5156;font-size:14px;line-height:22px;margin:0}
		.agency-seo-snippet .is-default{color:#787c82}
		@media (max-width:960px){.agency-seo-page .agency-seo-grid{grid-template-columns:1fr}}
	</style>';
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="agency_seo_pages" />';
	wp_nonce_field( 'agency_seo_pages' );
	foreach ( agency_seo_pages( true ) as $i => $page ) {
		$path = $page['path'];
		$own  = isset( $stored[ $path ] ) ? $stored[ $path ] : array();
		$was  = array(
			'title'       => isset( $own['title'] ) ? (string) $own['title'] : '',
			'description' => isset( $own['description'] ) ? (string) $own['description'] : '',
			'image'       => isset( $own['image'] ) ? (int) $own['image'] : 0,
		);
		$shown = $was;
		if ( isset( $typed[ $path ] ) ) {
			$shown = array_merge( $shown, $typed[ $path ] );
		}
		$id      = 'agency-seo-' . $i;
		$picture = agency_seo_picture( (int) $shown['image'] );
		printf(
			'<section class="agency-seo-page" data-agency-seo data-url="%1$s" data-default-title="%2$s" data-default-description="%3$s"><h2>%4$s <code>%5$s</code></h2>',
			esc_attr( $host . $path ),
			esc_attr( null === $page['title'] ? '' : $page['title'] ),
			esc_attr( null === $page['description'] ? '' : $page['description'] ),
			esc_html( $page['label'] ),
			esc_html( $path )
		);
		if ( ! empty( $page['help'] ) ) {
			printf( '<p class="description">%s</p>', esc_html( $page['help'] ) );
		}
		echo '<div class="agency-seo-grid"><div>';
		printf( '<input type="hidden" name="seo[%1$d][path]" value="%2$s" />', (int) $i, esc_attr( $path ) );
		foreach ( $was as $field => $value ) {
			printf( '<input type="hidden" name="seo[%1$d][was_%2$s]" value="%3$s" />', (int) $i, esc_attr( $field ), esc_attr( (string) $value ) );
		}
		printf(
			'<label for="%1$s-title">SEO title</label><input type="text" id="%1$s-title" name="seo[%2$d][title]" value="%3$s" placeholder="%4$s" data-agency-seo-field="title" aria-describedby="%1$s-title-count" /><p class="agency-seo-count" id="%1$s-title-count" data-agency-seo-count="title"></p>',
			esc_attr( $id ),
			(int) $i,
			esc_attr( (string) $shown['title'] ),
			esc_attr( null === $page['title'] ? '' : $page['title'] )
		);
		printf(
			'<label for="%1$s-description">Meta description</label><textarea id="%1$s-description" name="seo[%2$d][description]" rows="3" placeholder="%4$s" data-agency-seo-field="description" aria-describedby="%1$s-description-count">%3$s</textarea><p class="agency-seo-count" id="%1$s-description-count" data-agency-seo-count="description"></p>',
			esc_attr( $id ),
			(int) $i,
			esc_textarea( (string) $shown['description'] ),
			esc_attr( null === $page['description'] ? '' : $page['description'] )
		);
		printf(
			'<div class="agency-seo-image"><p class="agency-seo-label">Sharing image</p><input type="hidden" name="seo[%1$d][image]" value="%2$d" data-agency-seo-field="image" />%3$s<p class="agency-seo-image-alt">%4$s</p><button type="button" class="button" data-agency-seo-choose><span data-agency-seo-choose-text>%5$s</span><span class="screen-reader-text"> for %6$s</span></button> <button type="button" class="button-link button-link-delete" data-agency-seo-remove%7$s>Remove<span class="screen-reader-text"> the sharing image of %6$s</span></button><p class="description">Shown when the page is shared (1200 × 630 pixels is best). None: the page\'s own card.</p></div>',
			(int) $i,
			(int) $shown['image'],
			$picture ? sprintf( '<img src="%1$s" alt="%2$s" />', esc_url( $picture['src'] ), esc_attr( $picture['alt'] ) ) : '<img hidden alt="" />',
			$picture ? esc_html( '' !== $picture['alt'] ? 'Alternative text: ' . $picture['alt'] : 'This image has no alternative text yet: add it in the Media Library.' ) : '',
			$picture ? 'Replace image' : 'Choose image',
			esc_html( $page['label'] ),
			$picture ? '' : ' hidden'
		);
		echo '</div><div><p class="agency-seo-snippet-label">Search result preview</p><div class="agency-seo-snippet" data-agency-seo-snippet></div></div></div></section>';
	}
	submit_button( 'Save search and sharing' );
	echo '</form></div>';
}

/**
 * Saves the SEO screen. Only the fields changed on the screen are written, each against the value the
 * screen showed: a field someone else changed meanwhile is not overwritten, and the screen says so.
 */
add_action(
	'admin_post_agency_seo_pages',
	function () {
		if ( ! current_user_can( 'edit_pages' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.' ), 403 );
		}
		check_admin_referer( 'agency_seo_pages' );
		$labels = array_column( agency_seo_pages( true ), 'label', 'path' );
		$names  = array(
			'title'       => 'SEO title',
			'description' => 'meta description',
			'image'       => 'sharing image',
		);
		$stored  = agency_seo_stored_pages();
		$errors  = array();
		$typed   = array();
		$changed = array();
		$rows    = isset( $_POST['seo'] ) && is_array( $_POST['seo'] ) ? wp_unslash( $_POST['seo'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is sanitized below.
		foreach ( $rows as $row ) {
			$path = isset( $row['path'] ) ? (string) $row['path'] : '';
			if ( ! isset( $labels[ $path ] ) ) {
				continue;
			}
			foreach ( $names as $field => $name ) {
				$clean = function ( $value ) use ( $field ) {
					return 'image' === $field ? absint( $value ) : sanitize_text_field( (string) $value );
				};
				$value = $clean( isset( $row[ $field ] ) ? $row[ $field ] : '' );
				$was   = $clean( isset( $row[ 'was_' . $field ] ) ? $row[ 'was_' . $field ] : '' );
				$now   = $clean( isset( $stored[ $path ][ $field ] ) ? $stored[ $path ][ $field ] : '' );
				if ( $value === $was ) {
					continue;
				}
				if ( $now !== $was ) {
					$errors[] = sprintf( '%1$s (%2$s): someone else changed the %3$s while you were editing, so yours was not saved. The screen now shows theirs.', $labels[ $path ], $path, $name );
					continue;
				}
				$problem = agency_seo_problem( $field, $value );
				if ( '' !== $problem ) {
					$errors[]                  = sprintf( '%1$s (%2$s): %3$s', $labels[ $path ], $path, $problem );
					$typed[ $path ][ $field ] = $value;
					continue;
				}
				$stored[ $path ][ $field ] = $value;
				$changed[]                  = sprintf( 'the %1$s of %2$s', $name, $labels[ $path ] );
			}
		}
		if ( $changed ) {
			update_option( 'agency_seo_pages', $stored, false );
			agency_revalidate( 'seo', '', 0 );
		}
		set_transient(
			agency_seo_notice_key(),
			array(
				'errors' => $errors,
				'typed'  => $typed,
				'saved'  => $changed ? 'Saved ' . implode( ', ', $changed ) . '.' : ( $errors ? '' : 'Nothing to save: no field was changed.' ),
			),
			MINUTE_IN_SECONDS
		);
		wp_safe_redirect( admin_url( 'admin.php?page=agency-seo' ) );
		exit;
	}
);
