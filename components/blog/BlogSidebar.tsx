import { CategoriesWidget } from './CategoriesWidget';
import { LatestPostsWidget } from './LatestPostsWidget';
import { ProjectsWidget } from './ProjectsWidget';
import { SidebarSearch } from './SidebarSearch';
import { SidebarWidget } from './SidebarWidget';
import { TagsWidget } from './TagsWidget';
import styles from './Sidebar.module.css';

/**
 * The sidebar of every blog screen: search, Latest Posts, Projects, Categories, Tags.
 * The data widgets read WordPress side by side while the page renders (no Suspense boundary: a page
 * is sent whole, so a boundary would only move the widget's HTML out of place), and each shows its
 * own failure text, so one failing read never takes the others (or the page) down.
 */
export function BlogSidebar() {
  return (
    <aside className={styles.sidebar} aria-label="Blog sidebar">
      <SidebarWidget title="Search">
        <SidebarSearch />
      </SidebarWidget>
      <SidebarWidget title="Latest Posts">
        <LatestPostsWidget />
      </SidebarWidget>
      <SidebarWidget title="Projects">
        <ProjectsWidget />
      </SidebarWidget>
      <SidebarWidget title="Categories">
        <CategoriesWidget />
      </SidebarWidget>
      <SidebarWidget title="Tags">
        <TagsWidget />
      </SidebarWidget>
    </aside>
  );
}
