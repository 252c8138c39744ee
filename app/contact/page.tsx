import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactSection } from '@/components/forms/ContactSection';
import { PageHeader } from '@/components/layout/PageHeader';
import { company } from '@/src/config/site';
import { publicRecaptchaSiteKey } from '@/src/integrations/recaptcha-public';
import { pageMetadata } from '@/src/seo/metadata';
import styles from '@/components/forms/ContactSection.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
  description: `Tell us about your project: write to the ${company.shortName} team, call us or visit our ${company.address.addressLocality} office.`,
  path: '/contact',
});

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact" crumbs={[{ label: 'Home', href: '/' }, { label: 'Contact' }]} />
      <ContactSection recaptchaSiteKey={publicRecaptchaSiteKey()} />
      <section className={styles.details} aria-label="Address, contact details and map">
        <div className="container">
          <ContactDetails />
        </div>
      </section>
    </>
  );
}
