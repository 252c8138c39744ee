/**
 * The preloader's inline script and its timings. A plain module, because the production server
 * names this exact text among the inline scripts a page's Content-Security-Policy allows, and the
 * server runs without a TypeScript step.
 */

/** The preloader shows only when loading takes longer than this (so a fast page never flashes it). */
export const preloaderDelay = 400;
/** The preloader never covers the page longer than this, even if a stray request stalls 'load'. */
export const preloaderMaxVisible = 5000;

/**
 * Shows the overlay `preloaderDelay` ms after navigation start unless the page has loaded, fades it
 * out on 'load', and caps how long it may stay. State lives on <html data-preloader>.
 */
export const preloaderScript = `(function(){var d=document.documentElement,s=${preloaderDelay},m=${preloaderMaxVisible};if(document.readyState==='complete')return;function hide(){clearTimeout(t);if(d.dataset.preloader!=='show')return;d.dataset.preloader='hide';setTimeout(function(){delete d.dataset.preloader},600)}var t=setTimeout(function(){d.dataset.preloader='show';setTimeout(hide,m)},Math.max(0,s-performance.now()));addEventListener('load',hide,{once:true})})();`;
