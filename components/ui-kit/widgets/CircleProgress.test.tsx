import { act, render, screen } from '@testing-library/react';
import { timings } from '@/src/config/site';
import { mockMatchMedia, REDUCED } from '@/tests/support/match-media';
import { CIRCUMFERENCE, CircleProgress, ringOffset } from './CircleProgress';

/** IntersectionObserver stand-in: tests decide when the ring scrolls into view. */
let reveal: () => void = () => {};
class FakeObserver {
  constructor(private cb: IntersectionObserverCallback) {
    reveal = () =>
      this.cb(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
}

const bar = () => document.querySelectorAll('circle')[1]!;

describe('CircleProgress', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('exposes progressbar semantics: name, value, range, text', () => {
    mockMatchMedia();
    render(<CircleProgress value={86} label="Code review coverage" />);
    const meter = screen.getByRole('progressbar', { name: 'Code review coverage' });
    expect(meter).toHaveAttribute('aria-valuenow', '86');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuetext', '86%');
  });

  it('stays empty until visible, then fills over timings.circleProgress', () => {
    mockMatchMedia();
    render(<CircleProgress value={75} label="Uptime" />);
    expect(bar()).toHaveAttribute('stroke-dashoffset', String(CIRCUMFERENCE));
    act(() => reveal());
    expect(bar()).toHaveAttribute('stroke-dashoffset', String(ringOffset(75)));
    expect(bar()).toHaveStyle({ transitionDuration: `${timings.circleProgress}ms` });
  });

  it('with reduced motion draws the final ring at once, without transition', () => {
    mockMatchMedia([REDUCED]);
    render(<CircleProgress value={40} label="Uptime" />);
    expect(bar()).toHaveAttribute('stroke-dashoffset', String(ringOffset(40)));
    expect(bar()).toHaveStyle({ transitionDuration: '0ms' });
  });

  it('clamps values to 0..100', () => {
    mockMatchMedia();
    render(<CircleProgress value={140} label="Over" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(ringOffset(-5)).toBe(CIRCUMFERENCE);
    expect(ringOffset(100)).toBe(0);
  });
});
