import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactSection } from '@/components/forms/ContactSection';
import { PageHeader } from '@/components/layout/PageHeader';
import { publicRecaptchaSiteKey } from '@/src/integrations/recaptcha-public';
import { staticPageMetadata } from '@/src/seo/pages';
import styles from '@/components/forms/ContactSection.module.css';

export const metadata: Metadata = staticPageMetadata('/contact');

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
