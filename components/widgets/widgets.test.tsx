import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { curvedTextRadius, timings } from '@/src/config/site';
import { Accordion } from './Accordion';
import { Counter } from './Counter';
import { counterValueAt, formatCount } from './counter-math';
import { CurvedText } from './CurvedText';
import { FilterGrid } from './FilterGrid';
import { SlidingText } from './SlidingText';
import { VideoPopup } from './VideoPopup';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

let intersect: (visible: boolean) => void = () => {};
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    intersect = (visible) =>
      this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  setReducedMotion(false);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('counterValueAt', () => {
  it('starts at 0, lands exactly on the target at the duration and rises monotonically', () => {
    expect(counterValueAt(0, 1500, 240)).toBe(0);
    expect(counterValueAt(1500, 1500, 240)).toBe(240);
    expect(counterValueAt(5000, 1500, 240)).toBe(240);
    let last = 0;
    for (let t = 0; t <= 1500; t += 50) {
      const v = counterValueAt(t, 1500, 240);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    expect(counterValueAt(750, 1500, 240)).toBeLessThan(240);
  });
});

describe('Counter', () => {
  it('counts up to its value over timings.counter ms once scrolled into view', () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { container } = render(<Counter value={240} suffix="+" />);
    const visible = () => container.querySelector('[aria-hidden="true"] > :last-child')!.textContent;
    // Padded with figure spaces to the final figure's length, so the count keeps its width.
    expect(visible()).toBe('\u2007\u20070+');
    act(() => intersect(true));
    act(() => vi.advanceTimersByTime(timings.counter / 2));
    const midway = Number(visible()!.replace('+', '').trim());
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(240);
    act(() => vi.advanceTimersByTime(timings.counter));
    expect(visible()).toBe('240+');
    expect(screen.getByText('240+', { selector: '.visually-hidden' })).toBeInTheDocument();
  });

  it('shows the final value at once with reduced motion', () => {
    setReducedMotion(true);
    const { container } = render(<Counter value={18} />);
    expect(container.querySelector('[aria-hidden="true"] > :last-child')!.textContent).toBe('18');
  });
});

describe('formatCount', () => {
  it('writes whole numbers exactly as Intl does for India', () => {
    const intl = new Intl.NumberFormat('en-IN');
    for (const n of [
      0, 7, 18, 240, 999, 1000, 12345, 99999, 100000, 1234567, 98765432, 123456789012, -4321,
    ]) {
      expect(formatCount(n), String(n)).toBe(intl.format(n));
    }
    expect(formatCount(2.5)).toBe(intl.format(2.5));
  });
});

describe('CurvedText', () => {
  it('sets its text on a circle of the spec radius', () => {
    const { container } = render(<CurvedText text="Discover more about us" />);
    const path = container.querySelector('path')!;
    expect(path.getAttribute('data-radius')).toBe(String(curvedTextRadius));
    expect(path.getAttribute('d')).toContain(`a ${curvedTextRadius} ${curvedTextRadius}`);
    expect(container.querySelector('textPath')?.getAttribute('href')).toBe(`#${path.id}`);
    expect(container.querySelector('textPath')?.textContent).toBe('Discover more about us');
  });
});

describe('SlidingText', () => {
  it('reads its copy once: the duplicate is aria-hidden', () => {
    render(<SlidingText items={['Design', 'Build']} label="What we do" />);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'What we do' })).toHaveTextContent('DesignBuild');
  });
});

describe('Accordion', () => {
  const items = [
    { question: 'One?', answer: <p>First answer</p> },
    { question: 'Two?', answer: <p>Second answer</p> },
    { question: 'Three?', answer: <p>Third answer</p> },
  ];
  it('keeps one item open per group and wires aria-expanded/aria-controls', () => {
    render(<Accordion items={items} />);
    const [one, two] = screen.getAllByRole('button');
    expect(one).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(one!.getAttribute('aria-controls')!)).toHaveTextContent('First answer');
    fireEvent.click(two!);
    expect(two).toHaveAttribute('aria-expanded', 'true');
    expect(one).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First answer').parentElement).not.toBeVisible();
    fireEvent.click(two!);
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
  });
  it('groups are independent', () => {
    render(
      <>
        <Accordion items={items} />
        <Accordion items={items.map((i) => ({ ...i, question: `B ${i.question}` }))} />
      </>,
    );
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);
  });
});

describe('FilterGrid', () => {
  const items = [
    { id: 'a', categories: ['web'], node: <span>Alpha</span> },
    { id: 'b', categories: ['mobile'], node: <span>Beta</span> },
    { id: 'c', categories: ['web', 'mobile'], node: <span>Gamma</span> },
  ];
  const filters = [
    { slug: 'web', label: 'Web' },
    { slug: 'mobile', label: 'Mobile' },
  ];
  it('filters with the active item marked, removing others after timings.masonryFilter ms', () => {
    vi.useFakeTimers();
    render(<FilterGrid items={items} filters={filters} label="Filter projects" />);
    const web = screen.getByRole('button', { name: 'Web' });
    fireEvent.click(web);
    expect(web).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    // Fading out, still in the layout until the animation ends.
    expect(screen.getByText('Beta')).toBeVisible();
    act(() => vi.advanceTimersByTime(timings.masonryFilter - 1));
    expect(screen.getByText('Beta')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Beta')).not.toBeVisible();
    expect(screen.getByText('Alpha')).toBeVisible();
    expect(screen.getByText('Gamma')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 projects shown');
    expect(window.location.search).toBe('?category=web');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    act(() => vi.advanceTimersByTime(timings.masonryFilter));
    expect(screen.getByText('Beta')).toBeVisible();
    expect(window.location.search).toBe('');
  });
  it('starts from ?category= in the URL', () => {
    window.history.replaceState(null, '', '/portfolio?category=mobile');
    render(<FilterGrid items={items} filters={filters} label="Filter projects" />);
    expect(screen.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Alpha')).not.toBeVisible();
    window.history.replaceState(null, '', '/');
  });
});

describe('VideoPopup', () => {
  const video = {
    src: '/media/showreel.mp4',
    poster: '/media/showreel.jpg',
    captions: '/media/showreel.vtt',
    title: 'Showreel',
  };
  beforeEach(() => {
    // jsdom has no modal dialog support.
    HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
  });
  it('opens a modal dialog with the captioned video and closes after the removal delay, returning focus', () => {
    vi.useFakeTimers();
    render(
      <VideoPopup video={video} triggerLabel="Play our showreel">
        <span aria-hidden="true">▶</span>
      </VideoPopup>,
    );
    const trigger = screen.getByRole('button', { name: 'Play our showreel' });
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(trigger);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('track[kind="captions"]')?.getAttribute('src')).toBe(video.captions);
    // Escape fires the dialog's cancel event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    act(() => vi.advanceTimersByTime(timings.popupRemovalDelay - 1));
    expect(dialog.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog.open).toBe(false);
    expect(document.querySelector('video')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
