import type { Metadata } from 'next';
import { ServiceCard } from '@/components/cards/ServiceCard';
import { PageHeader } from '@/components/layout/PageHeader';
import { CallToAction } from '@/components/sections/CallToAction';
import { ServiceIndex } from '@/components/services/ServiceIndex';
import { WhyChoose } from '@/components/services/WhyChoose';
import styles from '@/components/services/Services.module.css';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { overviewTiles } from '@/src/content/services';
import { routeMetadata } from '@/src/seo/route-metadata';
import { homeCrumb } from '@/src/seo/json-ld';

/** The list of every service is kept in WordPress: ISR, refreshed when an editor saves one. */
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/services');
}

export default function ServicesPage() {
  return (
    <>
      <PageHeader title="Services" crumbs={[homeCrumb, { label: 'Services' }]} />
      <WhyChoose />
      <section className={styles.tiles} aria-labelledby="tiles-title">
        <div className="container">
          <SectionHeading
            eyebrow="What we do"
            title="Services built around your goals"
            id="tiles-title"
            align="center"
          />
          <ul className={`auto-grid ${styles.tileGrid}`}>
            {overviewTiles.map((tile, index) => (
              <li key={tile.title}>
                <ServiceCard card={tile} index={index} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ServiceIndex />
      <CallToAction />
    </>
  );
}
