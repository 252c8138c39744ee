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
 *   screen under Site details (seo-screen.php), served by the public GET agency/v1/seo-pages.
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
