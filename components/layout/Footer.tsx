import Link from 'next/link';
import { company, type MenuItem, type SocialNetwork } from '@/src/config/site';
import type { Contact } from '@/src/content/contact';
import type { SiteMenus } from '@/src/content/menus';
import type { SiteSettings } from '@/src/content/site-settings';
import { CurrentYear } from './CurrentYear';
import { NewsletterForm } from '@/components/forms/NewsletterForm';
import newsletterStyles from '@/components/forms/NewsletterForm.module.css';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { Logo } from './Logo';
import styles from './Footer.module.css';
import { Icon, type IconName } from '@/components/icons/Icon';

const socialNetworks: Record<SocialNetwork, { label: string; icon: IconName }> = {
  whatsapp: { label: 'Chat with us on WhatsApp', icon: 'whatsapp' },
  facebook: { label: `${company.shortName} on Facebook`, icon: 'facebook' },
  instagram: { label: `${company.shortName} on Instagram`, icon: 'instagram' },
  linkedin: { label: `${company.shortName} on LinkedIn`, icon: 'linkedin' },
  twitter: { label: `${company.shortName} on X (Twitter)`, icon: 'twitter' },
};

/** A link of a menu editors keep: a full address opens as a plain link, a path through Next's router. */
function MenuLink({ item }: { item: MenuItem }) {
  return item.href.startsWith('/') ? (
    <Link href={item.href}>{item.label}</Link>
  ) : (
    <a href={item.href}>{item.label}</a>
  );
}

/**
 * The site footer. Server-rendered; only the copyright year runs in the browser. Its text, social links,
 * address and link columns are what editors keep in WordPress (Site details, Appearance > Menus).
 */
export function Footer({
  contact,
  menus,
  settings,
}: {
  contact: Contact;
  menus: Pick<SiteMenus, 'footer_services' | 'footer_company' | 'footer_legal'>;
  settings: SiteSettings;
}) {
  const { address } = settings.offices.kolhapur;
  const social = (Object.keys(socialNetworks) as SocialNetwork[]).flatMap((network) => {
    const href = settings.social[network];
    return href ? [{ network, href, ...socialNetworks[network] }] : [];
  });
  return (
    <footer className={`${styles.footer} drawn-near-viewport`}>
      <div className="container">
        <section className={`spread ${styles.cta}`} aria-labelledby="footer-cta-title">
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
            <p className={styles.blurb}>{settings.footerText}</p>
            <ul className={styles.social} aria-label="Social media">
              {social.map(({ network, href, label, icon }) => (
                <li key={network}>
                  <a href={href} aria-label={label} rel="noopener noreferrer">
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
              {menus.footer_services.map((item, index) => (
                <li key={index}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </nav>

          <nav className={styles.column} aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              Company
            </h2>
            <ul className={styles.links}>
              {menus.footer_company.map((item, index) => (
                <li key={index}>
                  <MenuLink item={item} />
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
            <NewsletterForm
              notice={<PrivacyNotice form="newsletter" className={newsletterStyles.notice} />}
            />
            <Link href="/blog" className={styles.more}>
              Read the blog <Icon name="arrowRight" size={16} />
            </Link>
          </div>
        </div>

        <div className={`spread ${styles.bottom}`}>
          <p className={styles.copyright}>
            © <CurrentYear fallback={new Date().getFullYear()} /> {company.shortName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className={`inline-list ${styles.legal}`}>
              {menus.footer_legal.map((item, index) => (
                <li key={index}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
