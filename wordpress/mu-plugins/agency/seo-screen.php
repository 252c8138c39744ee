<?php
/**
 * The "SEO" screen under Site details: the title, description and sharing image of each of the
 * site's own pages (option agency_seo_pages), with a snippet preview; a save writes only the fields
 * changed on the screen and refuses one someone else changed meanwhile.
 */

defined( 'ABSPATH' ) || exit;

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
