import { getTags } from '@/src/content/wordpress/taxonomies';
import { blogPath, tagListPath } from '@/src/blog/urls';
import { ActiveLink } from './ActiveLink';
import { WidgetStatus } from './SidebarWidget';
import styles from './Sidebar.module.css';
import { contentMessages } from '@/src/content/messages';

/** Tags: 'All Tags' to /blog plus the first 10 as 'name (count)'. */
export async function TagsWidget() {
  let tags;
  try {
    tags = await getTags();
  } catch (error) {
    console.error('[blog] sidebar tags failed:', (error as Error).message);
    return <WidgetStatus failed>{contentMessages.tagsFailed}</WidgetStatus>;
  }
  return (
    <ul className="inline-list">
      <li>
        <ActiveLink href={blogPath} className={styles.tag}>
          All Tags
        </ActiveLink>
      </li>
      {tags.map((tag) => (
        <li key={tag.id}>
          <ActiveLink href={tagListPath(tag.slug)} className={styles.tag}>
            {tag.name} ({tag.count})
          </ActiveLink>
        </li>
      ))}
    </ul>
  );
}
