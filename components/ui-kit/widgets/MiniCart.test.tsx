import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatInr } from './DonationPicker';
import { cartSubtotal, MiniCart, type CartItem } from './MiniCart';

const items: CartItem[] = [
  { id: 'care', name: 'Website care plan', quantity: 1, unitPrice: 4500 },
  { id: 'uptime', name: 'Uptime monitoring', quantity: 2, unitPrice: 800 },
];

const setup = () => {
  render(
    <>
      <MiniCart initialItems={items} checkoutHref="#checkout" />
      <p>Outside</p>
    </>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: /Cart/ }) };
};

describe('MiniCart', () => {
  it('starts collapsed; the toggle expands and collapses the panel it controls', async () => {
    const { user, toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Cart 3 items');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('lists items with the subtotal', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const region = screen.getByRole('region', { name: 'Your cart' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(cartSubtotal(items)).toBe(6100);
    expect(region).toHaveTextContent(`Subtotal${formatInr(6100)}`);
  });

  it('removes an item, updating count and subtotal, and keeps focus in the panel', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Remove Uptime monitoring' }));
    expect(screen.queryByText('Uptime monitoring')).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveTextContent(`Subtotal${formatInr(4500)}`);
    expect(toggle).toHaveAccessibleName('Cart 1 item');
    expect(screen.getByRole('heading', { name: 'Your cart' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Website care plan' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('Escape closes the panel and returns focus to the toggle', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Website care plan' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('a click outside closes it', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
