<?php
/**
 * The legal pages (Terms and Conditions, Privacy Policy) are WordPress pages editors keep, read by the
 * site at /terms and /privacy-policy. Their text may name facts the site fills in ({email},
 * {phone}, {opening hours}, {retention days}) and mark a paragraph or list item as true only for some
 * deployments ([analytics], [no analytics], [recaptcha], [hubspot], [mailchimp] at its start), so the
 * policy always describes what the site actually does. Saving one refreshes its page (type 'page').
 */

defined( 'ABSPATH' ) || exit;

/** The pages the site shows, by slug: their address is fixed. */
function agency_legal_slugs() {
	return array( 'terms', 'privacy-policy' );
}

/**
 * Whether a post is one of the legal pages the site shows.
 *
 * @param WP_Post|null $post Post.
 */
function agency_is_legal_page( $post ) {
	// By its published slug: a trashed page's name has __trashed added.
	return $post instanceof WP_Post && 'page' === $post->post_type && in_array( agency_public_slug( $post ), agency_legal_slugs(), true );
}

// The site finds each page by its slug: renaming one would take it off the site.
add_filter(
	'rest_pre_insert_page',
	function ( $prepared, WP_REST_Request $request ) {
		$id     = (int) $request->get_param( 'id' );
		$before = $id ? get_post( $id ) : null;
		if ( agency_is_legal_page( $before ) && isset( $prepared->post_name ) && $prepared->post_name !== $before->post_name ) {
			return new WP_Error(
				'agency_fixed_address',
				sprintf( 'This page is shown at /%s on the website; its address (slug) cannot change.', $before->post_name ),
				array( 'status' => 400 )
			);
		}
		return $prepared;
	},
	10,
	2
);

add_action(
	'add_meta_boxes_page',
	function ( $post ) {
		if ( ! agency_is_legal_page( $post ) ) {
			return;
		}
		add_meta_box(
			'agency-legal-help',
			'What the website fills in',
			function () {
				echo '<p>Shown at <code>/' . esc_html( get_post()->post_name ) . '</code>; "Last updated" is the date of your last change.</p>';
				echo '<p><strong>Facts</strong> from Site details and the server: <code>{email}</code>, <code>{phone}</code>, <code>{opening hours}</code>, <code>{retention days}</code> (how long form submissions are kept, e.g. "180 days").</p>';
				echo '<p><strong>Only when true:</strong> start a paragraph or list item with <code>[analytics]</code>, <code>[no analytics]</code>, <code>[recaptcha]</code>, <code>[hubspot]</code> or <code>[mailchimp]</code>, and the website shows it only when that service is switched on (or, for <code>[no analytics]</code>, off).</p>';
				echo '<p>Each heading (H2) is a numbered section with its own entry under "On this page".</p>';
			},
			'page',
			'side',
			'high'
		);
	}
);
