import Link from 'next/link';
import { company, contactLinks, mainMenu } from '@/src/config/site';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { HeaderFrame } from './HeaderFrame';
import { PhoneIcon } from './icons';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { MobileNav } from './MobileNav';
import { SearchPopup } from './SearchPopup';
import styles from './Header.module.css';

/**
 * The site header (SPEC §2): floats transparent over each page's dark first block, turns fixed and
 * dark after scrolling. Server-rendered; the scroll state, menu highlight, drawer and search popup
 * are small client islands.
 */
export function Header() {
  return (
    <HeaderFrame>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand}>
          <Logo height={34} eager />
        </Link>
        <MainMenu items={mainMenu} />
        <div className={styles.actions}>
          <a href={contactLinks.phone} className={styles.phone} aria-label={`Call ${company.phone}`}>
            <span className={styles.phoneIcon}>
              <PhoneIcon size={18} />
            </span>
            <span className={styles.phoneText}>{company.phone}</span>
          </a>
          <SearchPopup />
          <ButtonLink href="/contact" className={styles.cta}>
            Let&apos;s talk
          </ButtonLink>
          <MobileNav
            items={mainMenu}
            contact={{
              phone: company.phone,
              phoneHref: contactLinks.phone,
              email: company.email,
              emailHref: contactLinks.email,
            }}
          />
        </div>
      </div>
    </HeaderFrame>
  );
}
