import Link from 'next/link';
import type { MenuItem } from '@/src/config/site';
import type { Contact } from '@/src/content/contact';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { HeaderFrame } from './HeaderFrame';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { MobileNav } from './MobileNav';
import { SearchPopup } from './SearchPopup';
import styles from './Header.module.css';
import { Icon } from '@/components/icons/Icon';

/**
 * The site header: floats transparent over each page's dark first block, turns fixed and
 * dark after scrolling. Server-rendered; the scroll state, menu highlight, drawer and search popup
 * are small client islands. `menu` is the main menu editors keep in WordPress (or the site's own).
 */
export function Header({ contact, menu }: { contact: Contact; menu: readonly MenuItem[] }) {
  return (
    <HeaderFrame>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand}>
          <Logo height={34} eager />
        </Link>
        <MainMenu items={menu} />
        <div className={styles.actions}>
          <a href={contact.phoneHref} className={styles.phone} aria-label={`Call ${contact.phone}`}>
            <span className={`icon-tile ${styles.phoneIcon}`}>
              <Icon name="phone" size={18} />
            </span>
            <span className={styles.phoneText}>{contact.phone}</span>
          </a>
          <SearchPopup />
          <ButtonLink href="/contact" className={styles.cta}>
            Let&apos;s talk
          </ButtonLink>
          <MobileNav
            items={menu}
            contact={{
              phone: contact.phone,
              phoneHref: contact.phoneHref,
              email: contact.email,
              emailHref: contact.emailHref,
            }}
          />
        </div>
      </div>
    </HeaderFrame>
  );
}
