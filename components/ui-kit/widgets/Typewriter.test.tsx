import { act, fireEvent, render, screen } from '@testing-library/react';
import { timings } from '@/src/config/site';
import { mockMatchMedia, REDUCED } from '@/tests/support/match-media';
import { Typewriter, typewriterStep } from './Typewriter';

const words = ['websites', 'apps'];
const shown = () => screen.getByTestId('typewriter-text').textContent;
/** Advances in 5 ms slices, each in its own act(), so every step re-renders and schedules the next. */
const advance = (ms: number) => {
  for (let t = 0; t < ms; t += 5) act(() => vi.advanceTimersByTime(Math.min(5, ms - t)));
};

describe('Typewriter', () => {
  beforeEach(() => {
    mockMatchMedia();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds a whole word for the default period timings.typewriterPeriod (2000 ms), then deletes it', () => {
    expect(timings.typewriterPeriod).toBe(2000);
    render(<Typewriter words={words} />);
    expect(shown()).toBe('websites');
    advance(timings.typewriterPeriod - 1);
    expect(shown()).toBe('websites');
    advance(1);
    expect(shown()).toBe('website');
  });

  it('types the next word after deleting, and holds it for the period again', () => {
    render(<Typewriter words={words} />);
    // The first character goes when the period ends, the other seven one delete step apart.
    advance(timings.typewriterPeriod + 7 * timings.typewriterDeleteMs - 1);
    expect(shown()).toBe('w');
    advance(1);
    expect(shown()).toBe('');
    advance(timings.typewriterEmptyPause - 1);
    expect(shown()).toBe('');
    advance(1);
    expect(shown()).toBe('a');
    advance(3 * timings.typewriterTypeMs);
    expect(shown()).toBe('apps');
    advance(timings.typewriterPeriod - 1);
    expect(shown()).toBe('apps');
    advance(1);
    expect(shown()).toBe('app');
  });

  it('takes a period prop that overrides the default', () => {
    render(<Typewriter words={words} period={500} />);
    advance(499);
    expect(shown()).toBe('websites');
    advance(1);
    expect(shown()).toBe('website');
  });

  it('gives screen readers every word as text and hides the animation from them', () => {
    render(<Typewriter words={['websites', 'apps', 'cloud']} />);
    expect(screen.getByText('websites, apps, cloud')).toBeInTheDocument();
    expect(screen.getByTestId('typewriter-text')).toHaveAttribute('aria-hidden', 'true');
  });

  it('stops and resumes with the pause button', () => {
    render(<Typewriter words={words} />);
    const pause = screen.getByRole('button', { name: 'Pause text animation' });
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    advance(10_000);
    expect(shown()).toBe('websites');
    fireEvent.click(pause);
    advance(timings.typewriterPeriod);
    expect(shown()).toBe('website');
  });

  it('is static with reduced motion: every word shown, nothing changes', () => {
    mockMatchMedia([REDUCED]);
    render(<Typewriter words={words} />);
    expect(screen.getByText('websites / apps')).toBeInTheDocument();
    expect(screen.queryByTestId('typewriter-text')).not.toBeInTheDocument();
    advance(10_000);
    expect(screen.getByText('websites / apps')).toBeInTheDocument();
  });

  it('typewriterStep wraps back to the first word', () => {
    const step = typewriterStep({ index: 1, text: 'a', deleting: true }, words, 2000);
    expect(step).toEqual({
      state: { index: 0, text: '', deleting: false },
      delay: timings.typewriterEmptyPause,
    });
  });
});
