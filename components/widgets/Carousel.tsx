'use client';
import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  carouselSettings,
  itemsShown,
  layoutCss,
  layoutKey,
  onStepChange,
  type CarouselKind,
  type ResponsiveStep,
} from './carousel-config';
import { useLazyEmbla } from './use-lazy-embla';
import { useReducedMotion } from './use-reduced-motion';
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

/** The slides on screen from `first` on: `perView` of them, wrapping round. */
function shownFrom(perView: number, first: number, total: number): number[] {
  return Array.from({ length: Math.min(perView, total) }, (_, k) => (first + k) % total);
}

/** How many slides the layout shows at the window's width, kept current; null on the server and while hydrating. */
function useItemsShown(steps: readonly ResponsiveStep[]): number | null {
  const subscribe = useCallback((onChange: () => void) => onStepChange(steps, onChange), [steps]);
  return useSyncExternalStore(
    subscribe,
    () => itemsShown(steps),
    () => null,
  );
}

/**
 * The site's one carousel (embla + autoplay + fade, loaded when it nears the screen), configured from
 * site.ts and laid out by CSS alone until then, so the server's HTML is the first frame. Accessible
 * per the WAI-ARIA carousel pattern: a labelled region, slides labelled 'n of m', off-screen slides
 * inert, and a pause/play button wherever it autoplays (WCAG 2.2.2). Autoplay pauses while the
 * pointer is over it or focus is inside, and is off by default with prefers-reduced-motion.
 */
export function Carousel({
  kind,
  label,
  children,
  responsive,
  controls,
  tone = 'light',
  className,
}: CarouselProps) {
  const settings = carouselSettings(kind);
  const steps = responsive ?? settings.responsive;
  const showControls = controls ?? settings.controls;
  const slides = Children.toArray(children);
  const count = slides.length;
  const key = layoutKey(steps);
  const autoplays = count > 1;

  // Embla's code loads when the carousel nears the screen; until then CSS lays the slides out.
  const viewportRef = useRef<HTMLDivElement>(null);
  const api = useLazyEmbla(settings, viewportRef);

  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Embla's selected slide; the first until embla has loaded (it waits for the carousel to near the screen).
  const [selected, setSelected] = useState(0);
  const perView = useItemsShown(steps);
  // The slides shown are the selected one and as many after it as the layout has room for: the others
  // are inert, so the keyboard never reaches a hidden slide. While hydrating, the width unknown, a
  // fading carousel shows its first slide and the others all of theirs, as the server rendered them.
  const inView = perView === null ? (settings.fade ? [0] : null) : shownFrom(perView, selected, count);

  const paused = userPaused ?? reducedMotion;
  const playing = autoplays && !paused && !hovered && !focused;
  const playingRef = useRef(playing);

  useEffect(() => {
    playingRef.current = playing;
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);

  useEffect(() => {
    if (!api) return;
    // Shown slides are counted from the layout (inView) rather than by intersection, so a gap's
    // sliver of a neighbour never makes it keyboard-reachable.
    const sync = () => setSelected(api.selectedScrollSnap());
    // The autoplay plugin resumes after a drag on its own; hold it while hovered, focused or paused.
    const holdAfterDrag = () => {
      if (!playingRef.current) api.plugins().autoplay?.stop();
    };
    sync();
    api.on('select', sync).on('resize', sync).on('reInit', sync).on('pointerUp', holdAfterDrag);
    return () => {
      api.off('select', sync).off('resize', sync).off('reInit', sync).off('pointerUp', holdAfterDrag);
    };
  }, [api]);

  const onBlur = useCallback((event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  return (
    <section
      className={`${styles.carousel} ${tone === 'dark' ? styles.dark : ''} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={kind}
      data-playing={playing ? 'true' : 'false'}
      data-layout={key}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
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
              onClick={() => setUserPaused(!paused)}
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
              <button
                type="button"
                className={styles.control}
                onClick={() => api?.scrollPrev()}
                aria-label="Previous slide"
              >
                <SvgIcon glyph={chevronLeftGlyph} size={18} />
              </button>
              <button
                type="button"
                className={styles.control}
                onClick={() => api?.scrollNext()}
                aria-label="Next slide"
              >
                <SvgIcon glyph={chevronRightGlyph} size={18} />
              </button>
            </>
          )}
        </div>
      )}
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
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
