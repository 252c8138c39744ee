'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useListingNavigation } from '@/components/layout/useListingNavigation';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { blog } from '@/src/config/site';
import { scopeFromPath, scopePath } from '@/src/blog/scope';
import styles from './Sidebar.module.css';

/**
 * 'Search posts...' (SPEC §2): as the visitor types, the address becomes `?search=term` after a
 * short pause and the server renders the results; an empty box removes the filter. On a listing
 * the search narrows that listing (category or tag); elsewhere it searches the whole blog. The box
 * lives in the blog layout, so it keeps focus while the results change beside it.
 */
export function SidebarSearch() {
  const goTo = useListingNavigation();
  const pathname = usePathname() ?? '/blog';
  const params = useSearchParams();
  const urlTerm = params.get('search') ?? '';
  const [value, setValue] = useState(urlTerm);
  const [pending, startTransition] = useTransition();
  const lastSent = useRef(urlTerm);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();

  // Follow the address when it changes from outside (header search popup, back button, a link).
  useEffect(() => {
    if (urlTerm !== lastSent.current) {
      lastSent.current = urlTerm;
      setValue(urlTerm);
    }
  }, [urlTerm]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function navigate(raw: string) {
    const term = raw.trim();
    if (term === lastSent.current) return;
    lastSent.current = term;
    const scope = scopeFromPath(pathname);
    const base = scope ? scopePath(scope) : '/blog';
    const href = term ? `${base}?search=${encodeURIComponent(term)}` : base;
    startTransition(() => goTo(href, { replace: true }));
  }

  return (
    <form
      role="search"
      className={styles.search}
      action="/blog"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        navigate(value);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search posts
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        placeholder="Search posts..."
        autoComplete="off"
        maxLength={100}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => navigate(next), blog.searchDebounceMs);
        }}
      />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
      <p className={styles.searchStatus} role="status" aria-live="polite">
        {pending ? 'Loading posts...' : ''}
      </p>
    </form>
  );
}

/** The same box as a plain GET form: in the static HTML before the script runs, and without it. */
export function StaticSearchForm() {
  return (
    <form role="search" className={styles.search} action="/blog">
      <label htmlFor="blog-search-static" className="visually-hidden">
        Search posts
      </label>
      <input
        id="blog-search-static"
        type="search"
        name="search"
        placeholder="Search posts..."
        maxLength={100}
      />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
