<?php
/**
 * Whether the website heard about the changes saved here: a status box on the screens editors save
 * site-wide settings on (Site details, Home page, Redirects, Menus), from what revalidate.php kept
 * of its calls, and a "Refresh the site now" action that tells the site to refresh every page
 * (revalidation type 'all'; anyone who may edit pages, nonce checked). While the site has missed a
 * change, every other wp-admin screen says so too.
 */

defined( 'ABSPATH' ) || exit;

/** The screens that draw the status box themselves (admin.php?page=...). */
function agency_site_status_screens() {
	return array( 'agency-site-facts', 'agency-home', 'agency-redirects' );
}

/**
 * What a revalidation type is, as an editor calls it.
 *
 * @param string $type Revalidation type.
 */
function agency_site_status_change( $type ) {
	$names = array(
		'site'        => 'Site details',
		'home'        => 'Home page',
		'menus'       => 'a menu',
		'redirects'   => 'Redirects',
		'all'         => 'a refresh of every page',
		'post'        => 'a post',
		'term'        => 'a category or tag',
		'career'      => 'a job opening',
		'case_study'  => 'a case study',
		'service'     => 'a service',
		'faq'         => 'the FAQ',
		'testimonial' => 'a testimonial',
		'team_member' => 'the team',
		'client_logo' => 'a client logo',
		'page'        => 'a legal page',
	);
	return $names[ $type ] ?? 'a change';
}

/**
 * "today at 2:02 pm", "3 March, 2:02 pm" before (in the site's time format).
 *
 * @param int $at Unix time.
 */
function agency_site_status_when( $at ) {
	$today = wp_date( 'Y-m-d' ) === wp_date( 'Y-m-d', $at );
	$time  = wp_date( get_option( 'time_format', 'H:i' ), $at );
	return $today ? 'today at ' . $time : wp_date( 'j F', $at ) . ', ' . $time;
}

/** True when WordPress knows where and how to tell the site about changes. */
function agency_site_status_connected() {
	return '' !== (string) AGENCY_REVALIDATE_URL && '' !== (string) AGENCY_REVALIDATE_SECRET;
}

/** The "Refresh the site now" button: a form of its own, so it can sit inside any screen. */
function agency_site_status_refresh_button() {
	printf( '<form method="post" action="%s" style="display:inline-block;margin:0 0 .5em">', esc_url( admin_url( 'admin-post.php' ) ) );
	echo '<input type="hidden" name="action" value="agency_refresh_site" />';
	wp_nonce_field( 'agency_refresh_site' );
	submit_button( 'Refresh the site now', 'secondary', 'submit', false );
	echo '</form>';
}

/** The outcome of "Refresh the site now", on the screen it returns to. */
function agency_site_status_refresh_notice() {
	if ( ! isset( $_GET['agency_refreshed'] ) ) {
		return;
	}
	$last = agency_revalidate_state()['last'];
	if ( 'yes' === $_GET['agency_refreshed'] ) {
		echo '<div class="notice notice-success" role="status"><p>The website was refreshed: every page now shows what WordPress holds.</p></div>';
		return;
	}
	$reason = agency_site_status_connected()
		? ( $last && ! $last['ok'] ? $last['reason'] : 'it did not answer' )
		: 'WordPress is not set up to reach it';
	printf(
		'<div class="notice notice-error" role="alert"><p>%s</p></div>',
		esc_html( sprintf( 'The website could not be refreshed: %s. Try again in a moment; if it keeps failing, tell whoever runs the website.', $reason ) )
	);
}

/** The status box: whether the site received the last change and shows what WordPress holds. */
function agency_site_status_box() {
	agency_site_status_refresh_notice();
	$state  = agency_revalidate_state();
	$last   = $state['last'];
	$missed = $state['missed'];
	if ( ! agency_site_status_connected() ) {
		$kind = 'warning';
		$text = 'WordPress is not set up to tell the website about changes (AGENCY_REVALIDATE_URL and AGENCY_REVALIDATE_SECRET): the website picks them up on its own regular refresh, within minutes.';
	} elseif ( $missed ) {
		$kind = 'error';
		$text = 1 === count( $missed )
			? 'The website did not receive the last change.'
			: sprintf( 'The website did not receive %d changes, the first %s.', count( $missed ), agency_site_status_when( min( array_column( $missed, 'at' ) ) ) );
		$text .= $last['ok']
			? ' A later one got through, but these are still missing.'
			: sprintf( ' The last attempt (%s, %s) failed: %s.', agency_site_status_change( $last['type'] ), agency_site_status_when( $last['at'] ), $last['reason'] );
		$text .= ' Visitors may see the previous version for a few minutes, until the website refreshes on its own. Once the problem is solved, refresh it now.';
	} elseif ( $last ) {
		$kind = 'success';
		$text = sprintf( 'The website is up to date: it received the last change (%s, %s) and shows it.', agency_site_status_change( $last['type'] ), agency_site_status_when( $last['at'] ) );
	} else {
		$kind = 'info';
		$text = 'No change has been sent to the website yet: it shows what WordPress holds.';
	}
	printf( '<div class="notice notice-%s agency-site-status" role="status" aria-labelledby="agency-site-status-title" style="margin:1em 0;padding-bottom:.25em">', esc_attr( $kind ) );
	echo '<h2 id="agency-site-status-title" style="margin:.75em 0 .25em;font-size:1.1em">Website status</h2>';
	echo '<p>' . esc_html( $text ) . '</p>';
	if ( agency_site_status_connected() ) {
		echo '<p class="description" style="margin-bottom:.5em">Refreshing tells the website to fetch every page again from WordPress; visitors see no interruption.</p>';
		agency_site_status_refresh_button();
	}
	echo '</div>';
}

add_action(
	'admin_post_agency_refresh_site',
	function () {
		check_admin_referer( 'agency_refresh_site' );
		if ( ! current_user_can( 'edit_pages' ) ) {
			wp_die( 'You may not refresh the website.', 403 );
		}
		agency_revalidate( 'all', '', 0 );
		agency_revalidate_send();
		$last = agency_revalidate_state()['last'];
		$ok   = agency_site_status_connected() && $last && 'all' === $last['type'] && $last['ok'];
		$back = wp_get_referer() ? wp_get_referer() : admin_url( 'admin.php?page=agency-site-facts' );
		wp_safe_redirect( add_query_arg( 'agency_refreshed', $ok ? 'yes' : 'no', $back ) );
		exit;
	}
);

// WordPress takes the outcome out of the address bar once shown, so reloading does not repeat it.
add_filter(
	'removable_query_args',
	function ( $args ) {
		$args[] = 'agency_refreshed';
		return $args;
	}
);

// Elsewhere in wp-admin: the box on the Menus screen, a warning on the others while a change was missed.
add_action(
	'admin_notices',
	function () {
		if ( ! current_user_can( 'edit_pages' ) ) {
			return;
		}
		$screen = get_current_screen();
		if ( $screen && 'nav-menus' === $screen->id ) {
			agency_site_status_box();
			return;
		}
		if ( isset( $_GET['page'] ) && in_array( $_GET['page'], agency_site_status_screens(), true ) ) {
			return;
		}
		agency_site_status_refresh_notice();
		if ( ! agency_site_status_connected() || ! agency_revalidate_state()['missed'] ) {
			return;
		}
		echo '<div class="notice notice-error"><p>The website did not receive a change saved here, so visitors may see the previous version for a few minutes. Refresh it once the problem is solved: </p>';
		agency_site_status_refresh_button();
		echo '</div>';
	}
);
