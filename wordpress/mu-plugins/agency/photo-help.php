<?php
/**
 * Where the people's photos go. The site shows each team member and each client quoted as their
 * initials until a photo is set as the entry's Portrait (its featured image); a blog author's picture
 * is the Portrait of the team member whose slug is their user name. This says so where editors look:
 * under the Portrait panel of the block editor, above the Team and Testimonials lists, and under
 * Profile Picture on a user's profile (which the website does not use).
 */

defined( 'ABSPATH' ) || exit;

/**
 * The help shown with the Portrait of each type that has one.
 *
 * @return array<string,string> Post type => help text.
 */
function agency_photo_help() {
	$photo = 'Upload a square photo, at least 600 × 600 px, face centred with a little room above the head; the site crops it to a card and to a round avatar. Alternative text: the person\'s name.';
	return array(
		'team_member' => $photo . ' Until a portrait is set, the About page, the team page and their blog posts show their initials.',
		'testimonial' => $photo . ' Until a portrait is set, the quote shows the client\'s initials.',
		'client_logo' => 'Upload the logo as a PNG at least 360 px wide with a transparent background, or a JPEG on white; the carousel shows it in grey and in colour on hover. Until one is set, the site shows the wordmark drawn for it.',
	);
}

/** Under the block editor's Portrait (Logo) panel: what to upload, through WordPress's own filter of that panel. */
add_action(
	'enqueue_block_editor_assets',
	function () {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$help   = agency_photo_help();
		if ( ! $screen || ! isset( $help[ $screen->post_type ] ) ) {
			return;
		}
		wp_register_script( 'agency-photo-help', false, array( 'wp-hooks', 'wp-element', 'wp-editor' ), '1', true );
		wp_enqueue_script( 'agency-photo-help' );
		wp_add_inline_script(
			'agency-photo-help',
			'(function (wp, help) {' .
			'var el = wp.element.createElement;' .
			'wp.hooks.addFilter("editor.PostFeaturedImage", "agency/photo-help", function (Panel) {' .
			'return function (props) {' .
			'return el(wp.element.Fragment, null, el(Panel, props), el("p", { className: "components-base-control__help agency-photo-help", style: { marginTop: "12px", fontSize: "12px", color: "#757575" } }, help));' .
			'};' .
			'});' .
			'})(window.wp, ' . wp_json_encode( $help[ $screen->post_type ] ) . ');'
		);
	}
);

/** Above the Team and Testimonials lists: where the photos go, before anyone opens an entry. */
add_action(
	'admin_notices',
	function () {
		$screen = get_current_screen();
		if ( ! $screen || 'edit' !== $screen->base || ! in_array( $screen->post_type, array( 'team_member', 'testimonial' ), true ) ) {
			return;
		}
		$who = 'team_member' === $screen->post_type ? 'member' : 'client';
		echo '<div class="notice notice-info"><p><strong>' . esc_html( 'Photos:' ) . '</strong> ' . esc_html( sprintf( 'open a %1$s and choose Set portrait in the settings sidebar. Use a square photo of at least 600 × 600 px with the face centred. Until then the website shows the %1$s\'s initials.', $who ) ) . '</p></div>';
	}
);

/** A user's Profile Picture is Gravatar's; the website shows the team member's Portrait instead. */
add_filter(
	'user_profile_picture_description',
	function ( $description ) {
		return $description . '<br>' . esc_html( 'On the website, an author\'s picture is the Portrait of the Team member whose slug is this user name (Team → the member → Portrait), not this picture.' );
	}
);

/** The same help in the classic screen's featured image box (client logos have no block editor). */
add_filter(
	'admin_post_thumbnail_html',
	function ( $html, $post_id ) {
		$help = agency_photo_help();
		$type = get_post_type( $post_id );
		return isset( $help[ $type ] ) ? $html . '<p class="description agency-photo-help">' . esc_html( $help[ $type ] ) . '</p>' : $html;
	},
	10,
	2
);
