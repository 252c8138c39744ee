import { company } from '@/src/config/site';
import styles from './PostDetail.module.css';

/** Share on Twitter, Facebook and Pinterest, plus the agency's Instagram (SPEC §2 'Blog detail'). */
export function ShareLinks({ url, title, image }: { url: string; title: string; image: string }) {
  const u = encodeURIComponent(url);
  const links = [
    {
      label: 'Share on Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      icon: twitter,
    },
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: facebook },
    {
      label: 'Share on Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${encodeURIComponent(title)}`,
      icon: pinterest,
    },
    { label: 'Follow us on Instagram', href: company.social.instagram, icon: instagram },
  ];
  return (
    <div className={styles.share}>
      <span className={styles.shareLabel}>Share</span>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} (opens in a new tab)`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                {link.icon}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const twitter = (
  <path
    fill="currentColor"
    d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"
  />
);
const facebook = (
  <path
    fill="currentColor"
    d="M13.5 21v-8h2.7l.4-3.1h-3.1V7.9c0-.9.3-1.5 1.6-1.5h1.7V3.6c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.3H7.7V13h2.7v8h3.1Z"
  />
);
const pinterest = (
  <path
    fill="currentColor"
    d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.2-.8 3.4-.2 1 .5 1.9 1.5 1.9 1.8 0 3.2-1.9 3.2-4.7 0-2.5-1.8-4.2-4.3-4.2-2.9 0-4.6 2.2-4.6 4.4 0 .9.3 1.8.8 2.3.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2Z"
  />
);
const instagram = (
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
  </>
);
