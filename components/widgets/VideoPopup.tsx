'use client';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { timings } from '@/src/config/behaviour';
import styles from './VideoPopup.module.css';
import { Icon } from '@/components/icons/Icon';

export type VideoSource = { src: string; poster: string; captions: string; title: string };

/**
 * A button that opens a video in a native modal <dialog>: focus moves into it, Escape or the close
 * button closes it after the popup removal delay and focus returns to the button. The
 * video element only exists while open, so nothing is downloaded until asked for.
 */
export function VideoPopup({
  video,
  children,
  triggerLabel,
  className,
}: {
  video: VideoSource;
  /** What the trigger shows (e.g. a play icon inside curved text). */
  children: ReactNode;
  /** Accessible name of the trigger. */
  triggerLabel: string;
  className?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    if (closing) return;
    setClosing(true);
    timer.current = setTimeout(() => {
      dialogRef.current?.close();
      setOpen(false);
      setClosing(false);
      triggerRef.current?.focus();
    }, timings.popupRemovalDelay);
  }, [closing]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={`${styles.trigger} ${className ?? ''}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="visually-hidden">{triggerLabel}</span>
        {children}
      </button>
      <dialog
        ref={dialogRef}
        className={`${styles.dialog} ${closing ? styles.closing : ''}`}
        aria-label={video.title}
        onCancel={(event) => {
          // Escape: run the same delayed close as the button instead of the instant native one.
          event.preventDefault();
          close();
        }}
        onKeyDown={(event) => {
          // Handled here too: a page-level Escape handler that prevents the default would stop the
          // browser from firing 'cancel'.
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open && (
          <div className={styles.frame}>
            <button type="button" className={styles.close} onClick={close} aria-label="Close video">
              <Icon name="close" size={22} />
            </button>
            <video
              className={styles.video}
              controls
              autoPlay
              playsInline
              preload="metadata"
              poster={video.poster}
            >
              <source src={video.src} type="video/mp4" />
              <track kind="captions" src={video.captions} srcLang="en" label="English" default />
            </video>
          </div>
        )}
      </dialog>
    </>
  );
}
