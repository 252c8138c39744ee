import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { CareerPage } from '@/components/careers/CareerPage';
import { CareerList } from '@/components/careers/CareerList';
import { WordPressError } from '@/src/content/wordpress/client';
import { contentMessages } from '@/src/content/messages';
import { getCareerBySlug, getCareers, isOpen } from '@/src/content/wordpress/careers';
import { getMovedSlug } from '@/src/content/wordpress/moved';
import { careerMetadata } from '@/src/seo/careers-metadata';
import { jobPostingJsonLd } from '@/src/seo/job-posting';
import { JsonLd } from '@/src/seo/JsonLd';
import { TAGS } from '@/src/content/wordpress/cache-tags';
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

/** The position, null when WordPress has none, 'failed' when WordPress cannot be read. */
async function readCareer(slug: string) {
  try {
    return await getCareerBySlug(slug);
  } catch (error) {
    if (!(error instanceof WordPressError)) throw error;
    console.error(`Career ${slug}:`, error.message);
    return 'failed' as const;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const career = await readCareer((await params).careerSlug);
  if (career === 'failed') return { title: 'Careers', robots: { index: false } };
  if (!career) return { title: 'Page not found' };
  // A closed position's page stays for those who follow an old link, but leaves search results.
  return isOpen(career)
    ? careerMetadata(career)
    : { ...careerMetadata(career), robots: { index: false, follow: true } };
}

export default async function CareerRoute({ params }: Props) {
  const { careerSlug } = await params;
  const career = await readCareer(careerSlug);
  // WordPress down and nothing cached: the careers failure text, not a server error.
  if (career === 'failed') {
    return (
      <>
        <PageHeader title="Careers" crumbs={[homeCrumb, { label: 'Careers', href: '/careers' }]} />
        <CareerList result={{ ok: false, error: contentMessages.careersFailed }} />
      </>
    );
  }
  if (!career) {
    const moved = await getMovedSlug('career', careerSlug, [TAGS.careers, TAGS.career(careerSlug)]).catch(
      () => null,
    );
    if (moved) permanentRedirect(`/careers/${encodeURIComponent(moved)}`);
    notFound();
  }
  const open = isOpen(career);
  return (
    <>
      <CareerPage career={career} open={open} />
      {open ? <JsonLd data={jobPostingJsonLd(career)} /> : null}
    </>
  );
}
