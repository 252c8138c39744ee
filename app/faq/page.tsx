import type { Metadata } from 'next';
import { FaqContact } from '@/components/faq/FaqContact';
import { FaqGroups } from '@/components/faq/FaqGroups';
import styles from '@/components/faq/Faq.module.css';
import { PageHeader } from '@/components/layout/PageHeader';
import { RenderFailed } from '@/components/status/RenderFailed';
import { load } from '@/src/content/loaded';
import { getFaqGroups } from '@/src/content/wordpress/faq';
import { contentMessages } from '@/src/content/messages';
import { faqPageJsonLd } from '@/src/seo/content-json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import { routeMetadata } from '@/src/seo/route-metadata';
import { homeCrumb } from '@/src/seo/json-ld';

/** The questions are kept in WordPress: ISR, refreshed when an editor saves one. */
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/faq');
}

export default async function FaqPage() {
  const faq = await load('faq', getFaqGroups);
  return (
    <>
      <PageHeader title="Frequently Asked Questions" crumbs={[homeCrumb, { label: 'FAQ' }]} />
      <div className={`container ${styles.layout}`}>
        {faq.status === 'ok' ? (
          <FaqGroups groups={faq.value} />
        ) : (
          <>
            <p role="alert">{contentMessages.faqFailed}</p>
            <RenderFailed what="faq" />
          </>
        )}
        <FaqContact />
      </div>
      {faq.status === 'ok' && <JsonLd data={faqPageJsonLd(faq.value)} />}
    </>
  );
}
