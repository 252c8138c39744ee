'use client';
import { Children, useCallback, useEffect, useRef, useState } from 'react';
import { carouselSettings } from './carousel-config';
import { CarouselFrame, initialInView, type CarouselProps } from './CarouselFrame';
import { useLazyEmbla } from './lib/use-lazy-embla';
import { useReducedMotion } from './use-reduced-motion';

export type { CarouselProps } from './CarouselFrame';

/** The slides on screen from `first` on: as many as the layout's `--items`, wrapping round. */
function shownFrom(root: Element, first: number, total: number): number[] {
  const perView = Number(getComputedStyle(root).getPropertyValue('--items')) || 1;
  return Array.from({ length: Math.min(perView, total) }, (_, k) => (first + k) % total);
}

/**
 * The site's one carousel (embla + autoplay + fade, loaded when it nears the screen), configured from
 * site.ts and drawn by CarouselFrame. Accessible per the WAI-ARIA carousel pattern: a labelled
 * region, slides labelled 'n of m', off-screen slides inert, and a pause/play button wherever it
 * autoplays (WCAG 2.2.2). Autoplay pauses while the pointer is over it or focus is inside, and is
 * off by default with prefers-reduced-motion.
 */
export function Carousel(props: CarouselProps) {
  const settings = carouselSettings(props.kind);
  const count = Children.toArray(props.children).length;

  // Embla's code loads when the carousel nears the screen; until then CSS lays the slides out.
  const [viewportRef, api] = useLazyEmbla(settings);

  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<readonly number[] | null>(initialInView(props.kind));
  const rootRef = useRef<HTMLElement>(null);

  // Until embla has loaded (it waits for the carousel to near the screen), the slides shown are the
  // first --items ones: the others are inert already, so the keyboard never reaches a hidden slide.
  useEffect(() => {
    const root = rootRef.current;
    if (api || !root) return;
    setInView((shown) => shown ?? shownFrom(root, 0, count));
  }, [api, count]);

  const paused = userPaused ?? reducedMotion;
  const shouldPlay = count > 1 && !paused && !hovered && !focused;
  const shouldPlayRef = useRef(shouldPlay);

  useEffect(() => {
    shouldPlayRef.current = shouldPlay;
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (shouldPlay) autoplay.play();
    else autoplay.stop();
  }, [api, shouldPlay]);

  useEffect(() => {
    if (!api) return;
    // Shown slides are the selected one and the next (--items - 1): counted from the layout rather
    // than by intersection, so a gap's sliver of a neighbour never makes it keyboard-reachable.
    const sync = () => {
      const first = api.selectedScrollSnap();
      setSelected(first);
      setInView(shownFrom(api.rootNode(), first, api.slideNodes().length));
    };
    // The autoplay plugin resumes after a drag on its own; hold it while hovered, focused or paused.
    const holdAfterDrag = () => {
      if (!shouldPlayRef.current) api.plugins().autoplay?.stop();
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
    <CarouselFrame
      {...props}
      rootRef={rootRef}
      viewportRef={viewportRef}
      paused={paused}
      playing={shouldPlay}
      selected={selected}
      inView={inView}
      onTogglePause={() => setUserPaused(!paused)}
      onPrev={() => api?.scrollPrev()}
      onNext={() => api?.scrollNext()}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    />
  );
}
