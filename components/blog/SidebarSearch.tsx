'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useListingHistorySync, useListingNavigation } from '@/components/layout/use-listing-navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { blog } from '@/src/config/site';
import { scopeFromPath, scopePath } from '@/src/blog/scope';
import { blogPath } from '@/src/blog/urls';
import { searchHref, searchParam } from '@/src/shell/search';
import styles from './Sidebar.module.css';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { search as searchGlyph } from '@/components/icons/control-glyphs';

/**
 * 'Search posts...': as the visitor types, the address becomes `?search=term` after a
 * short pause and the server renders the results; an empty box removes the filter. On a listing
 * the search narrows that listing (category or tag); elsewhere it searches the whole blog. The box
 * lives in the blog layout, so it keeps focus while the results change beside it.
 */
export function SidebarSearch() {
  const goTo = useListingNavigation();
  useListingHistorySync();
  const pathname = usePathname() ?? blogPath;
  const scope = scopeFromPath(pathname);
  const base = scope ? scopePath(scope) : blogPath;
  const [value, setValue] = useState('');
  const [pending, startTransition] = useTransition();
  const lastSent = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();

  // Follow the address when it changes from outside (header search popup, back button, a link).
  const followAddress = useCallback((urlTerm: string) => {
    if (urlTerm !== lastSent.current) {
      lastSent.current = urlTerm;
      setValue(urlTerm);
    }
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // One search at a time: a refresh started while another is still loading can make Next give up
  // and reload the whole page (focus and all). A term typed meanwhile waits, and only the latest goes.
  const pendingRef = useRef(false);
  const queued = useRef<string | null>(null);

  function navigate(raw: string) {
    const term = raw.trim();
    if (pendingRef.current) {
      queued.current = term;
      return;
    }
    queued.current = null;
    if (term === lastSent.current) return;
    lastSent.current = term;
    pendingRef.current = true;
    startTransition(() => goTo(searchHref(term, base) ?? base, { replace: true }));
  }

  useEffect(() => {
    if (pending) return;
    pendingRef.current = false;
    if (queued.current !== null) navigate(queued.current);
  });

  // The form itself is server-rendered (a plain GET form without JavaScript) and hydrated in place,
  // so a visitor who starts typing before the script runs keeps both the text and the focus.
  return (
    <form
      role="search"
      className={styles.search}
      action={base}
      // A search page is rendered by the internal results route, whose server-side pathname is not
      // the listing's; the browser's (used by the script) is. Only the no-script action differs.
      suppressHydrationWarning
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
        <SvgIcon glyph={searchGlyph} size={20} />
      </button>
      <p className={styles.searchStatus} role="status" aria-live="polite">
        {pending ? 'Loading posts...' : ''}
      </p>
      {/* Static pages cannot read the query while rendering; this reads it once in the browser. */}
      <Suspense fallback={null}>
        <AddressSearchTerm onChange={followAddress} />
      </Suspense>
    </form>
  );
}

function AddressSearchTerm({ onChange }: { onChange: (term: string) => void }) {
  const term = useSearchParams().get(searchParam) ?? '';
  useEffect(() => onChange(term), [term, onChange]);
  return null;
}
