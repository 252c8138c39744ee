/**
 * The site's carousel (CarouselView; embla itself loads only when a carousel nears the screen). Not
 * a lazy island: a page rendered per request would stream a lazy island's markup after the page,
 * and without JavaScript that markup stays hidden.
 */
export { CarouselView as Carousel, type CarouselProps } from './CarouselView';
