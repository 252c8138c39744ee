import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { RenderFailed } from '@/components/status/RenderFailed';
import { LegalText } from '@/components/legal/LegalText';
import { loadLegalDocument, type LegalSlug } from '@/src/content/legal-pages';
import { contentMessages } from '@/src/content/messages';
import { homeCrumb } from '@/src/seo/json-ld';
import { staticPages } from '@/src/seo/pages';

/** A legal page as editors keep it in WordPress; while it cannot be read, its title and a failure text. */
export async function LegalPage({ slug, crumb }: { slug: LegalSlug; crumb: string }) {
  const doc = await loadLegalDocument(slug);
  const title = staticPages[`/${slug}`].title;
  if (doc.status === 'missing') notFound();
  return (
    <>
      <PageHeader
        title={doc.status === 'ok' ? doc.value.title : title}
        crumbs={[homeCrumb, { label: crumb }]}
      />
      {doc.status === 'ok' ? (
        <LegalText doc={doc.value} />
      ) : (
        <div className="container">
          <p role="alert">{contentMessages.legalFailed}</p>
          <RenderFailed what={`legal page ${slug}`} />
        </div>
      )}
    </>
  );
}
