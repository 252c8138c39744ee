import { AboutIntro } from '@/components/about/AboutIntro';
import { Awards } from '@/components/about/Awards';
import { ClientsFeedback } from '@/components/about/ClientsFeedback';
import { TeamGrid } from '@/components/about/TeamGrid';
import { PageHeader } from '@/components/layout/PageHeader';
import { CallToAction } from '@/components/sections/CallToAction';
import { siteCounters } from '@/src/content/counters';
import { aboutDescription, staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export async function generateMetadata() {
  return staticPageMetadata('/about', { description: aboutDescription(await siteCounters()) });
}

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About" crumbs={[homeCrumb, { label: 'About' }]} />
      <AboutIntro />
      <ClientsFeedback />
      <TeamGrid />
      <Awards />
      <CallToAction />
    </>
  );
}
