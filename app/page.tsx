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
import { staticPageMetadata } from '@/src/seo/pages';

export const metadata = staticPageMetadata('/');

/** Home, in the spec's order. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <FeatureCards />
      <ClientLogos />
      <ServicesOffer />
      <AboutTeaser />
      <PortfolioTeaser />
      <Facts />
      <SlidingText items={slidingPhrases} label="What we do" />
      <HomeTestimonials />
      <LatestPosts />
      <CallToAction />
    </>
  );
}
