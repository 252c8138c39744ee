import type { BlogPost } from '@/src/content/wordpress/types';
import { cardExcerpt } from '@/src/content/excerpt';
import { cardImage, type CardImage } from './card-image';

/** A card's excerpt: about three lines of a card at its narrowest. */
const CARD_EXCERPT_CHARS = 140;

/** What a post card needs: sent to the browser by Load More, so no body HTML; the excerpt ends at a word. */
export type PostSummary = Pick<
  BlogPost,
  'id' | 'slug' | 'title' | 'excerptText' | 'date' | 'categorySlug' | 'categoryName' | 'mediaUrl' | 'mediaAlt'
> & { image: CardImage };

export function toSummary(post: BlogPost): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerptText: cardExcerpt(post.excerptText, CARD_EXCERPT_CHARS),
    date: post.date,
    categorySlug: post.categorySlug,
    categoryName: post.categoryName,
    mediaUrl: post.mediaUrl,
    mediaAlt: post.mediaAlt,
    image: cardImage(post.mediaUrl),
  };
}
