'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { onDemand } from '@/components/ui/on-demand';

export type LazyEmblaSettings = {
  options: EmblaOptionsType;
  autoplayMs: number;
  fade: boolean;
};

/** Embla and its plugins, fetched once for every carousel on the page. */
const loadEmbla = onDemand(() =>
  Promise.all([import('embla-carousel'), import('embla-carousel-autoplay'), import('embla-carousel-fade')]),
);

/**
 * Embla (with autoplay, and fade where asked) attached to the viewport element, its code loaded only
 * when the carousel comes near the screen: the slides are laid out by CSS before it arrives, so
 * nothing moves when it starts. Settings are read once, like embla-carousel-react's hook; autoplay
 * starts stopped (the component plays it). `viewportRef` is the always-rendered viewport element's:
 * it is read once mounted, not set through a state-setting ref callback, since a state update from a
 * ref during the hydration commit re-renders the carousel synchronously in the same long task.
 */
export function useLazyEmbla(settings: LazyEmblaSettings, viewportRef: RefObject<HTMLElement | null>) {
  const initial = useRef(settings);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let embla: EmblaCarouselType | undefined;
    let cancelled = false;
    const start = () => {
      loadEmbla()
        .then(([{ default: EmblaCarousel }, { default: Autoplay }, { default: Fade }]) => {
          if (cancelled) return;
          const { options, autoplayMs, fade } = initial.current;
          const plugins = [
            Autoplay({
              delay: autoplayMs,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
            ...(fade ? [Fade()] : []),
          ];
          embla = EmblaCarousel(viewport, options, plugins);
          setApi(embla);
        })
        .catch(() => undefined);
    };
    // Within a screen's height of the viewport; at once where IntersectionObserver is missing.
    if (typeof IntersectionObserver !== 'function') start();
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              observer?.disconnect();
              start();
            },
            { rootMargin: '100% 0px' },
          )
        : null;
    observer?.observe(viewport);
    return () => {
      cancelled = true;
      observer?.disconnect();
      embla?.destroy();
      setApi(undefined);
    };
  }, [viewportRef]);

  return api;
}
