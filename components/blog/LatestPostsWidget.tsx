import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { blog } from '@/src/config/site';
import { getLatestPosts } from '@/src/content/wordpress/posts';
import { formatPostDate } from '@/src/blog/post-date';
import { postPath } from '@/src/blog/urls';
import { WidgetStatus } from './SidebarWidget';
import styles from './Sidebar.module.css';
import { contentMessages } from '@/src/content/messages';

/** Latest Posts: 5, hidden category excluded, linking /blog/{categorySlug}/{slug}. */
export async function LatestPostsWidget() {
  let posts;
  try {
    posts = await getLatestPosts(blog.sidebarLatestPosts);
  } catch (error) {
    console.error('[blog] sidebar posts failed:', (error as Error).message);
    return <WidgetStatus failed>{contentMessages.postsFailed}</WidgetStatus>;
  }
  if (posts.length === 0) return <WidgetStatus>{contentMessages.noPosts}</WidgetStatus>;
  return (
    <ul className={styles.latest}>
      {posts.map((post) => (
        <li key={post.id}>
          <Link href={postPath(post)} className={styles.latestLink}>
            <span className={styles.thumb}>
              <ServerImage
                src={post.mediaIsDefault ? blog.defaultThumbnail : post.mediaUrl}
                alt=""
                fill
                sizes="72px"
                className={styles.thumbImage}
              />
            </span>
            <span className={styles.latestText}>
              <span className={styles.latestTitle}>{post.title}</span>
              <time dateTime={post.date} className={styles.latestDate}>
                {formatPostDate(post.date)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
