import Link from 'next/link';
import { Icon, type IconName } from '@/components/icons/Icon';
import { Carousel } from '@/components/widgets/Carousel';
import { CurvedText } from '@/components/widgets/CurvedText';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { company } from '@/src/config/site';
import type { Contact } from '@/src/content/contact';
import { heroSlides } from '@/src/content/pages/home';
import styles from './Home.module.css';

const socials: { name: string; href: string; icon: IconName }[] = [
  { name: 'Chat on WhatsApp', href: company.social.whatsapp, icon: 'whatsapp' },
  { name: 'Facebook', href: company.social.facebook, icon: 'facebook' },
  { name: 'Instagram', href: company.social.instagram, icon: 'instagram' },
  { name: 'LinkedIn', href: company.social.linkedin, icon: 'linkedin' },
  { name: 'Twitter', href: company.social.twitter, icon: 'twitter' },
];

/** The dark hero under the floating header: fading slider, curved 'Discover more about us' link, socials, phone. */
export function HomeHero({ contact }: { contact: Contact }) {
  return (
    <div className={styles.hero}>
      <div className={styles.heroGlow} aria-hidden="true" />
      <div className={`container ${styles.heroInner}`}>
        {/* The page's one h1 stays outside the rotating slides: a slide that moves on becomes inert, and
            the page must never lose its heading for assistive technology. */}
        <h1 className="visually-hidden">{heroSlides[0]!.title}</h1>
        {/* The first thing on the page: its code ships with it (not the lazy Carousel), so the hero is in
            the HTML where it shows, never revealed later by script. */}
        <Carousel kind="hero" label="Highlights" tone="dark" className={styles.heroCarousel}>
          {heroSlides.map((slide, index) => (
            <div key={slide.title} className={styles.heroSlide}>
              <p className={styles.heroEyebrow}>{slide.eyebrow}</p>
              {/* The first slide's words are the page's h1 above, so assistive technology hears them once. */}
              <h2 className={styles.heroTitle} aria-hidden={index === 0 || undefined}>
                {slide.title}
              </h2>
              <p className={styles.heroText}>{slide.text}</p>
              <div className={styles.heroActions}>
                <ButtonLink href="/about">About us</ButtonLink>
                <ButtonLink href="/portfolio" variant="outline">
                  See our work
                </ButtonLink>
              </div>
            </div>
          ))}
        </Carousel>
        <Link href="/about" className={styles.discover}>
          <span className="visually-hidden">Discover more about us</span>
          <CurvedText text="Discover more about us · Discover more about us · ">
            <span className={styles.discoverArrow}>
              <Icon name="arrowRight" size={28} />
            </span>
          </CurvedText>
        </Link>
      </div>
      <div className={`container ${styles.heroFoot}`}>
        <ul className={styles.socials} aria-label="Follow us">
          {socials.map((s) => (
            <li key={s.icon}>
              <a href={s.href} aria-label={s.name} rel="noopener noreferrer" target="_blank">
                <Icon name={s.icon} size={18} />
              </a>
            </li>
          ))}
        </ul>
        <a className={styles.heroPhone} href={contact.phoneHref}>
          <span className={styles.heroPhoneIcon}>
            <Icon name="phone" size={18} />
          </span>
          <span>
            <span className={styles.heroPhoneLabel}>Call us</span>
            {contact.phone}
          </span>
        </a>
      </div>
    </div>
  );
}
