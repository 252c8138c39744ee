import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/**
 * WordPress sends titles and term names HTML-escaped ('News &amp; Updates', 'Don&#8217;t').
 * These turn them into plain text for React text nodes, meta tags and the feed.
 */

/** Named and numeric entities, decoded as a browser would (the `entities` package, HTML's table). */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** HTML fragment to readable plain text: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const stripped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}
