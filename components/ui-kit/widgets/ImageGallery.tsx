'use client';

import Image from 'next/image';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { timings } from '@/src/config/behaviour';
import { prefersReducedMotion } from './lib/use-media-query';
import styles from './ImageGallery.module.css';
import { Icon } from '@/components/icons/Icon';

export type GalleryImage = { src: string; alt: string; caption: string; width: number; height: number };

/**
 * Image gallery with a popup viewer on a native modal <dialog> (the rest of the page is inert and
 * Tab wraps around inside; Escape is the browser's). Thumbnails open it at their image; Previous/Next
 * buttons and the Left/Right arrow keys move through the set with wrap-around and an 'n of m' count.
 * Closing fades out over `timings.popupRemovalDelay` (160 ms; instant with reduced motion) and
 * focus returns to the thumbnail that opened it.
 */
export function ImageGallery({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [index, setIndex] = useState(0);
  const [closing, setClosing] = useState(false);
  const count = images.length;
  const image = images[index];

  const finishClose = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
    setClosing(false);
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    document.body.removeAttribute('data-scroll-locked');
    openerRef.current?.focus();
  }, []);

  const close = useCallback(() => {
    if (timerRef.current !== undefined) return;
    if (prefersReducedMotion()) return finishClose();
    setClosing(true);
    timerRef.current = setTimeout(finishClose, timings.popupRemovalDelay);
  }, [finishClose]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const open = (i: number, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setIndex(i);
    dialogRef.current?.showModal();
    document.body.setAttribute('data-scroll-locked', 'true');
    closeRef.current?.focus();
  };

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') return wrapFocus(event);
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  // The modal dialog makes the page inert; this also keeps Tab from leaving for the browser's own UI.
  const wrapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.gallery}>
      <ul className={styles.grid}>
        {images.map((img, i) => (
          <li key={img.src}>
            <button
              type="button"
              className={styles.thumb}
              aria-haspopup="dialog"
              aria-label={`View larger: ${img.caption}`}
              onClick={(e) => open(i, e.currentTarget)}
            >
              <Image
                src={img.src}
                alt=""
                width={img.width}
                height={img.height}
                sizes="(min-width: 1200px) 240px, (min-width: 600px) 30vw, 45vw"
                className={styles.thumbImage}
              />
              <span className={styles.thumbCaption}>{img.caption}</span>
            </button>
          </li>
        ))}
      </ul>

      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        data-closing={closing ? 'true' : undefined}
        style={{ '--popup-removal': `${timings.popupRemovalDelay}ms` } as React.CSSProperties}
        onKeyDown={onKeyDown}
        onCancel={(e) => {
          // Escape: run our fade-out instead of the instant native close.
          e.preventDefault();
          close();
        }}
        onClose={() => timerRef.current === undefined && finishClose()}
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        <div className={styles.frame}>
          <div className={styles.bar}>
            <h2 id={titleId} className={styles.title}>
              {label}
            </h2>
            <p className={styles.counter} aria-live="polite" aria-atomic="true">
              {index + 1} of {count}
            </p>
            <button
              ref={closeRef}
              type="button"
              className={styles.iconButton}
              onClick={close}
              aria-label="Close gallery"
            >
              <Icon name="close" size={22} />
            </button>
          </div>
          {image && (
            <figure className={styles.figure}>
              <Image
                key={image.src}
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="(min-width: 1100px) 1100px, 100vw"
                className={styles.image}
              />
              <figcaption className={styles.caption}>{image.caption}</figcaption>
            </figure>
          )}
          <div className={styles.nav}>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => step(-1)}
              aria-label="Previous image"
            >
              <Icon name="chevronLeft" size={22} />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => step(1)}
              aria-label="Next image"
            >
              <Icon name="chevronRight" size={22} />
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
