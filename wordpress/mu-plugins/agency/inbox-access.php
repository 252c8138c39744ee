<?php
/**
 * Who reads personal data: two capabilities, one for job applications and one for contact messages
 * with newsletter sign-ups, granted to roles by the administrator on Settings → Inbox. By default
 * administrators and HR have both and editors neither. The mail log quotes both kinds, so it needs
 * both (the meta capability agency_read_mail_log). The site's own role never gets them.
 *
 * Everything in the Inbox checks these capabilities, never role names.
 */

defined( 'ABSPATH' ) || exit;

/** Reads and works job applications: list, detail, status, notes, CSV, résumés. */
const AGENCY_CAP_APPLICATIONS = 'agency_read_applications';

/** Reads and works contact messages and newsletter sign-ups. */
const AGENCY_CAP_MESSAGES = 'agency_read_messages';

/** Meta capability of the mail log: both of the above. */
const AGENCY_CAP_MAIL_LOG = 'agency_read_mail_log';

/** Bump with a migration below when the default grants change. */
const AGENCY_INBOX_ACCESS_VERSION = '2';

/**
 * The capabilities the administrator grants, with the labels of Settings → Inbox.
 *
 * @return array<string,string>
 */
function agency_inbox_access_caps() {
	return array(
		AGENCY_CAP_APPLICATIONS => 'Job applications',
		AGENCY_CAP_MESSAGES     => 'Contact messages and newsletter sign-ups',
	);
}

/**
 * Roles that may be granted access, name => label (every role but the site's own account),
 * administrators and HR first.
 *
 * @return array<string,string>
 */
function agency_inbox_access_roles() {
	$names = wp_roles()->get_names();
	$first = array();
	foreach ( array( 'administrator', AGENCY_HR_ROLE ) as $name ) {
		if ( isset( $names[ $name ] ) ) {
			$first[ $name ] = $names[ $name ];
		}
	}
	$roles = array();
	foreach ( $first + $names as $name => $label ) {
		if ( AGENCY_SITE_ROLE !== $name ) {
			$roles[ $name ] = translate_user_role( $label );
		}
	}
	return $roles;
}

/**
 * Gives each capability to exactly the roles named for it.
 *
 * @param array<string,string[]> $granted Capability => role names.
 */
function agency_inbox_set_access( $granted ) {
	foreach ( array_keys( agency_inbox_access_caps() ) as $cap ) {
		$names = isset( $granted[ $cap ] ) ? (array) $granted[ $cap ] : array();
		foreach ( array_keys( agency_inbox_access_roles() ) as $name ) {
			$role = get_role( $name );
			if ( ! $role ) {
				continue;
			}
			$has = ! empty( $role->capabilities[ $cap ] );
			if ( in_array( $name, $names, true ) && ! $has ) {
				$role->add_cap( $cap );
			} elseif ( ! in_array( $name, $names, true ) && $has ) {
				$role->remove_cap( $cap );
			}
		}
	}
}

// Version 1 gave one capability, agency_review_submissions, to administrators and editors: it goes,
// and administrators and HR get both new ones. Items received before this version count as read.
add_action(
	'init',
	function () {
		if ( AGENCY_INBOX_ACCESS_VERSION === get_option( 'agency_inbox_caps_version' ) ) {
			return;
		}
		foreach ( wp_roles()->role_objects as $role ) {
			if ( ! empty( $role->capabilities['agency_review_submissions'] ) ) {
				$role->remove_cap( 'agency_review_submissions' );
			}
		}
		$defaults = array( 'administrator', AGENCY_HR_ROLE );
		agency_inbox_set_access( array_fill_keys( array_keys( agency_inbox_access_caps() ), $defaults ) );
		add_option( 'agency_inbox_unread_since', gmdate( 'Y-m-d H:i:s' ) );
		update_option( 'agency_inbox_caps_version', AGENCY_INBOX_ACCESS_VERSION );
	},
	2
);

// The mail log's capability, whether asked for directly or as a submission type's post capability.
add_filter(
	'map_meta_cap',
	function ( $caps ) {
		if ( ! in_array( AGENCY_CAP_MAIL_LOG, $caps, true ) ) {
			return $caps;
		}
		$caps = array_diff( $caps, array( AGENCY_CAP_MAIL_LOG ) );
		return array_values( array_merge( $caps, array( AGENCY_CAP_APPLICATIONS, AGENCY_CAP_MESSAGES ) ) );
	}
);

/**
 * Whether the user works only in the Inbox (HR): may read submissions and may not edit posts.
 *
 * @param WP_User $user User.
 * @return bool
 */
function agency_inbox_only_user( $user ) {
	return ! $user->has_cap( 'edit_posts' )
		&& ( $user->has_cap( AGENCY_CAP_APPLICATIONS ) || $user->has_cap( AGENCY_CAP_MESSAGES ) );
}

// Someone whose work is the Inbox lands there after signing in, not on an empty dashboard.
add_filter(
	'login_redirect',
	function ( $to, $requested, $user ) {
		if ( ! $user instanceof WP_User || '' !== $requested && admin_url() !== $requested && admin_url( '/' ) !== $requested ) {
			return $to;
		}
		if ( ! agency_inbox_only_user( $user ) ) {
			return $to;
		}
		return admin_url( 'admin.php?page=' . ( $user->has_cap( AGENCY_CAP_APPLICATIONS ) ? 'agency-applications' : 'agency-messages' ) );
	},
	10,
	3
);
