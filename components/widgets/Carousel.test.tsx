import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carousels } from '@/src/config/carousels';
import { Carousel } from './Carousel';

/** The media queries jsdom lacks: reduced motion as asked, and `wide` for the carousels' min-width steps. */
function setMedia({ reduce = false, wide = false } = {}) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: query.includes('reduce') ? reduce : wide,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

function renderCarousel(kind: 'hero' | 'testimonials' = 'testimonials') {
  return render(
    <Carousel kind={kind} label="Client testimonials">
      <p>First</p>
      <p>Second</p>
      <p>Third</p>
    </Carousel>,
  );
}

const current = () => screen.getAllByRole('group', { hidden: true }).find((s) => s.ariaCurrent === 'true');
/** Lets the clock run `ms` and React apply what the timers did. */
const elapse = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  setMedia();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('is a labelled carousel region with slides labelled n of m', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Client testimonials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    // Slides out of view cannot be reached by keyboard.
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[0]).not.toHaveAttribute('inert');
  });

  it('autoplays: moves on after its interval and the move, looping back to the first', async () => {
    const { autoplayMs, speedMs } = carousels.testimonials;
    renderCarousel();
    expect(screen.getByRole('region')).toHaveAttribute('data-playing', 'true');
    expect(current()).toHaveAttribute('aria-label', '1 of 3');
    await elapse(autoplayMs);
    // The row slides for the carousel's speed, then the next slide is the current one.
    expect(screen.getByText('First').parentElement?.parentElement).toHaveAttribute('data-motion', 'forward');
    await elapse(speedMs);
    expect(current()).toHaveAttribute('aria-label', '2 of 3');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides[1]).not.toHaveAttribute('inert');
    expect(slides[0]).toHaveAttribute('inert');
    for (const shown of ['3 of 3', '1 of 3']) {
      await elapse(autoplayMs);
      await elapse(speedMs);
      expect(current()).toHaveAttribute('aria-label', shown);
    }
  });

  it('starts its autoplay once the page has loaded, so no slide comes in while it loads', async () => {
    const { autoplayMs, speedMs } = carousels.testimonials;
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      renderCarousel();
      await elapse(3 * autoplayMs);
      expect(current()).toHaveAttribute('aria-label', '1 of 3');
      readyState.mockReturnValue('complete');
      act(() => void window.dispatchEvent(new Event('load')));
      await elapse(autoplayMs);
      await elapse(speedMs);
      expect(current()).toHaveAttribute('aria-label', '2 of 3');
    } finally {
      readyState.mockRestore();
    }
  });

  it('pauses while hovered or focused and resumes after', async () => {
    const { autoplayMs, speedMs } = carousels.testimonials;
    renderCarousel();
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    expect(region).toHaveAttribute('data-playing', 'false');
    await elapse(3 * autoplayMs);
    expect(current()).toHaveAttribute('aria-label', '1 of 3');
    fireEvent.mouseLeave(region);
    expect(region).toHaveAttribute('data-playing', 'true');
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    expect(region).toHaveAttribute('data-playing', 'false');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }), { relatedTarget: document.body });
    expect(region).toHaveAttribute('data-playing', 'true');
    await elapse(autoplayMs + speedMs);
    expect(current()).toHaveAttribute('aria-label', '2 of 3');
  });

  it('the pause button stops autoplay until pressed again, even after hovering', async () => {
    const { autoplayMs } = carousels.testimonials;
    renderCarousel();
    const region = screen.getByRole('region');
    fireEvent.click(screen.getByRole('button', { name: /Stop automatic slide show/ }));
    fireEvent.blur(screen.getByRole('button', { name: /Start automatic slide show/ }), {
      relatedTarget: document.body,
    });
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    expect(region).toHaveAttribute('data-playing', 'false');
    await elapse(3 * autoplayMs);
    expect(current()).toHaveAttribute('aria-label', '1 of 3');
    fireEvent.click(screen.getByRole('button', { name: /Start automatic slide show/ }));
    fireEvent.blur(screen.getByRole('button', { name: /Stop automatic slide show/ }), {
      relatedTarget: document.body,
    });
    expect(region).toHaveAttribute('data-playing', 'true');
  });

  it('does not autoplay with prefers-reduced-motion, but offers a play button; moves are instant', async () => {
    setMedia({ reduce: true });
    renderCarousel();
    expect(screen.getByRole('region')).toHaveAttribute('data-playing', 'false');
    expect(screen.getByRole('button', { name: /Start automatic slide show/ })).toBeInTheDocument();
    await elapse(3 * carousels.testimonials.autoplayMs);
    expect(current()).toHaveAttribute('aria-label', '1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveAttribute('aria-label', '2 of 3');
  });

  it('hero has no previous/next controls, only the pause button, and fades from slide to slide', async () => {
    renderCarousel('hero');
    const region = screen.getByRole('region');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.getByRole('button', { name: /Stop automatic slide show/ })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-fade');
    // Until the visitor acts, the first slide stays: a later, larger one would be the page's largest paint.
    await elapse(3 * carousels.hero.autoplayMs);
    expect(current()).toHaveAttribute('aria-label', '1 of 3');
    fireEvent.scroll(window);
    await elapse(carousels.hero.autoplayMs);
    expect(current()).toHaveAttribute('aria-label', '2 of 3');
    expect(current()).not.toHaveAttribute('inert');
  });

  it('previous and next buttons move it, the previous one round to the last slide', async () => {
    const { speedMs } = carousels.testimonials;
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await elapse(speedMs);
    expect(current()).toHaveAttribute('aria-label', '2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await elapse(speedMs + 100);
    expect(current()).toHaveAttribute('aria-label', '1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await elapse(speedMs + 100);
    expect(current()).toHaveAttribute('aria-label', '3 of 3');
    // The last slide comes first in the row, the others after it (CSS order), so the loop has no end.
    expect(screen.getByText('Third').parentElement).toHaveStyle({ order: '0' });
    expect(screen.getByText('First').parentElement).toHaveStyle({ order: '1' });
  });

  it('a swipe moves it; the click that ends a swipe is not followed', async () => {
    const { speedMs } = carousels.testimonials;
    const onClick = vi.fn();
    render(
      <Carousel kind="projects" label="Our projects">
        <a href="#one" onClick={onClick}>
          One
        </a>
        <a href="#two">Two</a>
      </Carousel>,
    );
    const link = screen.getByText('One');
    fireEvent.pointerDown(link, { clientX: 200, clientY: 10 });
    fireEvent.pointerUp(link, { clientX: 100, clientY: 14 });
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
    await elapse(speedMs);
    expect(current()).toHaveAttribute('aria-label', '2 of 2');
    // A tap is a click.
    fireEvent.pointerDown(link, { clientX: 100, clientY: 10 });
    fireEvent.pointerUp(link, { clientX: 102, clientY: 10 });
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows as many slides as its layout has room for, and does not move when every slide shows', async () => {
    setMedia({ wide: true });
    render(
      <Carousel kind="testimonials" label="Clients feedback">
        <p>First</p>
        <p>Second</p>
      </Carousel>,
    );
    const slides = screen.getAllByRole('group');
    expect(slides.filter((s) => !s.hasAttribute('inert'))).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await elapse(3 * carousels.testimonials.autoplayMs);
    expect(current()).toHaveAttribute('aria-label', '1 of 2');
  });
});
