import type { Metadata } from 'next';
import { CallSection } from '@/components/calls/CallSection';
import { PageHeader } from '@/components/layout/PageHeader';
import { offeredCallDays } from '@/src/calls/offered';
import { publicRecaptchaSiteKey } from '@/src/integrations/recaptcha-public';
import { homeCrumb } from '@/src/seo/json-ld';
import { routeMetadata } from '@/src/seo/route-metadata';

/** The times offered depend on the moment and on what others requested: rendered for each visit. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/contact/call');
}

export default async function CallPage() {
  const { contact, days } = await offeredCallDays();
  return (
    <>
      <PageHeader
        title="Request a call"
        crumbs={[homeCrumb, { label: 'Contact', href: '/contact' }, { label: 'Request a call' }]}
      />
      <CallSection days={days} contact={contact} recaptchaSiteKey={publicRecaptchaSiteKey()} />
    </>
  );
}
