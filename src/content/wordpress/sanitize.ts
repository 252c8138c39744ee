import sanitizeHtml from 'sanitize-html';
import { siteUrl, wordpressUrl } from '@/src/config/env';
import { siteMediaHtml } from '@/src/media/wordpress-media';

/**
 * Server-side sanitiser for HTML from WordPress (defence in depth: nothing in the
 * browser). Keeps the formatting the block editor produces (WordPress's own classes only); drops
 * scripts, iframes, forms, event handlers and style attributes; images only from the WordPress host and our own; links that open a
 * new tab get rel="noopener noreferrer"; WordPress upload URLs become the site's /uploads/ addresses.
 */

const allowedTags = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'section',
  'article',
  'aside',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'time',
  'kbd',
  'code',
  'pre',
  'var',
  'a',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'figure',
  'figcaption',
  'img',
  'picture',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'details',
  'summary',
];

/**
 * Classes editor HTML may carry: WordPress's own block and format classes (pull quotes, image figures
 * and their captions, alignment, sizes), which the post styles target. Any other class is dropped,
 * so content cannot borrow the site's own global classes (layout helpers, visually-hidden, ...).
 */
const allowedClasses = [
  'wp-block-*',
  'wp-element-*',
  'wp-image-*',
  'has-*',
  'is-style-*',
  'is-layout-*',
  'is-resized',
  'align*',
  'size-*',
  'language-*',
];

/** A post's own h1 would compete with the page title: body headings start at h2. */
const demoteH1 = sanitizeHtml.simpleTransform('h2', {});

export type SanitizeOptions = {
  /**
   * Host names images may come from besides relative URLs. Defaults to WordPress's and the site's.
   * Ports are ignored: WordPress writes its own public address into content, which can differ from
   * the address the site reads it through (a proxy or loopback port).
   */
  imageHosts?: readonly string[];
};

function defaultImageHosts(): string[] {
  const hosts = new Set<string>();
  for (const url of [wordpressUrl(), siteUrl]) {
    try {
      hosts.add(new URL(url).hostname);
    } catch {
      /* an unusable URL simply allows nothing extra */
    }
  }
  return [...hosts];
}

function isAllowedImageUrl(src: string, hosts: readonly string[]): boolean {
  const value = src.trim();
  if (!value) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && hosts.includes(url.hostname);
  } catch {
    return false;
  }
}

/** The one sanitiser of editor HTML from WordPress: post bodies, excerpts and career descriptions. */
export function sanitizeContentHtml(html: string, options: SanitizeOptions = {}): string {
  const hosts = options.imageHosts ?? defaultImageHosts();
  return siteMediaHtml(
    sanitizeHtml(html, {
      allowedTags,
      allowedAttributes: {
        '*': ['class', 'id', 'title', 'lang', 'dir'],
        a: ['href', 'name', 'target', 'rel', 'hreflang'],
        img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
        ol: ['start', 'reversed', 'type'],
        li: ['value'],
        th: ['colspan', 'rowspan', 'scope', 'abbr'],
        td: ['colspan', 'rowspan', 'headers'],
        col: ['span'],
        colgroup: ['span'],
        time: ['datetime'],
        blockquote: ['cite'],
        q: ['cite'],
        details: ['open'],
      },
      allowedClasses: { '*': allowedClasses },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      allowedSchemesByTag: { img: ['http', 'https'] },
      allowProtocolRelative: false,
      disallowedTagsMode: 'discard',
      transformTags: {
        h1: demoteH1,
        a: (tagName, attribs) => {
          const next = { ...attribs };
          if (next.target && next.target !== '_blank') delete next.target;
          if (next.target === '_blank') {
            const rel = new Set((next.rel ?? '').split(/\s+/).filter(Boolean));
            rel.add('noopener');
            rel.add('noreferrer');
            next.rel = [...rel].join(' ');
          }
          return { tagName, attribs: next };
        },
        img: (tagName, attribs) => {
          const next: Record<string, string> = { ...attribs, loading: 'lazy', decoding: 'async' };
          if (next.srcset) {
            const kept = next.srcset
              .split(',')
              .map((candidate) => candidate.trim())
              .filter((candidate) => isAllowedImageUrl(candidate.split(/\s+/)[0] ?? '', hosts));
            if (kept.length) next.srcset = kept.join(', ');
            else delete next.srcset;
          }
          next.alt ??= '';
          return { tagName, attribs: next };
        },
      },
      // An image from a foreign host is removed entirely rather than left without a source.
      exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageUrl(frame.attribs.src ?? '', hosts),
    }),
  );
}
