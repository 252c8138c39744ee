/** Where WordPress marks an excerpt it cut itself: ' […]', ' [...]' or '…' at the end. */
const WORDPRESS_MORE = /\s*(\[(…|\.\.\.|&hellip;)\]|…)\s*$/;

/**
 * An excerpt for a card: whole when it fits in `max` characters, else cut after the last whole word
 * that fits, its trailing punctuation dropped, and closed with an ellipsis. Cards then need no CSS
 * line clamp, which cuts through the middle of a word.
 */
export function cardExcerpt(text: string, max: number): string {
  const cutByWordPress = WORDPRESS_MORE.test(text);
  const plain = text.replace(WORDPRESS_MORE, '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max && !cutByWordPress) return plain;
  // Step back from the limit to the end of a word: a letter or digit must not follow the cut.
  const letter = /[\p{L}\p{M}\p{N}]/u;
  let end = Math.min(max, plain.length);
  while (end > 0 && letter.test(plain[end] ?? '') && letter.test(plain[end - 1] ?? '')) end--;
  // A single word longer than the limit is kept whole.
  const words = end > 0 ? plain.slice(0, end) : (plain.split(' ')[0] ?? '');
  return `${words.replace(/[\s,;:.!?'"‘“(–—-]+$/u, '')}…`;
}
