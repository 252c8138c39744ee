import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { CareerPage } from '@/components/careers/CareerPage';
import { CareerList } from '@/components/careers/CareerList';
import { loadCareer, loadCareerOrRedirect } from '@/src/careers/career';
import { careersPath } from '@/src/careers/urls';
import { getCareers, isOpen } from '@/src/content/wordpress/careers';
import { slugParam } from '@/src/lib/slug';
import { careerMetadata } from '@/src/seo/careers-metadata';
import { jobPostingJsonLd } from '@/src/seo/job-posting';
import { JsonLd } from '@/src/seo/JsonLd';
import { homeCrumb } from '@/src/seo/json-ld';

export const revalidate = 300;

type Props = { params: Promise<{ careerSlug: string }> };

/** Every current position is prerendered; new ones render on first visit (ISR). */
export async function generateStaticParams() {
  try {
    return (await getCareers()).map((c) => ({ careerSlug: c.slug }));
  } catch {
    return [];
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = slugParam((await params).careerSlug);
  const loaded = slug ? await loadCareer(slug) : null;
  if (loaded?.status === 'failed') return { title: 'Careers', robots: { index: false } };
  if (loaded?.status !== 'ok') return { title: 'Page not found' };
  const career = loaded.value;
  // A closed position's page stays for those who follow an old link, but leaves search results.
  return isOpen(career)
    ? careerMetadata(career)
    : { ...careerMetadata(career), robots: { index: false, follow: true } };
}

export default async function CareerRoute({ params }: Props) {
  const slug = slugParam((await params).careerSlug);
  if (!slug) notFound();
  const loaded = await loadCareerOrRedirect(slug);
  // WordPress down and nothing kept: the careers failure text, answered 500 and never cached.
  if (loaded.status === 'failed') {
    return (
      <>
        <PageHeader title="Careers" crumbs={[homeCrumb, { label: 'Careers', href: careersPath }]} />
        <CareerList careers={loaded} />
      </>
    );
  }
  const career = loaded.value;
  const open = isOpen(career);
  return (
    <>
      <CareerPage career={career} open={open} />
      {open ? <JsonLd data={jobPostingJsonLd(career)} /> : null}
    </>
  );
}
