import { getImageProps } from 'next/image';

/** A post card's picture as the optimiser serves it: made on the server, so cards drawn in the browser need no image code. */
export type CardImage = { src: string; srcSet: string | undefined };

export function cardImage(url: string): CardImage {
  // Any width-relative `sizes` gives the full set of widths; each card states its own sizes.
  const { props } = getImageProps({ src: url, alt: '', fill: true, sizes: '100vw' });
  return { src: props.src, srcSet: props.srcSet };
}
