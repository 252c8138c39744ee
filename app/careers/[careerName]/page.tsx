import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { CareerDetail } from '@/components/careers/CareerDetail';
import { getCareerBySlug, getCareers } from '@/src/content/wordpress/careers';
import { getMovedSlug } from '@/src/content/wordpress/moved';
import { careersTag, careerTag } from '@/src/revalidation/revalidate';
import { publicRecaptchaSiteKey } from '@/src/integrations/recaptcha-public';
import { careerMetadata } from '@/src/seo/careers-metadata';
import { jobPostingJsonLd } from '@/src/seo/job-posting';
import { JsonLd } from '@/src/seo/JsonLd';

export const revalidate = 300;

type Props = { params: Promise<{ careerName: string }> };

/** Every current position is prerendered; new ones render on first visit (ISR). */
export async function generateStaticParams() {
  try {
    return (await getCareers()).map((c) => ({ careerName: c.slug }));
  } catch {
    return [];
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const career = await getCareerBySlug((await params).careerName);
  return career ? careerMetadata(career) : { title: 'Page not found' };
}

export default async function CareerPage({ params }: Props) {
  const { careerName } = await params;
  const career = await getCareerBySlug(careerName);
  if (!career) {
    const moved = await getMovedSlug('career', careerName, [careersTag, careerTag(careerName)]).catch(
      () => null,
    );
    if (moved) permanentRedirect(`/careers/${encodeURIComponent(moved)}`);
    notFound();
  }
  return (
    <>
      <PageHeader
        title={career.title}
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'Careers', href: '/careers' },
          { label: career.title },
        ]}
      />
      <CareerDetail career={career} recaptchaSiteKey={publicRecaptchaSiteKey()} />
      <JsonLd data={jobPostingJsonLd(career)} />
    </>
  );
}
