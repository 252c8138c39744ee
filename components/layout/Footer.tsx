import Link from 'next/link';
import { company, footerLinks, mainMenu, serviceRoutes } from '@/src/config/site';
import type { Contact } from '@/src/content/contact';
import { CurrentYear } from './CurrentYear';
import { NewsletterForm } from '@/components/forms/NewsletterForm';
import { Logo } from './Logo';
import styles from './Footer.module.css';
import { Icon, type IconName } from '@/components/icons/Icon';

const socialNetworks: {
  key: keyof typeof company.social;
  label: string;
  icon: IconName;
}[] = [
  { key: 'whatsapp', label: 'Chat with us on WhatsApp', icon: 'whatsapp' },
  { key: 'facebook', label: `${company.shortName} on Facebook`, icon: 'facebook' },
  { key: 'instagram', label: `${company.shortName} on Instagram`, icon: 'instagram' },
  { key: 'linkedin', label: `${company.shortName} on LinkedIn`, icon: 'linkedin' },
  { key: 'twitter', label: `${company.shortName} on X (Twitter)`, icon: 'twitter' },
];

/** Company pages: the main menu minus Home and the Services section (which has its own column). */
const companyLinks = mainMenu.filter((item) => item.href !== '/' && !item.children?.length);

/** The site footer. Server-rendered; only the copyright year runs in the browser. */
export function Footer({ contact }: { contact: Contact }) {
  const { address } = company;
  return (
    <footer className={`${styles.footer} drawn-near-viewport`}>
      <div className="container">
        <section className={styles.cta} aria-labelledby="footer-cta-title">
          <h2 id="footer-cta-title" className={styles.ctaTitle}>
            Let&apos;s start working together
          </h2>
          <div className={styles.ctaLinks}>
            <a href={contact.emailHref} className={styles.ctaEmail}>
              <Icon name="mail" size={22} />
              {contact.email}
            </a>
            <a href={contact.phoneHref} className={styles.ctaPhone}>
              <Icon name="phone" size={22} />
              {contact.phone}
            </a>
          </div>
        </section>

        <div className={styles.grid}>
          <div className={styles.about}>
            <Link href="/" className={styles.brand}>
              <Logo height={34} />
            </Link>
            <p className={styles.blurb}>
              {company.title} We design and build websites, apps and digital campaigns for businesses across
              India and beyond, from our studio in {address.addressLocality}.
            </p>
            <ul className={styles.social} aria-label="Social media">
              {socialNetworks.map(({ key, label, icon }) => (
                <li key={key}>
                  <a href={company.social[key]} aria-label={label} rel="noopener noreferrer">
                    <Icon name={icon} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav className={styles.column} aria-labelledby="footer-services">
            <h2 id="footer-services" className={styles.heading}>
              Services
            </h2>
            <ul className={styles.links}>
              {serviceRoutes.map((service) => (
                <li key={service.slug}>
                  <Link href={`/services/${service.slug}`}>{service.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav className={styles.column} aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              Company
            </h2>
            <ul className={styles.links}>
              {companyLinks.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.column}>
            <h2 className={styles.heading}>Visit us</h2>
            <address className={styles.address}>
              <p>
                <Icon name="pin" size={18} />
                <span>
                  {address.streetAddress}, {address.addressLocality} {address.postalCode},{' '}
                  {address.addressRegionName}, {address.addressCountryName}
                </span>
              </p>
              <p>
                <Icon name="clock" size={18} />
                <span>
                  {contact.openingHours.label}
                  <br />
                  {contact.openingHours.closedLabel}
                </span>
              </p>
            </address>
          </div>

          <div className={styles.column} data-slot="newsletter">
            <h2 className={styles.heading}>Insights</h2>
            <p className={styles.note}>
              Practical notes on building and growing digital products, from our team.
            </p>
            <NewsletterForm />
            <Link href="/blog" className={styles.more}>
              Read the blog <Icon name="arrowRight" size={16} />
            </Link>
          </div>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © <CurrentYear fallback={new Date().getFullYear()} /> {company.shortName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className={styles.legal}>
              {footerLinks.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
