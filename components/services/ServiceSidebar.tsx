import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { isCurrentSidebarLink, type Service, type SidebarLink } from '@/src/content/services';
import { BrochureLink } from './BrochureLink';
import styles from './Services.module.css';

/**
 * The service pages' sidebar: every service, the one matching the page's last URL segment
 * highlighted, then the Contact banner and the brochure download.
 */
export function ServiceSidebar({
  service,
  links,
  pathname,
}: {
  service: Service;
  links: readonly SidebarLink[];
  pathname: string;
}) {
  return (
    <aside className={styles.sidebar} aria-label="Services">
      <nav aria-label="All services" className={styles.sideNav}>
        <h2 className={styles.sideTitle}>Our services</h2>
        <ul>
          {links.map((link) => {
            const current = isCurrentSidebarLink(link.url, pathname);
            return (
              <li key={link.url}>
                <Link
                  href={link.url}
                  aria-current={current ? 'page' : undefined}
                  className={current ? styles.current : undefined}
                >
                  {link.label}
                  <Icon name="arrowRight" size={18} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.banner} style={{ backgroundImage: `url(${service.bannerImage})` }}>
        <p className={styles.bannerTitle}>{service.bannerTitle}</p>
        <Link href={service.contactLink} className={styles.bannerButton}>
          <Icon name="phone" size={18} />
          Contact
        </Link>
      </div>
      <BrochureLink service={service} />
    </aside>
  );
}
