import { Icon } from '@/components/icons/Icon';
import type { SocialLink } from '@/src/content/portfolio';
import styles from './Portfolio.module.css';

/** WhatsApp, Facebook, LinkedIn and Twitter share links, opening in a new tab. */
export function ProjectShareLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <div className={styles.share}>
      <h2 className={styles.shareTitle}>Share this project</h2>
      <ul>
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} (opens in a new tab)`}
            >
              <Icon name={link.network} size={18} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
