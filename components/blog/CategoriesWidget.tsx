import { getCategories } from '@/src/content/wordpress/taxonomies';
import { blogPath, categoryPath } from '@/src/blog/urls';
import { ActiveLink } from './ActiveLink';
import { WidgetStatus } from './SidebarWidget';
import styles from './Sidebar.module.css';
import { contentMessages } from '@/src/content/messages';

/** Categories: 'All Categories' to /blog, then up to 10 with their counts. */
export async function CategoriesWidget() {
  let categories;
  try {
    categories = await getCategories();
  } catch (error) {
    console.error('[blog] sidebar categories failed:', (error as Error).message);
    return <WidgetStatus failed>{contentMessages.categoriesFailed}</WidgetStatus>;
  }
  return (
    <ul className={styles.categories}>
      <li>
        <ActiveLink href={blogPath} className={styles.categoryLink}>
          <span>All Categories</span>
        </ActiveLink>
      </li>
      {categories.map((category) => (
        <li key={category.id}>
          <ActiveLink href={categoryPath(category.slug)} className={styles.categoryLink}>
            <span>{category.name}</span>
            <span className={styles.count}>
              {category.count}
              <span className="visually-hidden"> {category.count === 1 ? 'post' : 'posts'}</span>
            </span>
          </ActiveLink>
        </li>
      ))}
    </ul>
  );
}
