import { PageHeader } from '@/components/layout/PageHeader';
import { BlogMain } from './BlogMain';
import styles from './BlogListing.module.css';
import { homeCrumb } from '@/src/seo/json-ld';

/** What a blog screen shows when WordPress cannot be read and nothing is cached: the spec's text. */
export function BlogUnavailable({ message, title = 'Blog' }: { message: string; title?: string }) {
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          homeCrumb,
          { label: 'Blog', href: '/blog' },
          { label: title === 'Blog' ? 'Unavailable' : title },
        ]}
      />
      <BlogMain>
        <p className={styles.unavailable} role="alert">
          {message}
        </p>
      </BlogMain>
    </>
  );
}
