import type { BlogPost } from '@/src/content/wordpress/types';
import { postContactId } from './PostContactStrip';

/**
 * The comment status, as what a reader can do: the site lists no comments, so an open post invites
 * the reader's thoughts through the contact strip at its end.
 */
export function CommentStatus({ status }: { status: BlogPost['commentStatus'] }) {
  if (status === 'closed') return <span>Comments closed</span>;
  return (
    <span>
      No comments yet: <a href={`#${postContactId}`}>share your thoughts</a>
    </span>
  );
}
