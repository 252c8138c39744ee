<?php
/**
 * Whole entries only: publishing (or scheduling) an entry of a content type needs its title, its
 * content and its required fields, and the pictures and documents it names must be fit for the
 * site; otherwise the save is refused with a message naming the fields.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Refuses a save that leaves a required field empty (title, content or a required field), whether
 * it comes from the block editor or another REST client: 400 with the field's label.
 */
add_action(
	'init',
	function () {
		foreach ( agency_site_content_types() as $type => $def ) {
			add_filter(
				"rest_pre_insert_{$type}",
				function ( $prepared, $request ) use ( $def ) {
					$id       = isset( $prepared->ID ) ? (int) $prepared->ID : 0;
					$existing = $id ? get_post( $id ) : null;
					$status   = isset( $prepared->post_status ) ? $prepared->post_status : ( $existing ? $existing->post_status : 'draft' );
					// Drafts may be incomplete; what is published (or scheduled) must be whole.
					if ( ! in_array( $status, array( 'publish', 'future' ), true ) ) {
						return $prepared;
					}
					$title   = isset( $prepared->post_title ) ? $prepared->post_title : ( $existing ? $existing->post_title : '' );
					$content = isset( $prepared->post_content ) ? $prepared->post_content : ( $existing ? $existing->post_content : '' );
					$missing = array();
					if ( '' === trim( wp_strip_all_tags( (string) $title ) ) ) {
						$missing[] = $def['title'];
					}
					if ( ! empty( $def['content'] ) && '' === trim( wp_strip_all_tags( (string) $content ) ) ) {
						$missing[] = $def['content'];
					}
					$meta = is_array( $request['meta'] ) ? $request['meta'] : array();
					foreach ( $def['fields'] as $key => $field ) {
						if ( empty( $field['required'] ) ) {
							continue;
						}
						$value = array_key_exists( $key, $meta ) ? $meta[ $key ] : ( $id ? get_post_meta( $id, $key, true ) : '' );
						$empty = is_array( $value ) ? ! $value : ( '' === trim( (string) $value ) || ( 'number' === $field['type'] && 0.0 === (float) $value ) );
						if ( $empty ) {
							$missing[] = $field['label'];
						}
					}
					foreach ( $def['fields'] as $key => $field ) {
						$control = isset( $field['control'] ) ? $field['control'] : '';
						if ( 'image' !== $control && 'file' !== $control ) {
							continue;
						}
						$chosen = array_key_exists( $key, $meta ) ? (int) $meta[ $key ] : ( $id ? (int) get_post_meta( $id, $key, true ) : 0 );
						if ( 'file' === $control ) {
							if ( $chosen && 'application/pdf' !== get_post_mime_type( $chosen ) ) {
								return new WP_Error( 'agency_file_invalid', sprintf( 'The %s must be a PDF from the Media Library.', strtolower( $field['label'] ) ), array( 'status' => 400, 'fields' => array( $field['label'] ) ) );
							}
							continue;
						}
						if ( $chosen && ! wp_attachment_is_image( $chosen ) ) {
							return new WP_Error( 'agency_image_invalid', sprintf( 'The %s must be an image from the Media Library.', strtolower( $field['label'] ) ), array( 'status' => 400, 'fields' => array( $field['label'] ) ) );
						}
						if ( $chosen && '' === trim( (string) get_post_meta( $chosen, '_wp_attachment_image_alt', true ) ) ) {
							return new WP_Error( 'agency_image_alt_required', sprintf( 'The %s needs alternative text: in the Media Library, open the image and describe what it shows under "Alternative Text".', strtolower( $field['label'] ) ), array( 'status' => 400, 'fields' => array( $field['label'] ) ) );
						}
					}
					if ( ! empty( $def['image'] ) ) {
						$image    = isset( $request['featured_media'] ) ? (int) $request['featured_media'] : ( $id ? (int) get_post_thumbnail_id( $id ) : 0 );
						$drawn    = array_key_exists( 'illustration', $meta ) ? $meta['illustration'] : ( $id ? get_post_meta( $id, 'illustration', true ) : '' );
						$stand_in = empty( $def['image_stand_in'] ) ? null : $def['image_stand_in'];
						$standing = $stand_in ? ( array_key_exists( $stand_in['field'], $meta ) ? (int) $meta[ $stand_in['field'] ] : ( $id ? (int) get_post_meta( $id, $stand_in['field'], true ) : 0 ) ) : 0;
						if ( ! $image && ! $standing && '' === trim( (string) $drawn ) ) {
							$missing[] = $def['image'] . ' (the featured image' . ( $stand_in ? ', or a ' . $stand_in['name'] : '' ) . ')';
						} elseif ( $image && '' === trim( (string) get_post_meta( $image, '_wp_attachment_image_alt', true ) ) ) {
							return new WP_Error(
								'agency_image_alt_required',
								sprintf( 'The %s needs alternative text: in the Media Library, open the image and describe it under "Alternative Text" (e.g. "Portrait of Meera Iyer").', strtolower( $def['image'] ) ),
								array( 'status' => 400, 'fields' => array( $def['image'] ) )
							);
						}
					}
					if ( $missing ) {
						return new WP_Error(
							'agency_required_fields',
							sprintf( 'Please fill in: %s. These are shown on the site and cannot be empty.', implode( ', ', $missing ) ),
							array( 'status' => 400, 'fields' => $missing )
						);
					}
					return $prepared;
				},
				10,
				2
			);
		}
	}
);
