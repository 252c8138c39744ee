/**
 * The file in the build folder that lists the WordPress reads a build could not make (one path a
 * line). A build that has it keeps none of its prerendered pages (server/build-seeds.mjs): a page
 * drawn from fallbacks would otherwise be served as it is until the next edit, so each page is made
 * on its first request instead. Next empties the build folder, this file with it, when a build starts.
 */
export const UNREAD_AT_BUILD_FILE = 'wordpress-unread-at-build.txt';
