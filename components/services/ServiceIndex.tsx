import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { servicesOrNone } from '@/src/content/service-pages';
import { serviceHref } from '@/src/content/services';
import styles from './Services.module.css';

/** Every service the agency offers, each with its one-line offer and a link to its page. */
export async function ServiceIndex() {
  const services = await servicesOrNone();
  if (!services.length) return null;
  return (
    <section className={`${styles.tiles} ${styles.indexSection}`} aria-labelledby="all-services-title">
      <div className="container">
        <SectionHeading
          eyebrow="Everything we offer"
          title="Every service, one team"
          id="all-services-title"
        />
        <ul className={styles.index}>
          {services.map((service) => (
            <li key={service.slug} className={styles.indexItem}>
              <span className={`icon-tile ${styles.indexIcon}`}>
                <Icon name={service.icon} size={24} />
              </span>
              <div>
                <h3 className={styles.indexName}>
                  <Link href={serviceHref(service.slug)}>{service.name}</Link>
                </h3>
                <p className={styles.indexText}>{service.summary}</p>
              </div>
              <Icon name="arrowRight" size={20} className={styles.indexArrow} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
