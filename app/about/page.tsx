import { AboutIntro } from '@/components/about/AboutIntro';
import { Awards } from '@/components/about/Awards';
import { ClientsFeedback } from '@/components/about/ClientsFeedback';
import { TeamGrid } from '@/components/about/TeamGrid';
import { PageHeader } from '@/components/layout/PageHeader';
import { CallToAction } from '@/components/sections/CallToAction';
import { siteCounters } from '@/src/content/counters';
import { loadAboutContent } from '@/src/content/pages/about-content';
import { aboutDescription } from '@/src/seo/pages';
import { routeMetadata } from '@/src/seo/route-metadata';
import { homeCrumb } from '@/src/seo/json-ld';

export async function generateMetadata() {
  return routeMetadata('/about', { description: aboutDescription(await siteCounters()) });
}

/** About, its content read once, before any section renders (see loadAboutContent). */
export default async function AboutPage() {
  const about = await loadAboutContent();
  return (
    <>
      <PageHeader title="About" crumbs={[homeCrumb, { label: 'About' }]} />
      <AboutIntro team={about.team} counters={about.counters} />
      <ClientsFeedback testimonials={about.testimonials} />
      <TeamGrid team={about.team} />
      <Awards projects={about.caseStudies} />
      <CallToAction />
    </>
  );
}
