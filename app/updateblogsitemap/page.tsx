import { SitemapUpdater } from '@/components/blog/SitemapUpdater';
import { PageHeader } from '@/components/layout/PageHeader';
import { staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export const metadata = staticPageMetadata('/updateblogsitemap');

/** Utility page: visiting it refreshes the sitemap and says how that went. */
export default function UpdateBlogSitemapPage() {
  return (
    <>
      <PageHeader title="Update sitemap" crumbs={[homeCrumb, { label: 'Update sitemap' }]} />
      <section className="container" style={{ paddingBlock: 'var(--space-8)' }} aria-label="Sitemap status">
        <SitemapUpdater />
      </section>
    </>
  );
}
