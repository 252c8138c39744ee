<?php
/**
 * The pictures and documents chosen for a content type's entry, served in its REST answer with their
 * alternative text and size, so the site needs no media request per picture.
 */

defined( 'ABSPATH' ) || exit;

/**
 * A picture for the site: where it is, what it shows and its size, or null.
 *
 * @param int $id Attachment ID.
 * @return array|null
 */
function agency_site_content_picture( $id ) {
	if ( ! $id || ! wp_attachment_is_image( $id ) ) {
		return null;
	}
	$meta = wp_get_attachment_metadata( $id );
	return array(
		'src'    => wp_get_attachment_url( $id ),
		'alt'    => trim( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) ),
		'width'  => isset( $meta['width'] ) ? (int) $meta['width'] : 0,
		'height' => isset( $meta['height'] ) ? (int) $meta['height'] : 0,
	);
}

/**
 * A document for the site: where it is and its size in bytes, or null.
 *
 * @param int $id Attachment ID.
 * @return array|null
 */
function agency_site_content_file( $id ) {
	$path = $id ? get_attached_file( $id ) : '';
	if ( ! $path || 'application/pdf' !== get_post_mime_type( $id ) ) {
		return null;
	}
	return array(
		'src'   => wp_get_attachment_url( $id ),
		'bytes' => is_readable( $path ) ? (int) filesize( $path ) : 0,
	);
}

/**
 * Each type's chosen pictures (the featured image as `hero`, each image field by its name without
 * "_image") and documents, resolved in the same read: no media request per picture.
 */
add_action(
	'rest_api_init',
	function () {
		foreach ( agency_site_content_types() as $type => $def ) {
			$images = array();
			$files  = array();
			foreach ( $def['fields'] as $key => $field ) {
				$control = isset( $field['control'] ) ? $field['control'] : '';
				if ( 'image' === $control ) {
					$images[ preg_replace( '/_image$/', '', $key ) ] = $key;
				} elseif ( 'file' === $control ) {
					$files[ $key ] = $key;
				}
			}
			if ( $images ) {
				register_rest_field(
					$type,
					'pictures',
					array(
						'get_callback' => function ( $item ) use ( $images, $def ) {
							$id  = (int) $item['id'];
							$out = empty( $def['image'] ) ? array() : array( 'hero' => agency_site_content_picture( (int) get_post_thumbnail_id( $id ) ) );
							foreach ( $images as $name => $key ) {
								$out[ $name ] = agency_site_content_picture( (int) get_post_meta( $id, $key, true ) );
							}
							return $out;
						},
						'schema'       => array(
							'description' => 'The pictures chosen for the entry, with their alternative text and size.',
							'type'        => 'object',
							'context'     => array( 'view', 'edit' ),
							'readonly'    => true,
						),
					)
				);
			}
			if ( $files ) {
				register_rest_field(
					$type,
					'files',
					array(
						'get_callback' => function ( $item ) use ( $files ) {
							$out = array();
							foreach ( $files as $key ) {
								$out[ $key ] = agency_site_content_file( (int) get_post_meta( (int) $item['id'], $key, true ) );
							}
							return $out;
						},
						'schema'       => array(
							'description' => 'The documents chosen for the entry, with their size in bytes.',
							'type'        => 'object',
							'context'     => array( 'view', 'edit' ),
							'readonly'    => true,
						),
					)
				);
			}
		}
	}
);
