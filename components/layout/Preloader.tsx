import { preloaderScript } from '@/src/shell/preloader-script.mjs';
import styles from './Preloader.module.css';

/**
 * The preloader, without delaying first paint: the overlay is display:none in the server HTML
 * (no-JS visitors never see it). A tiny inline script shows it only if the document is still
 * arriving `preloaderDelay` ms after its body started, fades it out once the document is in, and
 * caps how long it may stay. State lives on <html data-preloader>, which the layout marks
 * suppressHydrationWarning.
 */

export function Preloader() {
  return (
    <>
      <div className={styles.preloader} aria-hidden="true" data-preloader-overlay="">
        <div className={styles.spinner}>
          <svg viewBox="0 0 44 44" width="56" height="56" focusable="false">
            <rect width="44" height="44" rx="12" fill="var(--color-accent)" />
            <path
              d="M14 31V13l16 18V13"
              fill="none"
              stroke="var(--color-ink)"
              strokeWidth="5.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: preloaderScript }} />
    </>
  );
}
