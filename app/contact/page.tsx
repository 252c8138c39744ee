import type { Metadata } from 'next';
import { ContactCards, Offices } from '@/components/contact/ContactDetails';
import { ContactSection } from '@/components/forms/ContactSection';
import { PageHeader } from '@/components/layout/PageHeader';
import { publicRecaptchaSiteKey } from '@/src/integrations/recaptcha-public';
import { routeMetadata } from '@/src/seo/route-metadata';
import { homeCrumb } from '@/src/seo/json-ld';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/contact');
}

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact" crumbs={[homeCrumb, { label: 'Contact' }]} />
      <ContactSection recaptchaSiteKey={publicRecaptchaSiteKey()} details={<ContactCards />} />
      <Offices />
    </>
  );
}
