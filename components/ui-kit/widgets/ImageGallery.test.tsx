import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings } from '@/src/config/site';
import { mockMatchMedia, REDUCED } from '@/tests/support/match-media';
import { ImageGallery, type GalleryImage } from './ImageGallery';

const images: GalleryImage[] = ['Kick-off', 'Wireframes', 'Launch'].map((caption, i) => ({
  src: `/img/${i}.svg`,
  alt: `${caption} illustration`,
  caption,
  width: 1600,
  height: 1000,
}));

// jsdom has <dialog> without its modal API: a minimal stand-in that keeps `open` and fires `close`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dialog = () => document.querySelector('dialog')!;
const current = () => dialog().querySelector('figure img')!.getAttribute('alt');
const openAt = (caption: string) =>
  fireEvent.click(screen.getByRole('button', { name: `View larger: ${caption}` }));

describe('ImageGallery', () => {
  it('thumbnails are buttons that announce the popup', () => {
    mockMatchMedia();
    render(<ImageGallery images={images} label="Project gallery" />);
    const thumbs = screen.getAllByRole('button', { name: /^View larger:/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dialog().open).toBe(false);
  });

  it('opens at the clicked image with "n of m" and focus on Close', () => {
    mockMatchMedia();
    render(<ImageGallery images={images} label="Project gallery" />);
    openAt('Wireframes');
    expect(dialog().open).toBe(true);
    expect(current()).toBe('Wireframes illustration');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close gallery', hidden: true })).toHaveFocus();
  });

  it('Next/Previous buttons and arrow keys move through the set, wrapping around', async () => {
    mockMatchMedia();
    const user = userEvent.setup();
    render(<ImageGallery images={images} label="Project gallery" />);
    openAt('Launch');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(current()).toBe('Kick-off illustration');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(current()).toBe('Launch illustration');
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe('Wireframes illustration');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(current()).toBe('Kick-off illustration');
  });

  it(`Escape fades out and removes the popup after timings.popupRemovalDelay (${timings.popupRemovalDelay} ms), then focus returns`, () => {
    expect(timings.popupRemovalDelay).toBe(160);
    mockMatchMedia();
    vi.useFakeTimers();
    render(<ImageGallery images={images} label="Project gallery" />);
    const opener = screen.getByRole('button', { name: 'View larger: Wireframes' });
    fireEvent.click(opener);
    expect(dialog()).toHaveStyle({ '--popup-removal': '160ms' });
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog()).toHaveAttribute('data-closing', 'true');
    act(() => vi.advanceTimersByTime(timings.popupRemovalDelay - 1));
    expect(dialog().open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog().open).toBe(false);
    expect(dialog()).not.toHaveAttribute('data-closing');
    expect(opener).toHaveFocus();
  });

  it('the Close button and a click on the backdrop close it too', () => {
    mockMatchMedia();
    vi.useFakeTimers();
    render(<ImageGallery images={images} label="Project gallery" />);
    openAt('Kick-off');
    fireEvent.click(screen.getByRole('button', { name: 'Close gallery', hidden: true }));
    act(() => vi.advanceTimersByTime(timings.popupRemovalDelay));
    expect(dialog().open).toBe(false);
    openAt('Kick-off');
    fireEvent.click(dialog());
    act(() => vi.advanceTimersByTime(timings.popupRemovalDelay));
    expect(dialog().open).toBe(false);
  });

  it('closes at once with reduced motion', () => {
    mockMatchMedia([REDUCED]);
    render(<ImageGallery images={images} label="Project gallery" />);
    openAt('Launch');
    fireEvent.click(screen.getByRole('button', { name: 'Close gallery', hidden: true }));
    expect(dialog().open).toBe(false);
    expect(screen.getByRole('button', { name: 'View larger: Launch' })).toHaveFocus();
  });

  it('Tab and Shift+Tab wrap around inside the popup', async () => {
    mockMatchMedia();
    const user = userEvent.setup();
    render(<ImageGallery images={images} label="Project gallery" />);
    openAt('Launch');
    const close = screen.getByRole('button', { name: 'Close gallery', hidden: true });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveFocus();
  });

  it('locks page scrolling while open', () => {
    mockMatchMedia([REDUCED]);
    render(<ImageGallery images={images} label="Project gallery" />);
    openAt('Launch');
    expect(document.body).toHaveAttribute('data-scroll-locked', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close gallery', hidden: true }));
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });
});
