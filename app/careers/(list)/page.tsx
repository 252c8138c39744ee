import type { Metadata } from 'next';
import { CareerList } from '@/components/careers/CareerList';
import { HiringSteps } from '@/components/careers/HiringSteps';
import { WhyWorkHere } from '@/components/careers/WhyWorkHere';
import { siteContact } from '@/src/content/contact';
import { loadCareers } from '@/src/careers/career';
import { careersListMetadata } from '@/src/seo/careers-metadata';
import { routeSeo } from '@/src/seo/route-metadata';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const [careers, seo] = await Promise.all([loadCareers(), routeSeo('/careers')]);
  return careersListMetadata(careers.status === 'ok' ? careers.value.map((c) => c.title) : [], seo);
}

export default async function CareersPage() {
  const [careers, contact] = await Promise.all([loadCareers(), siteContact()]);
  return (
    <>
      <CareerList careers={careers} />
      <WhyWorkHere />
      <HiringSteps
        openApplication={
          <p>
            No position that fits you today? Send your résumé to{' '}
            <a href={`${contact.emailHref}?subject=Open%20application`}>{contact.email}</a> with “Open
            application” in the subject. We read those too.
          </p>
        }
      />
    </>
  );
}
