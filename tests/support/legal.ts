import seeded from '../../wordpress/seed/legal.json' with { type: 'json' };
import type { LegalPage } from '@/src/content/wordpress/legal-pages';

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A seeded legal page as the site reads it: "## " a heading, "- " list lines, anything else a paragraph. */
export function seededLegalPage(slug: 'terms' | 'privacy-policy'): LegalPage {
  const page = seeded.find((p) => p.slug === slug)!;
  const html = page.blocks
    .map((block) =>
      block.startsWith('## ')
        ? `<h2 class="wp-block-heading">${escape(block.slice(3))}</h2>`
        : block.startsWith('- ')
          ? `<ul class="wp-block-list">${block
              .split('\n')
              .map((line) => `<li>${escape(line.slice(2))}</li>`)
              .join('')}</ul>`
          : `<p>${escape(block)}</p>`,
    )
    .join('\n');
  return { slug, title: page.title, modified: `${page.updated}T09:00:00`, html };
}
