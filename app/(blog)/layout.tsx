import type { ReactNode } from 'react';
import { BlogSidebar } from '@/components/blog/BlogSidebar';
import styles from '@/components/blog/BlogShell.module.css';

/**
 * Every blog screen (/blog..., /tags/...) shares this layout, so the sidebar (and the search box the
 * visitor is typing in) stays mounted while the listing beside it changes.
 */
export default function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      {children}
      {/* Below the listing or the post on a phone: drawn when it nears the screen, not with the first paint. */}
      <div className={`${styles.aside} drawn-near-viewport`}>
        <BlogSidebar />
      </div>
    </div>
  );
}
