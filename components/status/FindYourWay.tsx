import Link from 'next/link';
import { ButtonLink, buttonClassName } from '@/components/ui/ButtonLink';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icons/Icon';
import { company } from '@/src/config/site';
import { figures, workingDays } from '@/src/content/company';
import type { Contact } from '@/src/content/contact';
import { searchParam, searchPath } from '@/src/shell/search';
import styles from './FindYourWay.module.css';

/** Where most visitors go: the pages a lost visitor is offered. */
const popularPages: readonly { href: string; title: string; text: string; icon: IconName }[] = [
  {
    href: '/services',
    title: 'Services',
    text: 'Websites, web apps, mobile apps and marketing',
    icon: 'code',
  },
  {
    href: '/portfolio',
    title: 'Our work',
    text: 'Case studies and the results they brought',
    icon: 'briefcase',
  },
  {
    href: '/about',
    title: 'About us',
    text: `The team in ${company.address.addressLocality} and how we work`,
    icon: 'users',
  },
  { href: '/blog', title: 'Blog', text: 'Notes from the projects we build', icon: 'file' },
];

/**
 * A way on for a visitor who did not find what they came for (the 404 page, a search with no
 * results): the site's search as a plain form (`/blog?search=term`, as the header's search popup
 * sends it), the popular pages, and the people to ask. Server-rendered; no script.
 */
export function FindYourWay({
  contact,
  tone,
  headingLevel = 2,
  searchValue,
  searchClassName,
  children,
}: {
  contact: Contact;
  tone: 'dark' | 'light';
  headingLevel?: 2 | 3;
  /** The term the search box starts with. */
  searchValue?: string;
  /** Extra class of the search form (e.g. hidden where another search box is beside it). */
  searchClassName?: string;
  /** Shown first (e.g. topics to browse). */
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`${styles.help} ${tone === 'dark' ? styles.dark : styles.light}`}>
      <form
        role="search"
        method="get"
        action={searchPath}
        className={`${styles.search} ${searchClassName ?? ''}`}
      >
        <label htmlFor="find-your-way-search" className={styles.searchLabel}>
          Search the blog
        </label>
        <div className={styles.searchRow}>
          <input
            id="find-your-way-search"
            type="search"
            name={searchParam}
            defaultValue={searchValue}
            placeholder="e.g. SEO, Flutter, online store"
            maxLength={100}
            required
          />
          <button type="submit" className={buttonClassName()}>
            <Icon name="search" size={18} />
            Search
          </button>
        </div>
      </form>
      {children}
      <section aria-labelledby="find-your-way-pages">
        <Heading id="find-your-way-pages" className={styles.heading}>
          Popular pages
        </Heading>
        <ul className={`auto-grid ${styles.pages}`}>
          {popularPages.map((page) => (
            <li key={page.href}>
              <Link href={page.href} className={styles.page}>
                <span className={`icon-tile ${styles.pageIcon}`}>
                  <Icon name={page.icon} size={20} />
                </span>
                <span>
                  <span className={styles.pageTitle}>{page.title}</span>
                  <span className={styles.pageText}>{page.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className={`spread ${styles.contact}`}>
        <p>
          <strong>Still looking?</strong> Tell us what you need and a person will reply within{' '}
          {workingDays(figures.replyWorkingDays.enquiry)}.
        </p>
        <div className={styles.contactLinks}>
          <ButtonLink href="/contact">Contact us</ButtonLink>
          <a href={contact.phoneHref} className={styles.contactPhone}>
            <Icon name="phone" size={18} />
            {contact.phone}
          </a>
        </div>
      </div>
    </div>
  );
}
