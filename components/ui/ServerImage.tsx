import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { inlineDrawing } from '@/src/media/inline-drawing';

/**
 * next/image's optimised `<img>` (srcset through /_next/image, sizes, lazy loading, priority),
 * rendered on the server only. `<Image>` is a client component, so every page showing one shipped
 * and hydrated its code to do nothing a plain `<img>` does not do itself.
 * `preload` (or `priority`) adds the image to the HTML head, as next/image does. Unlike
 * next/image, the alt text is not hidden (no `color: transparent`), so a broken image still says
 * what it was. A first-screen picture that is one of the site's own small SVG drawings is written
 * into the page instead (see inlineDrawing), so it paints with the text.
 */
export function ServerImage(props: ImageProps) {
  const firstScreen = Boolean(props.preload || props.priority);
  const inlined = firstScreen && typeof props.src === 'string' ? inlineDrawing(props.src) : null;
  const {
    props: { style, ...img },
  } = getImageProps(inlined ? { ...props, src: inlined, unoptimized: true } : props);
  if (firstScreen && !inlined) {
    preloadResource(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
    });
  }
  const { color: _hidesAltText, ...visibleStyle } = style ?? {};
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...img} style={visibleStyle} />;
}
