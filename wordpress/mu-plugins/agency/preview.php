<?php
/**
 * Previews on the site: WordPress's Preview link for posts, careers, case studies and services opens the site's
 * /api/preview with a signed, short-lived address (HMAC-SHA256 of type, id and expiry with
 * AGENCY_REVALIDATE_SECRET; never the secret itself). The site checks the signature, turns on its
 * draft mode and shows the draft, or a published post's latest autosave, read with its own credentials.
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the site shows a post as (its preview and revalidation type), or null: of the pages, only
 * the legal pages.
 *
 * @param WP_Post|null $post Post.
 * @return string|null 'post' | 'career' | 'case_study' | 'service' | 'page'.
 */
function agency_site_type( $post ) {
	if ( ! $post instanceof WP_Post ) {
		return null;
	}
	if ( 'page' === $post->post_type ) {
		return agency_is_legal_page( $post ) ? 'page' : null;
	}
	$types = array(
		'post'       => 'post',
		'careers'    => 'career',
		'case_study' => 'case_study',
		'service'    => 'service',
	);
	return isset( $types[ $post->post_type ] ) ? $types[ $post->post_type ] : null;
}

/** The public site's base URL (no trailing slash), or '' when unknown. */
function agency_site_url() {
	if ( '' !== (string) AGENCY_SITE_URL ) {
		return untrailingslashit( AGENCY_SITE_URL );
	}
	$parts = wp_parse_url( (string) AGENCY_REVALIDATE_URL );
	if ( empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return '';
	}
	return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

/**
 * The signed preview address of a post or career on the site, or null when previews are off.
 *
 * @param WP_Post $post Post.
 * @return string|null
 */
function agency_preview_url( $post ) {
	$type = agency_site_type( $post );
	$base = agency_site_url();
	if ( null === $type || '' === $base || '' === (string) AGENCY_REVALIDATE_SECRET ) {
		return null;
	}
	$expires = time() + (int) AGENCY_PREVIEW_TTL;
	$sig     = hash_hmac( 'sha256', "preview:{$type}:{$post->ID}:{$expires}", AGENCY_REVALIDATE_SECRET );
	return $base . '/api/preview?' . http_build_query(
		array(
			'type'    => $type,
			'id'      => $post->ID,
			'expires' => $expires,
			'sig'     => $sig,
		)
	);
}

add_filter(
	'preview_post_link',
	function ( $link, $post ) {
		$url = agency_preview_url( $post );
		return $url ? $url : $link;
	},
	10,
	2
);

// The block editor previews a draft at its WordPress address with ?preview=true: send it on too.
add_action(
	'template_redirect',
	function () {
		$post = get_post();
		if ( ! is_preview() || ! $post || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		$url = agency_preview_url( $post );
		if ( $url ) {
			wp_redirect( $url ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the configured site.
			exit;
		}
	}
);
