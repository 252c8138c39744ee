'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { usePublicPathname } from '@/components/ui/use-public-pathname';
import { Suspense, useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { timings } from '@/src/config/behaviour';
import { scopeFromPath, scopePath } from '@/src/blog/scope';
import { blogPath } from '@/src/blog/urls';
import { searchHref, searchParam } from '@/src/shell/search';
import styles from './Sidebar.module.css';
import { Icon } from '@/components/icons/Icon';

/**
 * 'Search posts...': as the visitor types, the address becomes `?search=term` after a
 * short pause and the server renders the results; an empty box removes the filter. On a listing
 * the search narrows that listing (category or tag); elsewhere it searches the whole blog. The box
 * lives in the blog layout, so it keeps focus while the results change beside it.
 */
export function SidebarSearch() {
  const router = useRouter();
  const pathname = usePublicPathname() ?? blogPath;
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

  // Typing replaces the address rather than stacking one history entry per pause. The layout and
  // this box stay mounted, so the focus and the caret stay where they are; a newer term's navigation
  // supersedes one still loading.
  function navigate(raw: string) {
    const term = raw.trim();
    if (term === lastSent.current) return;
    lastSent.current = term;
    startTransition(() => router.replace(searchHref(term, base) ?? base, { scroll: false }));
  }

  // The form itself is server-rendered (a plain GET form without JavaScript) and hydrated in place,
  // so a visitor who starts typing before the script runs keeps both the text and the focus.
  return (
    <form
      role="search"
      className={styles.search}
      action={base}
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
          timer.current = setTimeout(() => navigate(next), timings.searchDebounce);
        }}
      />
      <button type="submit" aria-label="Search">
        <Icon name="search" size={20} />
      </button>
      <p className={styles.searchStatus} role="status" aria-live="polite">
        {pending ? 'Loading posts...' : ''}
      </p>
      {/* The layout renders once for every blog address and does not get the query; this reads it. */}
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
