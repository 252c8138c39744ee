import { AboutIntro } from '@/components/about/AboutIntro';
import { ClientsFeedback } from '@/components/about/ClientsFeedback';
import { TeamGrid } from '@/components/about/TeamGrid';
import { PageHeader } from '@/components/layout/PageHeader';
import { CallToAction } from '@/components/sections/CallToAction';
import { pageMetadata } from '@/src/seo/metadata';

export const metadata = pageMetadata({
  title: 'About',
  description:
    'Nexora Infotech is a software and IT services agency in Kolhapur, founded in 2017: meet the co-founders and team, and read what our clients say.',
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About" crumbs={[{ label: 'Home', href: '/' }, { label: 'About' }]} />
      <AboutIntro />
      <ClientsFeedback />
      <TeamGrid />
      <CallToAction />
    </>
  );
}
