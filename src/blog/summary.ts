import type { BlogPost } from '@/src/content/wordpress/types';
import { cardImage, type CardImage } from './card-image';

/** What a post card needs: sent to the browser by Load More, so no body HTML. */
export type PostSummary = Pick<
  BlogPost,
  'id' | 'slug' | 'title' | 'excerptText' | 'date' | 'categorySlug' | 'categoryName' | 'mediaUrl' | 'mediaAlt'
> & { image: CardImage };

export function toSummary(post: BlogPost): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerptText: post.excerptText,
    date: post.date,
    categorySlug: post.categorySlug,
    categoryName: post.categoryName,
    mediaUrl: post.mediaUrl,
    mediaAlt: post.mediaAlt,
    image: cardImage(post.mediaUrl),
  };
}
