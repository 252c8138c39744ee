<?php
/**
 * The visitor's real address, for per-client limits (sign-in throttling, reCAPTCHA's remoteip).
 *
 * Behind a reverse proxy every request arrives from the proxy's address, so counting REMOTE_ADDR
 * would make all visitors one. X-Forwarded-For names the client, but any client can send that
 * header itself: it is read only when REMOTE_ADDR is a proxy the host configured as trusted
 * (AGENCY_TRUSTED_PROXIES: addresses or CIDR ranges, separated by commas or spaces; a wp-config.php
 * constant, else the environment variable of that name). From the right, each hop a trusted proxy
 * added is skipped; the first address no trusted proxy vouches for is the client. Hops further
 * left were written by the client and are never believed.
 */

defined( 'ABSPATH' ) || exit;

/**
 * The trusted proxies, as configured.
 *
 * @return string[] Addresses and CIDR ranges.
 */
function agency_trusted_proxies() {
	static $list = null;
	if ( null === $list ) {
		$raw  = defined( 'AGENCY_TRUSTED_PROXIES' ) ? AGENCY_TRUSTED_PROXIES : getenv( 'AGENCY_TRUSTED_PROXIES' );
		$raw  = is_array( $raw ) ? implode( ',', $raw ) : (string) $raw;
		$list = preg_split( '/[\s,]+/', trim( $raw ), -1, PREG_SPLIT_NO_EMPTY );
	}
	return $list;
}

/**
 * Whether `$ip` is `$range` (an address, or CIDR `address/bits`); IPv4 and IPv6.
 *
 * @param string $ip    Address.
 * @param string $range Address or CIDR range.
 * @return bool
 */
function agency_ip_in_range( $ip, $range ) {
	$bits = null;
	if ( false !== strpos( $range, '/' ) ) {
		list( $range, $bits ) = explode( '/', $range, 2 );
		if ( ! ctype_digit( $bits ) ) {
			return false;
		}
		$bits = (int) $bits;
	}
	$address = @inet_pton( $ip ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- false for a malformed hop.
	$network = @inet_pton( $range ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	if ( false === $address || false === $network || strlen( $address ) !== strlen( $network ) ) {
		return false;
	}
	$bits = null === $bits ? strlen( $address ) * 8 : min( $bits, strlen( $address ) * 8 );
	$full = intdiv( $bits, 8 );
	if ( substr( $address, 0, $full ) !== substr( $network, 0, $full ) ) {
		return false;
	}
	$rest = $bits % 8;
	if ( 0 === $rest ) {
		return true;
	}
	$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
	return ( ord( $address[ $full ] ) & $mask ) === ( ord( $network[ $full ] ) & $mask );
}

/**
 * Whether `$ip` is one of the configured trusted proxies.
 *
 * @param string $ip Address.
 * @return bool
 */
function agency_is_trusted_proxy( $ip ) {
	foreach ( agency_trusted_proxies() as $range ) {
		if ( agency_ip_in_range( $ip, $range ) ) {
			return true;
		}
	}
	return false;
}

/**
 * One X-Forwarded-For hop as an address: IPv4 may carry a port, IPv6 may be bracketed.
 *
 * @param string $hop As sent.
 * @return string The address, or '' when the hop is not one.
 */
function agency_forwarded_hop( $hop ) {
	$hop = trim( $hop );
	if ( preg_match( '/^\[([0-9a-f:.]+)\](?::\d+)?$/i', $hop, $m ) ) {
		$hop = $m[1];
	} elseif ( preg_match( '/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/', $hop, $m ) ) {
		$hop = $m[1];
	}
	return false !== filter_var( $hop, FILTER_VALIDATE_IP ) ? $hop : '';
}

/**
 * The address of the client this request comes from (see the file's comment).
 *
 * @return string
 */
function agency_client_address() {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? (string) $_SERVER['REMOTE_ADDR'] : '';
	if ( '' === $address || ! agency_is_trusted_proxy( $address ) || empty( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) {
		return $address;
	}
	// Several headers arrive joined with commas; the right-most hop was added by the nearest proxy.
	$hops = array_reverse( explode( ',', (string) $_SERVER['HTTP_X_FORWARDED_FOR'] ) );
	foreach ( $hops as $hop ) {
		$hop = agency_forwarded_hop( $hop );
		if ( '' === $hop ) {
			// A trusted proxy wrote something that is not an address: the last proxy is all we know.
			return $address;
		}
		$address = $hop;
		if ( ! agency_is_trusted_proxy( $hop ) ) {
			return $hop;
		}
	}
	return $address;
}
