import { Children, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import {
  carouselSettings,
  layoutCss,
  layoutKey,
  type CarouselKind,
  type ResponsiveStep,
} from './carousel-config';
import styles from './Carousel.module.css';
import { SvgIcon } from '@/components/icons/SvgIcon';
import {
  chevronLeft as chevronLeftGlyph,
  chevronRight as chevronRightGlyph,
  pause as pauseGlyph,
  play as playGlyph,
} from '@/components/icons/control-glyphs';

export type CarouselProps = {
  /** Which of the site's carousels (site.ts `carousels`): speed, autoplay, loop, fade, layout. */
  kind: CarouselKind;
  /** Accessible name of the carousel region, e.g. 'Client testimonials'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Overrides the kind's responsive items/gaps. */
  responsive?: readonly ResponsiveStep[];
  /** Overrides whether previous/next buttons show. */
  controls?: boolean;
  /** 'dark' for carousels on a dark background (control colours). */
  tone?: 'light' | 'dark';
  className?: string;
};

/** What the carousel shows at a moment, and what its controls do (nothing until its code has loaded). */
export type CarouselState = {
  paused?: boolean;
  playing?: boolean;
  selected?: number;
  /** The slides on screen; the others are inert. Null: all of them (before the first layout). */
  inView?: readonly number[] | null;
  rootRef?: Ref<HTMLElement>;
  viewportRef?: Ref<HTMLDivElement>;
  onTogglePause?: () => void;
  onPrev?: () => void;
  onNext?: () => void;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: FocusEventHandler<HTMLElement>;
};

/** The slides on screen before the first layout: a fading carousel shows its first, others all of them. */
export function initialInView(kind: CarouselKind): readonly number[] | null {
  return carouselSettings(kind).fade ? [0] : null;
}

/**
 * The carousel's markup in a given state: a labelled region of 'n of m' slides (the WAI-ARIA
 * carousel pattern), a pause/play button wherever it autoplays, previous/next where it has them,
 * laid out by CSS alone. CarouselView drives it; the Carousel wrapper shows it in its initial state
 * (the defaults: playing, first slide) until CarouselView's code has arrived.
 */
export function CarouselFrame({
  kind,
  label,
  children,
  responsive,
  controls,
  tone = 'light',
  className,
  paused = false,
  playing,
  selected = 0,
  inView = initialInView(kind),
  rootRef,
  viewportRef,
  onTogglePause,
  onPrev,
  onNext,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
}: CarouselProps & CarouselState) {
  const settings = carouselSettings(kind);
  const steps = responsive ?? settings.responsive;
  const showControls = controls ?? settings.controls;
  const slides = Children.toArray(children);
  const count = slides.length;
  const key = layoutKey(steps);
  const autoplays = count > 1;
  const moving = playing ?? autoplays;

  return (
    <section
      ref={rootRef}
      className={`${styles.carousel} ${tone === 'dark' ? styles.dark : ''} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={kind}
      data-playing={moving ? 'true' : 'false'}
      data-layout={key}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <style href={`carousel-layout-${key}`} precedence="default">
        {layoutCss(steps)}
      </style>
      {(autoplays || showControls) && (
        <div className={styles.controls}>
          {autoplays && (
            <button
              type="button"
              className={styles.control}
              onClick={onTogglePause}
              aria-label={
                paused ? `Start automatic slide show: ${label}` : `Stop automatic slide show: ${label}`
              }
              data-carousel-toggle
            >
              <SvgIcon glyph={paused ? playGlyph : pauseGlyph} size={18} />
            </button>
          )}
          {showControls && count > 1 && (
            <>
              <button type="button" className={styles.control} onClick={onPrev} aria-label="Previous slide">
                <SvgIcon glyph={chevronLeftGlyph} size={18} />
              </button>
              <button type="button" className={styles.control} onClick={onNext} aria-label="Next slide">
                <SvgIcon glyph={chevronRightGlyph} size={18} />
              </button>
            </>
          )}
        </div>
      )}
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={moving ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-current={index === selected ? 'true' : undefined}
              inert={inView !== null && !inView.includes(index)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
