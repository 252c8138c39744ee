import { AboutIntro } from '@/components/about/AboutIntro';
import { Awards } from '@/components/about/Awards';
import { ClientsFeedback } from '@/components/about/ClientsFeedback';
import { TeamGrid } from '@/components/about/TeamGrid';
import { PageHeader } from '@/components/layout/PageHeader';
import { CallToAction } from '@/components/sections/CallToAction';
import { staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export const metadata = staticPageMetadata('/about');

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
