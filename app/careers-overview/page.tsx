import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/PageHeader';
import { ApplyTemplateForm } from '@/components/careers/ApplyTemplateForm';
import { HiringSteps } from '@/components/careers/HiringSteps';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { company } from '@/src/config/site';
import { routeMetadata } from '@/src/seo/route-metadata';
import styles from '@/components/careers/Careers.module.css';
import { homeCrumb } from '@/src/seo/json-ld';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/careers-overview');
}

export default function CareersOverviewPage() {
  return (
    <>
      <PageHeader
        title="How to apply"
        crumbs={[homeCrumb, { label: 'Careers', href: '/careers' }, { label: 'How to apply' }]}
      />
      <div className={styles.section}>
        <div className="container">
          <section className={styles.apply} aria-labelledby="template-heading">
            <p className={styles.eyebrow}>Application template</p>
            <h2 id="template-heading">The details we ask for</h2>
            <p className={styles.applyIntro}>
              Every application to {company.shortName} asks for the same few details. Try the form below to
              see the format we expect; to apply for real, open a position and use its APPLY NOW form, where
              you can also attach your résumé.
            </p>
            <ApplyTemplateForm />
            <div className={`spread ${styles.applyNext}`}>
              <p>Ready to apply for real? Each opening has its own form, with room for your résumé.</p>
              <ButtonLink href="/careers" variant="outlineDark">
                Browse open positions
              </ButtonLink>
            </div>
          </section>
        </div>
      </div>
      <HiringSteps />
    </>
  );
}
