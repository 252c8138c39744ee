import { Icon } from '@/components/icons/Icon';
import { siteContact } from '@/src/content/contact';
import { offices, type OfficeKey } from '@/src/content/company';
import { siteCounters } from '@/src/content/counters';
import { siteSettings } from '@/src/content/site-settings';
import { OfficeMap } from './OfficeMap';
import styles from './ContactDetails.module.css';

export const googleMapsUrl = (office: OfficeKey) =>
  `https://www.google.com/maps/search/?api=1&query=${offices[office].geo.latitude},${offices[office].geo.longitude}`;

/** The contact and timing cards, beside the contact form. */
export async function ContactCards() {
  const contact = await siteContact();
  return (
    <ul className={`auto-grid ${styles.cards}`}>
      <li className={styles.card}>
        <span className={`icon-tile ${styles.icon}`}>
          <Icon name="mail" size={22} />
        </span>
        <h3 className={styles.cardTitle}>Contact</h3>
        <p>
          <a href={contact.emailHref}>{contact.email}</a>
          <br />
          <a href={contact.phoneHref}>{contact.phone}</a>
        </p>
      </li>
      <li className={styles.card}>
        <span className={`icon-tile ${styles.icon}`}>
          <Icon name="clock" size={22} />
        </span>
        <h3 className={styles.cardTitle}>Timing</h3>
        <p>
          {contact.openingHours.label}
          <br />
          {contact.openingHours.closedLabel}
        </p>
      </li>
    </ul>
  );
}

/** Both offices (their addresses as editors keep them on Site details): each card with its map and directions. */
export async function Offices() {
  const [counters, { offices: shown }] = await Promise.all([siteCounters(), siteSettings()]);
  return (
    <section className={styles.offices} aria-labelledby="offices-title">
      <div className="container">
        <h2 id="offices-title" className={styles.officesTitle}>
          Visit our offices
        </h2>
        <ul className={styles.officeList}>
          {(Object.keys(offices) as OfficeKey[]).map((key) => {
            const office = shown[key];
            const { address } = office;
            return (
              <li key={key} className={styles.office}>
                <OfficeMap office={key} details={office} className={styles.mapImage} />
                <div className={styles.officeBody}>
                  <span className={`icon-tile ${styles.icon}`}>
                    <Icon name="pin" size={22} />
                  </span>
                  <div>
                    <h3 className={styles.cardTitle}>{office.name}</h3>
                    <p className={styles.officeTeam}>
                      {office.team} · {counters.teamByOffice[key]} people
                    </p>
                    <address className={styles.address}>
                      {address.streetAddress}
                      <br />
                      {address.addressLocality}, {address.addressRegionName} {address.postalCode}
                      <br />
                      {address.addressCountryName}
                    </address>
                    <a
                      href={googleMapsUrl(key)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.mapLink}
                    >
                      Open in Google Maps
                      <span className="visually-hidden"> for the {office.name} (opens in a new tab)</span>
                      <Icon name="external" size={18} />
                    </a>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
