import { Icon, type IconName } from '@/components/icons/Icon';
import { company } from '@/src/config/site';
import styles from './PostDetail.module.css';

/** Share on Twitter, Facebook and Pinterest, plus the agency's Instagram. */
export function PostShareLinks({ url, title, image }: { url: string; title: string; image: string }) {
  const u = encodeURIComponent(url);
  const links: { label: string; href: string; icon: IconName }[] = [
    {
      label: 'Share on Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      icon: 'twitter',
    },
    {
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: 'facebook',
    },
    {
      label: 'Share on Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${encodeURIComponent(title)}`,
      icon: 'pinterest',
    },
    { label: 'Follow us on Instagram', href: company.social.instagram, icon: 'instagram' },
  ];
  return (
    <div className={styles.share}>
      <span className={styles.shareLabel}>Share</span>
      <ul className="inline-list">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} (opens in a new tab)`}
            >
              <Icon name={link.icon} size={18} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
