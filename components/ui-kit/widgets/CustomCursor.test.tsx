import { act, fireEvent, render, screen } from '@testing-library/react';
import { FINE, mockMatchMedia, REDUCED } from '@/tests/support/match-media';
import { CustomCursor } from './CustomCursor';

const renderArea = () =>
  render(
    <CustomCursor>
      <p>Plain text</p>
      <a href="#x">A link</a>
    </CustomCursor>,
  );
const cursor = () => screen.queryByTestId('custom-cursor');
const move = (target: Element, pointerType = 'mouse') =>
  act(() => {
    fireEvent.pointerMove(target, { pointerType, clientX: 40, clientY: 60 });
  });

afterEach(() => vi.unstubAllGlobals());

describe('CustomCursor', () => {
  it('appears only for fine pointers: nothing is rendered for touch screens', () => {
    mockMatchMedia([]);
    renderArea();
    expect(cursor()).not.toBeInTheDocument();
  });

  it('is off with reduced motion even with a mouse', () => {
    mockMatchMedia([FINE, REDUCED]);
    renderArea();
    expect(cursor()).not.toBeInTheDocument();
  });

  it('turns off when the visitor switches reduced motion on', () => {
    const media = mockMatchMedia([FINE]);
    renderArea();
    expect(cursor()).toBeInTheDocument();
    act(() => media.set(REDUCED, true));
    expect(cursor()).not.toBeInTheDocument();
  });

  it('is decorative: aria-hidden, no pointer events, the real cursor untouched', () => {
    mockMatchMedia([FINE]);
    const { container } = renderArea();
    expect(cursor()).toHaveAttribute('aria-hidden', 'true');
    expect(container.innerHTML).not.toMatch(/cursor:\s*none/);
    expect(document.body.style.cursor).toBe('');
  });

  it('shows on mouse movement, grows over links, hides on keyboard use and when the mouse leaves', () => {
    mockMatchMedia([FINE]);
    renderArea();
    expect(cursor()).toHaveAttribute('data-visible', 'false');
    move(screen.getByText('Plain text'));
    expect(cursor()).toHaveAttribute('data-visible', 'true');
    expect(cursor()).toHaveAttribute('data-hover', 'false');
    move(screen.getByText('A link'));
    expect(cursor()).toHaveAttribute('data-hover', 'true');
    act(() => void fireEvent.keyDown(window, { key: 'Tab' }));
    expect(cursor()).toHaveAttribute('data-visible', 'false');
    move(screen.getByText('Plain text'));
    act(() => void fireEvent.pointerLeave(screen.getByText('Plain text').parentElement!));
    expect(cursor()).toHaveAttribute('data-visible', 'false');
  });

  it('ignores pen and touch pointers', () => {
    mockMatchMedia([FINE]);
    renderArea();
    move(screen.getByText('Plain text'), 'touch');
    expect(cursor()).toHaveAttribute('data-visible', 'false');
  });
});
