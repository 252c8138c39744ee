'use client';

import { useCallback, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { timings } from '@/src/config/site';
import { searchHref, searchParam, searchPath } from '@/src/shell/search';
import { CloseIcon, SearchIcon } from './icons';
import { useIsClient } from './useIsClient';
import { useListingNavigation } from './useListingNavigation';
import { useModal } from './useModal';
import styles from './SearchPopup.module.css';

/**
 * The header's search button and its popup (SPEC §2): one input, 'Search Here...'. A term that is
 * non-blank after trimming goes to /blog?search=term, and the popup closes and clears; a blank term
 * does nothing; Escape, the close button or a click on the backdrop close it.
 */
export function SearchPopup() {
  const goTo = useListingNavigation();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const isClient = useIsClient();
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);

  useModal({ open, onClose: close, container: panelRef, initialFocus: inputRef });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(term);
    if (!href) {
      inputRef.current?.focus();
      return;
    }
    setTerm('');
    setOpen(false);
    goTo(href);
  };

  const popup = (
    <div
      className={styles.root}
      data-open={open}
      inert={!open}
      style={{ '--popup-fade': `${timings.popupRemovalDelay}ms` } as CSSProperties}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      data-testid="search-backdrop"
    >
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className={styles.close} onClick={close}>
          <CloseIcon size={22} />
          <span className="visually-hidden">Close search</span>
        </button>
        <h2 id={titleId} className={styles.title}>
          Search the blog
        </h2>
        <form role="search" action={searchPath} className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={`${titleId}-input`} className="visually-hidden">
            Search term
          </label>
          <input
            ref={inputRef}
            id={`${titleId}-input`}
            className={styles.input}
            type="search"
            name={searchParam}
            placeholder="Search Here..."
            autoComplete="off"
            enterKeyHint="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon size={22} />
            <span className="visually-hidden">Search</span>
          </button>
        </form>
      </div>
    </div>
  );

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
      {isClient ? createPortal(popup, document.body) : null}
    </>
  );
}
