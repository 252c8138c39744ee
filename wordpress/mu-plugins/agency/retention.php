<?php
/**
 * Retention: job applications (with their résumés), contact messages and logged mails older than
 * AGENCY_RETENTION_DAYS (180 by default; the environment variable of that name otherwise) are
 * deleted. Newsletter sign-ups stay until the person unsubscribes or asks for erasure.
 *
 * The check runs once a day on the first request after the day has passed (hooked on `init`,
 * guarded by the time of the last run in an option), not through WP-Cron: the embedded WordPress
 * sets DISABLE_WP_CRON, and a production WordPress whose WP-Cron is off or rarely triggered would
 * otherwise keep personal data past its period. The same code works on any WordPress with no
 * system cron to set up; one autoloaded option is read per request, and a run deletes at most
 * AGENCY_RETENTION_BATCH items per type (the next request continues when more are due).
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'AGENCY_RETENTION_DAYS' ) ) {
	$agency_days = getenv( 'AGENCY_RETENTION_DAYS' );
	define( 'AGENCY_RETENTION_DAYS', false !== $agency_days && ctype_digit( $agency_days ) && (int) $agency_days > 0 ? (int) $agency_days : 180 );
	unset( $agency_days );
}
if ( ! defined( 'AGENCY_RETENTION_BATCH' ) ) {
	define( 'AGENCY_RETENTION_BATCH', 200 );
}

add_action( 'init', 'agency_retention_maybe_run', 99 );

/** Runs the retention check when the last run is a day old. */
function agency_retention_maybe_run() {
	if ( wp_installing() || ( defined( 'AGENCY_SEEDING' ) && AGENCY_SEEDING ) ) {
		return;
	}
	$last = (int) get_option( 'agency_retention_last_run', 0 );
	if ( time() - $last < DAY_IN_SECONDS ) {
		return;
	}
	// Recorded first, so requests arriving meanwhile do not start a second run.
	update_option( 'agency_retention_last_run', time(), true );
	if ( agency_retention_run() ) {
		update_option( 'agency_retention_last_run', 0, true ); // More are due: the next request goes on.
	}
}

/**
 * Deletes what is older than the retention period.
 *
 * @return bool Whether more items are due than one run deletes.
 */
function agency_retention_run() {
	$cutoff = gmdate( 'Y-m-d H:i:s', time() - (int) AGENCY_RETENTION_DAYS * DAY_IN_SECONDS );
	$more   = false;
	foreach ( array( 'job_application', 'contact_message', 'agency_mail' ) as $type ) {
		$ids = get_posts(
			array(
				'post_type'        => $type,
				'post_status'      => 'any',
				'fields'           => 'ids',
				'posts_per_page'   => (int) AGENCY_RETENTION_BATCH,
				'orderby'          => 'date',
				'order'            => 'ASC',
				'suppress_filters' => true,
				'date_query'       => array(
					array(
						'column' => 'post_date_gmt',
						'before' => $cutoff,
					),
				),
			)
		);
		foreach ( $ids as $id ) {
			wp_delete_post( $id, true );
		}
		$more = $more || count( $ids ) >= (int) AGENCY_RETENTION_BATCH;
	}
	return $more;
}

// Deleting an application, however it happens (retention, eraser, wp-admin), deletes its résumé.
add_action(
	'before_delete_post',
	function ( $id, $post ) {
		if ( $post && 'job_application' === $post->post_type ) {
			$path = agency_resume_path( $id );
			if ( '' !== $path ) {
				wp_delete_file( $path );
			}
		}
	},
	10,
	2
);
