import { FaqContact } from '@/components/faq/FaqContact';
import { FaqGroups } from '@/components/faq/FaqGroups';
import styles from '@/components/faq/Faq.module.css';
import { PageHeader } from '@/components/layout/PageHeader';
import { faqGroups } from '@/src/content/pages/faq';
import { pageMetadata } from '@/src/seo/metadata';

export const metadata = pageMetadata({
  title: 'FAQ',
  description: 'Answers about working with Nexora Infotech: how projects start, timelines, technologies, ownership, pricing and payment.',
  path: '/faq',
});

export default function FaqPage() {
  return (
    <>
      <PageHeader title="Frequently Asked Questions" crumbs={[{ label: 'Home', href: '/' }, { label: 'FAQ' }]} />
      <div className={`container ${styles.layout}`}>
        <FaqGroups groups={faqGroups} />
        <FaqContact />
      </div>
    </>
  );
}
