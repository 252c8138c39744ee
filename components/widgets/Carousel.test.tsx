import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Embla measures layout, which jsdom cannot do; the mock stands in for its API so the component's
// own rules (labels, pause on hover/focus, pause button, reduced motion) can be checked.
const autoplay = { play: vi.fn(), stop: vi.fn() };
const api = {
  plugins: () => ({ autoplay }),
  on: vi.fn(() => api),
  off: vi.fn(() => api),
  selectedScrollSnap: () => 0,
  slideNodes: () => [1, 2, 3],
  rootNode: () => document.body,
  scrollNext: vi.fn(),
  scrollPrev: vi.fn(),
  destroy: vi.fn(),
};
const emblaFactory = vi.hoisted(() => ({ calls: 0 }));
vi.mock('embla-carousel', () => ({
  default: () => {
    emblaFactory.calls += 1;
    return api;
  },
}));
vi.mock('embla-carousel-autoplay', () => ({ default: () => ({ name: 'autoplay' }) }));
vi.mock('embla-carousel-fade', () => ({ default: () => ({ name: 'fade' }) }));

import { Carousel } from './Carousel';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** Renders a carousel and waits for embla, whose code loads after the first render. */
async function renderCarousel(kind: 'hero' | 'testimonials' = 'testimonials') {
  const view = render(
    <Carousel kind={kind} label="Client testimonials">
      <p>First</p>
      <p>Second</p>
      <p>Third</p>
    </Carousel>,
  );
  await waitFor(() => expect(api.on).toHaveBeenCalled());
  return view;
}

const lastCall = () =>
  (autoplay.play.mock.invocationCallOrder.at(-1) ?? 0) > (autoplay.stop.mock.invocationCallOrder.at(-1) ?? 0)
    ? 'play'
    : 'stop';

beforeEach(() => {
  vi.clearAllMocks();
  emblaFactory.calls = 0;
  setReducedMotion(false);
});

describe('Carousel', () => {
  it('is a labelled carousel region with slides labelled n of m', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Client testimonials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    // Slides out of view cannot be reached by keyboard.
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[0]).not.toHaveAttribute('inert');
  });

  it('autoplays, pauses while hovered or focused and resumes after', async () => {
    await renderCarousel();
    const region = screen.getByRole('region');
    expect(lastCall()).toBe('play');
    fireEvent.mouseEnter(region);
    expect(lastCall()).toBe('stop');
    fireEvent.mouseLeave(region);
    expect(lastCall()).toBe('play');
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    expect(lastCall()).toBe('stop');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }), { relatedTarget: document.body });
    expect(lastCall()).toBe('play');
  });

  it('the pause button stops autoplay until pressed again, even after hovering', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: /Stop automatic slide show/ }));
    const region = screen.getByRole('region');
    fireEvent.blur(screen.getByRole('button', { name: /Start automatic slide show/ }), {
      relatedTarget: document.body,
    });
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    expect(lastCall()).toBe('stop');
    fireEvent.click(screen.getByRole('button', { name: /Start automatic slide show/ }));
    fireEvent.blur(screen.getByRole('button', { name: /Stop automatic slide show/ }), {
      relatedTarget: document.body,
    });
    expect(lastCall()).toBe('play');
  });

  it('does not autoplay with prefers-reduced-motion, but offers a play button', async () => {
    setReducedMotion(true);
    await renderCarousel();
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Start automatic slide show/ })).toBeInTheDocument();
  });

  it('hero has no previous/next controls, only the pause button', async () => {
    await renderCarousel('hero');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.getByRole('button', { name: /Stop automatic slide show/ })).toBeInTheDocument();
  });

  it('previous and next buttons move the carousel', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('loads embla only when the carousel nears the screen; until then slides past the first are inert', async () => {
    let reveal: (() => void) | undefined;
    class FakeObserver {
      constructor(private callback: IntersectionObserverCallback) {}
      observe() {
        reveal = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const view = render(
        <Carousel kind="testimonials" label="Client testimonials">
          <p>First</p>
          <p>Second</p>
        </Carousel>,
      );
      expect(await screen.findByText('First')).toBeInTheDocument();
      const slides = screen.getAllByRole('group', { hidden: true });
      expect(slides[0]).not.toHaveAttribute('inert');
      expect(slides[1]).toHaveAttribute('inert');
      expect(emblaFactory.calls).toBe(0);
      act(() => reveal!());
      await waitFor(() => expect(emblaFactory.calls).toBe(1));
      view.unmount();
      expect(api.destroy).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('before embla, the slides the layout has no room for are inert, and a wider window shows more', () => {
    let width = 390;
    const listeners = new Set<() => void>();
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      get matches() {
        return width >= Number(/min-width:(\d+)px/.exec(query)?.[1] ?? Infinity);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    // Never near the screen: embla does not load.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(
        <Carousel kind="clients" label="Client logos">
          {['A', 'B', 'C', 'D', 'E', 'F'].map((name) => (
            <p key={name}>{name}</p>
          ))}
        </Carousel>,
      );
      const inert = () =>
        screen.getAllByRole('group', { hidden: true }).map((slide) => slide.hasAttribute('inert'));
      // 390 px: two logos side by side.
      expect(inert()).toEqual([false, false, true, true, true, true]);
      act(() => {
        width = 1300;
        for (const listener of listeners) listener();
      });
      expect(inert()).toEqual([false, false, false, false, false, true]);
      expect(emblaFactory.calls).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
