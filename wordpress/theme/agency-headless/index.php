<?php
/**
 * Shown only when the public website's address is not configured (functions.php sends every other
 * visit there) and in the Customizer's preview: this WordPress has no pages of its own.
 */

defined( 'ABSPATH' ) || exit;
$agency_site = agency_headless_site_url();
?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title><?php echo esc_html( get_bloginfo( 'name' ) ); ?></title>
<style>
body { font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; color: #1d2327; max-width: 36em; margin: 4em auto; padding: 0 1em; }
a { color: #2271b1; }
</style>
</head>
<body>
<h1><?php echo esc_html( get_bloginfo( 'name' ) ); ?></h1>
<p>This WordPress keeps the website's content; it shows no pages of its own.</p>
<?php if ( '' !== $agency_site ) : ?>
<p>The website is at <a href="<?php echo esc_url( $agency_site . '/' ); ?>"><?php echo esc_html( $agency_site ); ?></a>.</p>
<?php endif; ?>
<p><a href="<?php echo esc_url( admin_url() ); ?>">Edit the content in wp-admin</a></p>
</body>
</html>
