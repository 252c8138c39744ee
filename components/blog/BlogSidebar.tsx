import { Suspense } from 'react';
import { CategoriesWidget } from './CategoriesWidget';
import { LatestPostsWidget } from './LatestPostsWidget';
import { ProjectsWidget } from './ProjectsWidget';
import { SidebarSearch } from './SidebarSearch';
import { SidebarWidget, WidgetStatus } from './SidebarWidget';
import { TagsWidget } from './TagsWidget';
import styles from './Sidebar.module.css';

/**
 * The sidebar of every blog screen: search, Latest Posts, Projects, Categories, Tags.
 * Each data widget streams behind its loading text and shows the spec's failure text on its own,
 * so one failing read never takes the others (or the page) down.
 */
export function BlogSidebar() {
  return (
    <aside className={styles.sidebar} aria-label="Blog sidebar">
      <SidebarWidget title="Search">
        <SidebarSearch />
      </SidebarWidget>
      <SidebarWidget title="Latest Posts">
        <Suspense fallback={<WidgetStatus>Loading posts...</WidgetStatus>}>
          <LatestPostsWidget />
        </Suspense>
      </SidebarWidget>
      <SidebarWidget title="Projects">
        <ProjectsWidget />
      </SidebarWidget>
      <SidebarWidget title="Categories">
        <Suspense fallback={<WidgetStatus>Loading categories...</WidgetStatus>}>
          <CategoriesWidget />
        </Suspense>
      </SidebarWidget>
      <SidebarWidget title="Tags">
        <Suspense fallback={<WidgetStatus>Loading tags...</WidgetStatus>}>
          <TagsWidget />
        </Suspense>
      </SidebarWidget>
    </aside>
  );
}
