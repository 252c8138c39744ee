import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchPopup } from './SearchPopup';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

async function openPopup() {
  const user = userEvent.setup();
  render(<SearchPopup />);
  const trigger = screen.getByRole('button', { name: 'Search', expanded: false });
  await user.click(trigger);
  // The dialog's code loads on first use.
  const dialog = await screen.findByRole('dialog', { name: 'Search the blog' });
  await waitFor(() => expect(dialog.closest('[data-open]')).toHaveAttribute('data-open', 'true'));
  const input = screen.getByPlaceholderText('Search Here...');
  // Opening moves focus into the input (after the dialog's code has mounted).
  await waitFor(() => expect(input).toHaveFocus());
  return { user, trigger, dialog, input };
}

describe('SearchPopup', () => {
  beforeEach(() => {
    router.push.mockReset();
  });

  it('loads the dialog on first use: not in the page before the search button is used', () => {
    render(<SearchPopup />);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('opens as a dialog with focus in its single input', async () => {
    const { trigger, dialog, input } = await openPopup();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.closest('[data-open]')).toHaveAttribute('data-open', 'true');
    expect(input).toHaveFocus();
    expect(dialog.querySelectorAll('input')).toHaveLength(1);
  });

  it('ignores a blank term: no navigation, stays open', async () => {
    const { user, dialog, input } = await openPopup();
    await user.type(input, '   {Enter}');
    expect(router.push).not.toHaveBeenCalled();
    expect(dialog.closest('[data-open]')).toHaveAttribute('data-open', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
  });

  it('navigates to /blog?search=<trimmed, encoded term>, then closes and clears', async () => {
    const { user, trigger, dialog, input } = await openPopup();
    await user.type(input, '  web & apps {Enter}');
    expect(router.push).toHaveBeenCalledWith('/blog?search=web%20%26%20apps');
    expect(dialog.closest('[data-open]')).toHaveAttribute('data-open', 'false');
    expect(input).toHaveValue('');
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and returns focus to the search button', async () => {
    const { user, trigger, dialog } = await openPopup();
    await user.keyboard('{Escape}');
    expect(dialog.closest('[data-open]')).toHaveAttribute('data-open', 'false');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('closes with its close button', async () => {
    const { user, dialog } = await openPopup();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(dialog.closest('[data-open]')).toHaveAttribute('data-open', 'false');
  });
});
