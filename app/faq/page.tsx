import { FaqContact } from '@/components/faq/FaqContact';
import { FaqGroups } from '@/components/faq/FaqGroups';
import styles from '@/components/faq/Faq.module.css';
import { PageHeader } from '@/components/layout/PageHeader';
import { faqGroups } from '@/src/content/pages/faq';
import { faqPageJsonLd } from '@/src/seo/content-json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import { staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export const metadata = staticPageMetadata('/faq');

export default function FaqPage() {
  return (
    <>
      <PageHeader title="Frequently Asked Questions" crumbs={[homeCrumb, { label: 'FAQ' }]} />
      <div className={`container ${styles.layout}`}>
        <FaqGroups groups={faqGroups} />
        <FaqContact />
      </div>
      <JsonLd data={faqPageJsonLd(faqGroups)} />
    </>
  );
}
