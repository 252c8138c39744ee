import type { Metadata } from 'next';
import { ContactCards, Offices } from '@/components/contact/ContactDetails';
import { ContactSection } from '@/components/forms/ContactSection';
import { PageHeader } from '@/components/layout/PageHeader';
import { publicRecaptchaSiteKey } from '@/src/integrations/recaptcha-public';
import { staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export const metadata: Metadata = staticPageMetadata('/contact');

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact" crumbs={[homeCrumb, { label: 'Contact' }]} />
      <ContactSection recaptchaSiteKey={publicRecaptchaSiteKey()} details={<ContactCards />} />
      <Offices />
    </>
  );
}
