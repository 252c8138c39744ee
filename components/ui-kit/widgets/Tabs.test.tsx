import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timings } from '@/src/config/site';
import { Tabs } from './Tabs';

const items = [
  { id: 'discover', label: 'Discover', content: <p>Workshops with your team.</p> },
  { id: 'design', label: 'Design', content: <p>Clickable prototypes.</p> },
  { id: 'deliver', label: 'Deliver', content: <p>Weekly releases.</p> },
];

const renderTabs = () => render(<Tabs items={items} label="How we work" />);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('marks the first tab active with its panel shown and the others hidden', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'How we work' })).toBeInTheDocument();
    expect(tab('Discover')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Design')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Discover' })).toHaveTextContent('Workshops');
    expect(screen.queryByText('Clickable prototypes.')).not.toBeVisible();
  });

  it('has one Tab stop: roving tabindex follows the active tab', async () => {
    const user = userEvent.setup();
    renderTabs();
    expect(tab('Discover')).toHaveAttribute('tabindex', '0');
    expect(tab('Design')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab('Discover')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('arrows move and wrap, Home and End jump, each selecting its panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    tab('Discover').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Design')).toHaveFocus();
    expect(tab('Design')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Design')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Design' })).toBeVisible();
    await user.keyboard('{End}');
    expect(tab('Deliver')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Discover')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Deliver')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Discover')).toHaveAttribute('aria-selected', 'true');
  });

  it(`fades the new panel in over timings.tabFadeIn (${timings.tabFadeIn} ms)`, () => {
    expect(timings.tabFadeIn).toBe(300);
    vi.useFakeTimers();
    try {
      const { container } = renderTabs();
      expect(container.firstElementChild).toHaveStyle({ '--tab-fade': '300ms' });
      fireEvent.click(tab('Design'));
      const panel = screen.getByRole('tabpanel', { name: 'Design' });
      expect(panel).toHaveAttribute('data-entering', 'true');
      act(() => vi.advanceTimersByTime(timings.tabFadeIn - 1));
      expect(panel).toHaveAttribute('data-entering', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(panel).not.toHaveAttribute('data-entering');
    } finally {
      vi.useRealTimers();
    }
  });

  it('clicking the active tab does not restart the fade', () => {
    renderTabs();
    fireEvent.click(tab('Discover'));
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('data-entering');
  });
});
