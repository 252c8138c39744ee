import type { Metadata } from 'next';
import { AboutTeaser } from '@/components/home/AboutTeaser';
import { ClientLogos } from '@/components/home/ClientLogos';
import { Facts } from '@/components/home/Facts';
import { FeatureCards } from '@/components/home/FeatureCards';
import { HomeHero } from '@/components/home/HomeHero';
import { HomeTestimonials } from '@/components/home/HomeTestimonials';
import { LatestPosts } from '@/components/home/LatestPosts';
import { PortfolioTeaser } from '@/components/home/PortfolioTeaser';
import { ServicesOffer } from '@/components/home/ServicesOffer';
import { CallToAction } from '@/components/sections/CallToAction';
import { SlidingText } from '@/components/widgets/SlidingText';
import { slidingPhrases } from '@/src/content/pages/home';
import { loadHomeContent } from '@/src/content/pages/home-content';
import { routeMetadata } from '@/src/seo/route-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/');
}

/** Home, in the spec's order; its content read once, before any section renders. */
export default async function HomePage() {
  const home = await loadHomeContent();
  return (
    <>
      <HomeHero contact={home.contact} hero={home.hero} />
      <FeatureCards />
      <ClientLogos clientLogos={home.clientLogos} counters={home.counters} />
      <ServicesOffer cards={home.serviceCards} />
      <AboutTeaser counters={home.counters} />
      <PortfolioTeaser caseStudies={home.caseStudies} />
      <Facts counters={home.counters} />
      <SlidingText items={slidingPhrases} label="What we do" />
      <HomeTestimonials testimonials={home.testimonials} />
      <LatestPosts latest={home.latest} />
      <CallToAction />
    </>
  );
}
