'use client';
import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
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
import { useReducedMotion } from './use-reduced-motion';
import styles from './Carousel.module.css';
import { Icon } from '@/components/icons/Icon';

export type CarouselProps = {
  /** Which of the site's carousels (`carousels` in src/config/carousels.ts): speed, autoplay, loop, fade, layout. */
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

/**
 * A slide's move: 'forward' slides the track one slide to the left; 'back' first puts the previous
 * slide in front with the track already shifted ('back-start'), then slides it back to rest.
 */
type Motion = 'idle' | 'forward' | 'back-start' | 'back';

/** A horizontal pointer move longer than this (px) is a swipe to the next or previous slide. */
const SWIPE_PX = 40;

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

/** Whether the element is within a screen's height of the viewport (true where IntersectionObserver is missing). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

function subscribeToLoad(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * Whether the page has finished loading (its load event). A slide shown while the page still loads
 * would be a new, larger paint in the visitor's first seconds: the browser would take it for the
 * page's largest contentful paint.
 */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}

/** What a visitor does that ends the browser's largest-contentful-paint recording. */
const VISITOR_ACTIONS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Whether the visitor has scrolled, pressed a key or touched the page. The browser records the
 * page's largest contentful paint only until then: a larger slide shown before it (a longer
 * heading wraps to more lines) would be taken for the page's largest paint, seconds after load.
 */
function useVisitorActed(wanted: boolean): boolean {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (!wanted || acted) return;
    const onAction = () => setActed(true);
    for (const name of VISITOR_ACTIONS)
      window.addEventListener(name, onAction, { once: true, passive: true, capture: true });
    return () => {
      for (const name of VISITOR_ACTIONS) window.removeEventListener(name, onAction, { capture: true });
    };
  }, [wanted, acted]);
  return acted;
}

/**
 * The site's one carousel, a few lines of state over CSS: the slides are laid out by CSS (how many
 * show at each width, the gap), a move is a CSS transform (or, fading, an opacity) transition, and
 * looping puts the slide that comes next at the end of the row (CSS `order`), so the server's HTML
 * is the first frame and no library is loaded. Accessible per the WAI-ARIA carousel pattern: a
 * labelled region, slides labelled 'n of m', off-screen slides inert, and a pause/play button
 * wherever it autoplays (WCAG 2.2.2). Autoplay pauses while the pointer is over it or focus is
 * inside, waits for the page to load and while the carousel is far from the screen (the hero's, until
 * the visitor first scrolls, presses a key or touches the page), and is off by default with
 * prefers-reduced-motion, which also makes every move instant. A swipe moves it on touch screens.
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

  const rootRef = useRef<HTMLElement>(null);
  const near = useNearScreen(rootRef);
  const loaded = usePageLoaded();
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The first slide on screen (for a fading carousel, the one shown).
  const [selected, setSelected] = useState(0);
  const [motion, setMotion] = useState<Motion>('idle');
  const perView = useItemsShown(steps);
  // The slides shown are the selected one and as many after it as the layout has room for: the others
  // are inert, so the keyboard never reaches a hidden slide. While hydrating, the width unknown, a
  // fading carousel shows its first slide and the others all of theirs, as the server rendered them.
  const inView = perView === null ? (settings.fade ? [0] : null) : shownFrom(perView, selected, count);
  // A sliding carousel that shows every slide at once has nowhere to move.
  const room = settings.fade ? count > 1 : count > (perView ?? count);

  const paused = userPaused ?? reducedMotion;
  const acted = useVisitorActed(settings.autoplayAfterVisitorActs);
  const playing =
    autoplays && !paused && !hovered && !focused && (acted || !settings.autoplayAfterVisitorActs);

  // One move runs at a time (`motion` guards it), so one pending timer and one pending frame suffice.
  const moveTimer = useRef<number | undefined>(undefined);
  const moveFrame = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(moveTimer.current);
      if (moveFrame.current !== undefined) cancelAnimationFrame(moveFrame.current);
    },
    [],
  );
  const later = (run: () => void, ms: number) => {
    window.clearTimeout(moveTimer.current);
    moveTimer.current = window.setTimeout(run, ms);
  };

  const step = (direction: 1 | -1) => {
    if (!room || motion !== 'idle') return;
    const last = settings.fade ? count - 1 : count - (perView ?? 1);
    if (!settings.loop && (direction === 1 ? selected >= last : selected <= 0)) return;
    const next = (selected + direction + count) % count;
    // Fading is CSS's own transition of the shown slide; with reduced motion a move is a jump.
    if (settings.fade || reducedMotion) {
      setSelected(next);
      return;
    }
    if (direction === 1) {
      setMotion('forward');
      later(() => {
        setSelected(next);
        setMotion('idle');
      }, settings.speedMs);
    } else {
      setSelected(next);
      setMotion('back-start');
      // Two frames: the shifted, unanimated position is painted before the transition back starts.
      moveFrame.current = requestAnimationFrame(() => {
        moveFrame.current = requestAnimationFrame(() => setMotion('back'));
      });
      later(() => setMotion('idle'), settings.speedMs + 50);
    }
  };
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  });

  useEffect(() => {
    if (!playing || !near || !loaded || !room) return;
    const timer = window.setTimeout(() => stepRef.current(1), settings.autoplayMs);
    return () => window.clearTimeout(timer);
  }, [playing, near, loaded, room, selected, settings.autoplayMs]);

  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const onBlur = useCallback((event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  return (
    <section
      ref={rootRef}
      className={`${styles.carousel} ${tone === 'dark' ? styles.dark : ''} ${className ?? ''}`}
      style={{ '--speed': `${settings.speedMs}ms` } as CSSProperties}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={kind}
      data-fade={settings.fade || undefined}
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
              <Icon name={paused ? 'play' : 'pause'} size={18} />
            </button>
          )}
          {showControls && count > 1 && (
            <>
              <button
                type="button"
                className={styles.control}
                onClick={() => step(-1)}
                aria-label="Previous slide"
              >
                <Icon name="chevronLeft" size={18} />
              </button>
              <button
                type="button"
                className={styles.control}
                onClick={() => step(1)}
                aria-label="Next slide"
              >
                <Icon name="chevronRight" size={18} />
              </button>
            </>
          )}
        </div>
      )}
      <div
        className={styles.viewport}
        onPointerDown={(event) => {
          swipe.current = { x: event.clientX, y: event.clientY };
          swiped.current = false;
        }}
        onPointerUp={(event) => {
          const start = swipe.current;
          swipe.current = null;
          if (!start) return;
          const dx = event.clientX - start.x;
          if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
          swiped.current = true;
          step(dx < 0 ? 1 : -1);
        }}
        onClickCapture={(event) => {
          // A swipe that ends on a link moves the carousel; it does not follow the link.
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div className={styles.container} data-motion={motion} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              style={selected === 0 ? undefined : { order: (index - selected + count) % count }}
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
