import Link from 'next/link';
import { Icon, type IconName } from '@/components/icons/Icon';
import { Carousel } from '@/components/widgets/Carousel';
import { CurvedText } from '@/components/widgets/CurvedText';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { SocialNetwork } from '@/src/config/site';
import type { Contact } from '@/src/content/contact';
import type { HeroButton, HeroSlide } from '@/src/content/pages/home';
import type { SocialLinks } from '@/src/content/site-settings';
import styles from './Home.module.css';

const socialNames: Record<SocialNetwork, { name: string; icon: IconName }> = {
  whatsapp: { name: 'Chat on WhatsApp', icon: 'whatsapp' },
  facebook: { name: 'Facebook', icon: 'facebook' },
  instagram: { name: 'Instagram', icon: 'instagram' },
  linkedin: { name: 'LinkedIn', icon: 'linkedin' },
  twitter: { name: 'Twitter', icon: 'twitter' },
};

export type HeroContent = {
  slides: readonly HeroSlide[];
  buttons: readonly HeroButton[];
  social: SocialLinks;
};

/**
 * The dark hero under the floating header: fading slider with its buttons (the words editors keep in
 * WordPress; the first starts an enquiry), curved 'Discover more about us' link, phone and socials.
 * One grid: on a phone the link, phone and socials share one compact row under the buttons; wide,
 * the link sits beside the slides and the phone and socials under them.
 */
export function HomeHero({ contact, hero }: { contact: Contact; hero: HeroContent }) {
  const [first] = hero.slides;
  const socials = (Object.keys(socialNames) as SocialNetwork[]).flatMap((network) => {
    const href = hero.social[network];
    return href ? [{ href, ...socialNames[network] }] : [];
  });
  return (
    <div className={styles.hero}>
      <div className={styles.heroGlow} aria-hidden="true" />
      <div className={`container ${styles.heroInner}`}>
        {/* The page's one h1 stays outside the rotating slides: a slide that moves on becomes inert, and
            the page must never lose its heading for assistive technology. */}
        <h1 className="visually-hidden">{first?.title}</h1>
        {/* The first thing on the page: its code ships with it (not the lazy Carousel), so the hero is in
            the HTML where it shows, never revealed later by script. */}
        <Carousel kind="hero" label="Highlights" tone="dark" className={styles.heroCarousel}>
          {hero.slides.map((slide, index) => (
            <div key={index} className={styles.heroSlide}>
              {slide.eyebrow ? <p className={styles.heroEyebrow}>{slide.eyebrow}</p> : null}
              {/* The first slide's words are the page's h1 above, so assistive technology hears them once. */}
              <h2 className={styles.heroTitle} aria-hidden={index === 0 || undefined}>
                {slide.title}
              </h2>
              {slide.text ? <p className={styles.heroText}>{slide.text}</p> : null}
              {hero.buttons.length ? (
                <div className={styles.heroActions}>
                  {hero.buttons.map((button, at) => (
                    <ButtonLink key={at} href={button.href} variant={at === 0 ? 'primary' : 'outline'}>
                      {button.label}
                    </ButtonLink>
                  ))}
                </div>
              ) : null}
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
        <div className={styles.heroReach}>
          <a className={styles.heroPhone} href={contact.phoneHref}>
            <span className={styles.heroPhoneIcon}>
              <Icon name="phone" size={18} />
            </span>
            <span>
              <span className={styles.heroPhoneLabel}>Call us</span>
              {contact.phone}
            </span>
          </a>
          <ul className={`inline-list ${styles.socials}`} aria-label="Follow us">
            {socials.map((s) => (
              <li key={s.icon}>
                <a href={s.href} aria-label={s.name} rel="noopener noreferrer" target="_blank">
                  <Icon name={s.icon} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
