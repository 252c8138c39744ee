import { ServerImage } from '@/components/ui/ServerImage';
import { Icon } from '@/components/icons/Icon';
import type { Service } from '@/src/content/services';
import styles from './Services.module.css';

/** The main column of a service page: titles, descriptions, highlights and benefits with icon points. */
export function ServiceDetail({ service }: { service: Service }) {
  return (
    <article className={styles.detail}>
      {service.serviceImage ? (
        <ServerImage {...service.serviceImage} className={styles.serviceImage} priority />
      ) : null}
      <h2>{service.mainTitle}</h2>
      <p className={styles.lead}>{service.mainDescription}</p>
      <h3>{service.subTitle}</h3>
      <p>{service.subDescription}</p>
      <h3>{service.thirdTitle}</h3>
      <p>{service.thirdDescription}</p>

      <section
        className={`${styles.benefits} ${service.benefitImage ? '' : styles.benefitsText}`}
        aria-labelledby="benefits-title"
      >
        {service.benefitImage ? (
          <ServerImage {...service.benefitImage} className={styles.benefitImage} />
        ) : null}
        <div>
          <h2 id="benefits-title">{service.benefitTitle}</h2>
          <p>{service.benefitText}</p>
          <ul className={styles.highlights} aria-label="Highlights">
            {service.benefitPoints.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ul className={`auto-grid ${styles.points}`}>
        {service.points.map((point) => (
          <li key={point.title} className={styles.point}>
            <span className={`icon-tile ${styles.pointIcon}`}>
              <Icon name={point.iconClass} size={26} />
            </span>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
      <p className={styles.pricing}>
        <Icon name="mail" size={18} /> Contact us for pricing: every project is scoped and quoted individually
        in INR.
      </p>
    </article>
  );
}
