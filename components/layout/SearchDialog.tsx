'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { timings } from '@/src/config/behaviour';
import { searchHref, searchParam, searchPath } from '@/src/shell/search';
import { useEntered, useModal } from './use-modal';
import styles from './SearchPopup.module.css';
import { Icon } from '@/components/icons/Icon';

/**
 * The dialog of SearchPopup, loaded the first time the search button is used; stays mounted after.
 * A term that is non-blank after trimming goes to /blog?search=term, and the popup closes and
 * clears; a blank term does nothing; Escape, the close button or a click on the backdrop close it.
 */
export function SearchDialog({ open: requested, onClose: close }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const [term, setTerm] = useState('');
  const entered = useEntered();
  const open = requested && entered;
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useModal({ open, onClose: close, container: panelRef, initialFocus: inputRef });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(term);
    if (!href) {
      inputRef.current?.focus();
      return;
    }
    setTerm('');
    close();
    router.push(href);
  };

  return (
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
          <Icon name="close" size={22} />
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
            <Icon name="search" size={22} />
            <span className="visually-hidden">Search</span>
          </button>
        </form>
      </div>
    </div>
  );
}
