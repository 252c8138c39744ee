/**
 * The preloader's inline script and its timings. A plain module, because the production server
 * names this exact text among the inline scripts a page's Content-Security-Policy allows, and the
 * server runs without a TypeScript step.
 */

/**
 * The preloader shows only when the page's own content takes longer than this to arrive, counted
 * from the moment the body starts (so a fast page never flashes it, and a slow link's round trips
 * before the first byte, which no overlay can cover, do not count).
 */
export const preloaderDelay = 400;
/** The preloader never covers the page longer than this, even if the document never finishes. */
export const preloaderMaxVisible = 5000;

/**
 * Runs first in the body. Shows the overlay if the document is still being parsed `preloaderDelay`
 * ms later and fades it out once the whole document is in (DOMContentLoaded), capped at
 * `preloaderMaxVisible`. It never waits for 'load': the content is drawn by then, and hiding it
 * until every picture and script has arrived would cover a finished page for seconds on a slow link.
 * State lives on <html data-preloader>.
 */
export const preloaderScript = `(function(){var d=document.documentElement,s=${preloaderDelay},m=${preloaderMaxVisible};if(document.readyState!=='loading')return;function hide(){clearTimeout(t);if(d.dataset.preloader!=='show')return;d.dataset.preloader='hide';setTimeout(function(){delete d.dataset.preloader},600)}var t=setTimeout(function(){d.dataset.preloader='show';t=setTimeout(hide,m)},s);document.addEventListener('DOMContentLoaded',hide,{once:true})})();`;
