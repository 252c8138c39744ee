import { Icon } from '@/components/icons/Icon';
import { company, openingHours } from '@/src/config/site';
import { contact } from '@/src/config/env';
import { OfficeMap } from './OfficeMap';
import styles from './ContactDetails.module.css';

export const googleMapsUrl = `https://www.google.com/maps/search/?api=1&query=${company.geo.latitude},${company.geo.longitude}`;

/**
 * The contact page's address, contact and timing cards and the office map.
 * The forms engineer composes this beside the contact form.
 */
export function ContactDetails() {
  const { address } = company;
  return (
    <div className={styles.details}>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <span className={styles.icon}>
            <Icon name="pin" size={26} />
          </span>
          <h2 className={styles.cardTitle}>Address</h2>
          <address className={styles.address}>
            {address.streetAddress}
            <br />
            {address.addressLocality}, {address.addressRegionName} {address.postalCode}
            <br />
            {address.addressCountryName}
          </address>
        </li>
        <li className={styles.card}>
          <span className={styles.icon}>
            <Icon name="mail" size={26} />
          </span>
          <h2 className={styles.cardTitle}>Contact</h2>
          <p>
            <a href={contact.emailHref}>{contact.email}</a>
            <br />
            <a href={contact.phoneHref}>{contact.phone}</a>
          </p>
        </li>
        <li className={styles.card}>
          <span className={styles.icon}>
            <Icon name="clock" size={26} />
          </span>
          <h2 className={styles.cardTitle}>Timing</h2>
          <p>
            {openingHours.label}
            <br />
            {openingHours.closedLabel}
          </p>
        </li>
      </ul>
      <figure className={styles.map}>
        <OfficeMap className={styles.mapImage} />
        <figcaption className={styles.mapCaption}>
          <span>
            {address.streetAddress}, {address.addressLocality}
          </span>
          <a href={googleMapsUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
            Open in Google Maps
            <span className="visually-hidden"> (opens in a new tab)</span>
            <Icon name="external" size={18} />
          </a>
        </figcaption>
      </figure>
    </div>
  );
}
