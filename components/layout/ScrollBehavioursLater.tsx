'use client';
import { afterHydration } from '@/components/ui/on-demand';

/**
 * The back-to-top button and the scroll reset on a route change: behaviour only (the button shows
 * after a screen of scrolling), so their code loads after hydration, not with the page.
 */
export const ScrollBehavioursLater = afterHydration(() =>
  import('./ScrollBehaviours').then((m) => m.ScrollBehaviours),
);
