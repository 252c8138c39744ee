import { act, fireEvent, render, screen } from '@testing-library/react';
import { thresholds } from '@/src/config/site';
import { mockMatchMedia, REDUCED } from '@/tests/support/match-media';
import { easeInOutCubic } from './lib/anchor-scroll';
import { activeSectionId, OnePageMenu } from './OnePageMenu';

const items = [
  { id: 'tabs', label: 'Tabs' },
  { id: 'cart', label: 'Mini-cart' },
  { id: 'cursor', label: 'Custom cursor' },
];

/** Section tops relative to the viewport, as getBoundingClientRect would report after scrolling. */
let tops: Record<string, number> = {};
let scrollY = 0;

function renderPage() {
  const view = render(
    <>
      <OnePageMenu items={items} label="Widgets" />
      {items.map((i) => (
        <section key={i.id} id={i.id}>
          <h2>{i.label}</h2>
        </section>
      ))}
    </>,
  );
  return view;
}

const scrollTo = (y: number) => {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(20);
  });
};
const current = () => screen.queryByRole('link', { current: true })?.textContent ?? null;

describe('OnePageMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockMatchMedia();
    tops = { tabs: 400, cart: 1200, cursor: 2000 };
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(10_000);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: (tops[this.id] ?? 0) - scrollY } as DOMRect;
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(((opts: ScrollToOptions) => {
      scrollY = opts.top ?? 0;
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it(`highlights nothing until a section top passes ${thresholds.onePageMenuFrom} px, then the section being read`, () => {
    expect(thresholds.onePageMenuFrom).toBe(117);
    renderPage();
    expect(current()).toBeNull();
    scrollTo(400 - 118);
    expect(current()).toBeNull();
    scrollTo(400 - 117);
    expect(current()).toBe('Tabs');
    scrollTo(1200 - 117);
    expect(current()).toBe('Mini-cart');
    scrollTo(5000);
    expect(current()).toBe('Custom cursor');
    scrollTo(0);
    expect(current()).toBeNull();
  });

  it('at the bottom of the page the last section in view is highlighted, though it cannot reach the line', () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(2400);
    renderPage();
    scrollTo(1500);
    expect(current()).toBe('Mini-cart');
    scrollTo(1600);
    expect(current()).toBe('Custom cursor');
  });

  it('activeSectionId picks the last section above the line', () => {
    renderPage();
    scrollY = 1500;
    expect(activeSectionId(items.map((i) => i.id))).toBe('cart');
    expect(activeSectionId(['missing'])).toBeNull();
  });

  it(`a click scrolls eased over ${thresholds.anchorDurationMs} ms to ${thresholds.anchorOffset} px above the section, then focuses it`, () => {
    expect(thresholds).toMatchObject({ anchorOffset: 90, anchorDurationMs: 1200 });
    renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Mini-cart' }));
    const target = 1200 - thresholds.anchorOffset;
    act(() => vi.advanceTimersByTime(thresholds.anchorDurationMs / 2));
    expect(scrollY).toBeGreaterThan(target * 0.3);
    expect(scrollY).toBeLessThan(target * 0.7);
    expect(document.getElementById('cart')).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(thresholds.anchorDurationMs / 2 + 50));
    expect(scrollY).toBe(target);
    expect(document.getElementById('cart')).toHaveFocus();
    expect(document.getElementById('cart')).toHaveAttribute('tabindex', '-1');
    expect(window.location.hash).toBe('#cart');
  });

  it('with reduced motion the jump is instant, and focus still moves', () => {
    mockMatchMedia([REDUCED]);
    renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Custom cursor' }));
    expect(scrollY).toBe(2000 - thresholds.anchorOffset);
    expect(document.getElementById('cursor')).toHaveFocus();
  });

  it('modified clicks keep their browser meaning (new tab)', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Tabs' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('the easing starts and lands gently', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});
