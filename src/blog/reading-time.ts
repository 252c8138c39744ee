import { htmlToText } from '@/src/content/wordpress/text';

/** A comfortable pace for reading on screen, in words per minute. */
export const WORDS_PER_MINUTE = 220;
/** Time a reader spends on a picture (a figure and its caption), in seconds. */
export const SECONDS_PER_IMAGE = 12;

/** Words of an HTML body; each block boundary separates words (`<p>a</p><p>b</p>` is two). */
export function countWords(html: string): number {
  const text = htmlToText(
    html.replace(/<(?:\/?(?:p|h[1-6]|li|dt|dd|blockquote|figcaption|td|th|div|pre)|br)\b/gi, ' $&'),
  );
  return text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read a post body, rounded, never less than one. */
export function readingMinutes(html: string): number {
  const images = html.match(/<img\b/gi)?.length ?? 0;
  const minutes = countWords(html) / WORDS_PER_MINUTE + (images * SECONDS_PER_IMAGE) / 60;
  return Math.max(1, Math.round(minutes));
}

/** '4 min read'. */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
