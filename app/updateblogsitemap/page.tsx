import { SitemapUpdater } from '@/components/blog/SitemapUpdater';
import { PageHeader } from '@/components/layout/PageHeader';
import { pageMetadata } from '@/src/seo/metadata';

export const metadata = pageMetadata({
  title: 'Update sitemap',
  description: 'Refreshes the sitemap of the blog.',
  path: '/updateblogsitemap',
  noindex: true,
});

/** Utility page (SPEC §2): visiting it refreshes the sitemap and says how that went. */
export default function UpdateBlogSitemapPage() {
  return (
    <>
      <PageHeader
        title="Update sitemap"
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Update sitemap' }]}
      />
      <section className="container" style={{ paddingBlock: 'var(--space-8)' }} aria-label="Sitemap status">
        <SitemapUpdater />
      </section>
    </>
  );
}
