import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/PageHeader';
import { ContactSection } from '@/components/forms/ContactSection';
import { publicRecaptchaSiteKey } from '@/src/integrations/recaptcha-public';
import { pageMetadata } from '@/src/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
  description: 'Tell us about your project: write to the Nexora team, call us or visit our Kolhapur office.',
  path: '/contact',
});

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact" crumbs={[{ label: 'Home', href: '/' }, { label: 'Contact' }]} />
      <ContactSection recaptchaSiteKey={publicRecaptchaSiteKey()} />
    </>
  );
}
