import { PageHeader } from '@/components/layout/PageHeader';
import { BlogMain } from './BlogMain';
import styles from './BlogListing.module.css';
import { homeCrumb } from '@/src/seo/json-ld';
import { RenderFailed } from '@/components/status/RenderFailed';

/**
 * What a blog screen shows when WordPress cannot be read and nothing is kept: the spec's text, in a
 * render that is answered 500 and never cached (`RenderFailed`). `what` names the failed read.
 */
export function BlogUnavailable({
  message,
  what,
  title = 'Blog',
}: {
  message: string;
  what: string;
  title?: string;
}) {
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
        <RenderFailed what={what} />
      </BlogMain>
    </>
  );
}
