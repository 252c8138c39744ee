import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { isCurrentSidebarLink, type Service, type SidebarLink } from '@/src/content/services';
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
      {service.documentLink ? (
        <div className={styles.brochure}>
          <h2 className={styles.sideTitle}>Brochure</h2>
          <a href={service.documentLink} download className={styles.download}>
            <span className={styles.downloadIcon}>
              <Icon name="file" size={26} />
            </span>
            <span>
              <span className={styles.downloadTitle}>{service.documentTitle}</span>
              <span className={styles.downloadMeta}>
                PDF, <span data-size>{service.documentSize}</span>
              </span>
            </span>
            <Icon name="download" size={20} />
          </a>
        </div>
      ) : null}
    </aside>
  );
}
