import { escapeText } from 'entities';
import seeded from '../../wordpress/seed/legal.json' with { type: 'json' };
import type { LegalPage } from '@/src/content/wordpress/legal-pages';

/** A seeded legal page as the site reads it: "## " a heading, "- " list lines, anything else a paragraph. */
export function seededLegalPage(slug: 'terms' | 'privacy-policy'): LegalPage {
  const page = seeded.find((p) => p.slug === slug)!;
  const html = page.blocks
    .map((block) =>
      block.startsWith('## ')
        ? `<h2 class="wp-block-heading">${escapeText(block.slice(3))}</h2>`
        : block.startsWith('- ')
          ? `<ul class="wp-block-list">${block
              .split('\n')
              .map((line) => `<li>${escapeText(line.slice(2))}</li>`)
              .join('')}</ul>`
          : `<p>${escapeText(block)}</p>`,
    )
    .join('\n');
  return { slug, title: page.title, modified: `${page.updated}T09:00:00`, html };
}
