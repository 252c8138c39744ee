<?php
/**
 * Archive posts for scale tests: with AGENCY_SEED_POSTS above the number of curated posts, the seed
 * adds older posts until the blog holds that many, each with a category, two tags and a featured
 * image from the demo media. Titles and text are composed from engineering topics and article
 * forms, so every post reads as a plausible, distinct article.
 */

defined( 'ABSPATH' ) || exit;

/** Topic => [category slug, tag slugs]. */
function agency_archive_topics() {
	return array(
		'Core Web Vitals'                  => array( 'web-development', array( 'seo', 'nextjs' ) ),
		'server components'                => array( 'web-development', array( 'react', 'nextjs' ) ),
		'incremental static regeneration'  => array( 'web-development', array( 'nextjs', 'wordpress' ) ),
		'headless WordPress'               => array( 'web-development', array( 'wordpress', 'nextjs' ) ),
		'TypeScript strict mode'           => array( 'web-development', array( 'react', 'devops' ) ),
		'form validation'                  => array( 'web-development', array( 'react', 'ui-ux' ) ),
		'image optimisation'               => array( 'web-development', array( 'seo', 'nextjs' ) ),
		'cache invalidation'               => array( 'web-development', array( 'devops', 'wordpress' ) ),
		'design tokens'                    => array( 'ui-ux-design', array( 'ui-ux', 'react' ) ),
		'accessible navigation menus'      => array( 'ui-ux-design', array( 'ui-ux', 'seo' ) ),
		'focus management in dialogs'      => array( 'ui-ux-design', array( 'ui-ux', 'react' ) ),
		'colour contrast'                  => array( 'ui-ux-design', array( 'ui-ux', 'seo' ) ),
		'onboarding flows'                 => array( 'ui-ux-design', array( 'ui-ux', 'android' ) ),
		'usability testing on a budget'    => array( 'ui-ux-design', array( 'ui-ux', 'ios' ) ),
		'checkout conversion'              => array( 'e-commerce', array( 'ui-ux', 'seo' ) ),
		'payment gateway retries'          => array( 'e-commerce', array( 'devops', 'wordpress' ) ),
		'product search'                   => array( 'e-commerce', array( 'react', 'seo' ) ),
		'inventory sync'                   => array( 'e-commerce', array( 'devops', 'wordpress' ) ),
		'GST invoices'                     => array( 'e-commerce', array( 'wordpress', 'devops' ) ),
		'abandoned carts'                  => array( 'e-commerce', array( 'seo', 'ui-ux' ) ),
		'local SEO'                        => array( 'digital-marketing', array( 'seo', 'wordpress' ) ),
		'structured data'                  => array( 'digital-marketing', array( 'seo', 'nextjs' ) ),
		'landing page experiments'         => array( 'digital-marketing', array( 'seo', 'ui-ux' ) ),
		'email newsletters'                => array( 'digital-marketing', array( 'wordpress', 'seo' ) ),
		'analytics with consent'           => array( 'digital-marketing', array( 'seo', 'react' ) ),
		'content calendars'                => array( 'digital-marketing', array( 'wordpress', 'seo' ) ),
		'Jetpack Compose'                  => array( 'android-development', array( 'android', 'ui-ux' ) ),
		'offline-first sync'               => array( 'android-development', array( 'android', 'devops' ) ),
		'Play Store releases'              => array( 'android-development', array( 'android', 'devops' ) ),
		'Android app size'                 => array( 'android-development', array( 'android', 'seo' ) ),
		'SwiftUI layouts'                  => array( 'ios-development', array( 'ios', 'ui-ux' ) ),
		'push notifications'               => array( 'ios-development', array( 'ios', 'android' ) ),
		'App Store review'                 => array( 'ios-development', array( 'ios', 'devops' ) ),
		'continuous delivery'              => array( 'web-development', array( 'devops', 'nextjs' ) ),
		'database migrations'              => array( 'web-development', array( 'devops', 'wordpress' ) ),
		'observability'                    => array( 'web-development', array( 'devops', 'react' ) ),
		'rate limiting'                    => array( 'web-development', array( 'devops', 'nextjs' ) ),
		'multilingual sites'               => array( 'digital-marketing', array( 'seo', 'wordpress' ) ),
		'dark mode'                        => array( 'ui-ux-design', array( 'ui-ux', 'ios' ) ),
		'performance budgets'              => array( 'web-development', array( 'seo', 'devops' ) ),
	);
}

/** Title forms; %s is the topic. */
function agency_archive_forms() {
	return array(
		'A field guide to %s',
		'What we learned shipping %s',
		'%s: five mistakes we stopped making',
		'How we review %s before launch',
		'%s for small teams',
		'Measuring %s without guesswork',
		'A checklist for %s',
		'Explaining %s to clients',
		'%s, one year later',
		'Our default setup for %s',
	);
}

/**
 * The body of an archive post: short paragraphs and one list, in the block-less HTML the curated
 * posts use.
 *
 * @param string $topic Topic.
 * @param int    $n     Post number (varies the wording).
 * @return string HTML.
 */
function agency_archive_body( $topic, $n ) {
	$openers = array(
		"Every project we take on touches $topic sooner or later, and the teams that plan for it early spend far less time firefighting after launch.",
		"Clients rarely ask about $topic by name, but they notice at once when it goes wrong: pages feel slow, forms misbehave or numbers stop adding up.",
		"We keep a running set of notes on $topic. This post collects the parts that changed how we build, so the next team does not have to rediscover them.",
	);
	$steps = array(
		'Write down what a good result looks like before touching any code, and agree on how it will be measured.',
		'Start with the smallest change that can be checked in production, then widen it once the numbers hold.',
		'Automate the check, so that it runs on every change rather than once before a release.',
		'Keep the decision and its reason in the repository, next to the code it affects.',
		'Review the outcome with the client after a month and retire what no longer earns its keep.',
	);
	$closers = array(
		"If you are weighing up $topic for your own product, we are happy to share what worked for us.",
		"None of this is exotic; it is the discipline of doing the simple things every time.",
		"The short version: decide, measure, automate, and write it down.",
	);
	$list = '';
	foreach ( array_slice( $steps, $n % 2, 4 ) as $step ) {
		$list .= '<li>' . esc_html( $step ) . '</li>';
	}
	return '<p>' . esc_html( $openers[ $n % 3 ] ) . '</p>'
		. '<h2>How we approach it</h2><ol>' . $list . '</ol>'
		. '<p>' . esc_html( $closers[ $n % 3 ] ) . '</p>';
}

/**
 * Adds (or removes) archive posts so the blog holds $target posts in all.
 *
 * @param int   $target  Total posts wanted (curated ones included).
 * @param int   $curated Number of curated posts.
 * @param int   $author  Author ID.
 * @param array $terms   Term IDs by taxonomy and slug.
 * @param array $media   Image key => attachment ID.
 * @return int Number of archive posts.
 */
function agency_seed_archive_posts( $target, $curated, $author, $terms, $media ) {
	$count = max( 0, (int) $target - (int) $curated );
	// Archive posts beyond the wanted count (a smaller number than last time) are deleted.
	$surplus = get_posts(
		array(
			'post_type'      => 'post',
			'post_status'    => 'any',
			'posts_per_page' => -1,
			'fields'         => 'ids',
			'meta_query'     => array( // phpcs:ignore
				array(
					'key'     => '_agency_archive',
					'value'   => $count,
					'compare' => '>',
					'type'    => 'NUMERIC',
				),
			),
		)
	);
	foreach ( $surplus as $id ) {
		wp_delete_post( (int) $id, true );
	}
	if ( 0 === $count ) {
		return 0;
	}
	$topics = agency_archive_topics();
	$names  = array_keys( $topics );
	$forms  = agency_archive_forms();
	$images = array_values( $media );
	// Older than every curated post: one a day going back from the day before the oldest.
	$start = strtotime( '2025-06-11 09:00:00' );
	for ( $n = 1; $n <= $count; $n++ ) {
		$topic        = $names[ ( $n - 1 ) % count( $names ) ];
		$round        = intdiv( $n - 1, count( $names ) );
		$form         = $forms[ $round % count( $forms ) ];
		$title        = ucfirst( sprintf( $form, $topic ) );
		$edition      = intdiv( $round, count( $forms ) );
		$title       .= $edition ? ' (part ' . ( $edition + 1 ) . ')' : '';
		list( $category, $tags ) = $topics[ $topic ];
		$date = gmdate( 'Y-m-d H:i:s', $start - ( $n - 1 ) * DAY_IN_SECONDS );
		$id   = agency_seed_upsert(
			'post',
			array(
				'post_name'      => sanitize_title( $title ) . '-' . $n,
				'post_title'     => $title,
				'post_excerpt'   => "Notes from our engineers on $topic: what we do, what we measure and what we stopped doing.",
				'post_content'   => agency_archive_body( $topic, $n ),
				'post_status'    => 'publish',
				'post_author'    => $author,
				'post_date'      => $date,
				'post_date_gmt'  => get_gmt_from_date( $date ),
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
				'post_category'  => array( $terms['category'][ $category ] ),
			)
		);
		$tag_ids = array();
		foreach ( $tags as $slug ) {
			$tag_ids[] = $terms['post_tag'][ $slug ];
		}
		wp_set_post_terms( $id, $tag_ids, 'post_tag', false );
		update_post_meta( $id, '_agency_archive', $n );
		if ( $images ) {
			set_post_thumbnail( $id, $images[ ( $n - 1 ) % count( $images ) ] );
		}
	}
	return $count;
}
