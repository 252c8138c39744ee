import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@/src/config/site';
import { customAmountError, DonationPicker, formatInr } from './DonationPicker';

const email = 'hello@example.in';

const setup = () => {
  const onSubmit = vi.fn();
  render(<DonationPicker onSubmit={onSubmit} contactEmail={email} />);
  return { onSubmit, user: userEvent.setup() };
};

describe('DonationPicker', () => {
  it('offers every preset amount and "Other amount" in one radio group', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Choose an amount' })).toBeInTheDocument();
    const names = screen.getAllByRole('radio').map((r) => r.getAttribute('name'));
    expect(new Set(names).size).toBe(1);
    for (const amount of limits.donation.presets)
      expect(screen.getByRole('radio', { name: formatInr(amount) })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: formatInr(limits.donation.presets[1]) })).toBeChecked();
  });

  it('submits the chosen preset', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('radio', { name: formatInr(5000) }));
    await user.click(screen.getByRole('button', { name: 'Pledge' }));
    expect(onSubmit).toHaveBeenCalledWith(5000);
  });

  it('shows the custom field only for "Other amount" and validates it with a tied message', async () => {
    const { user, onSubmit } = setup();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    const field = screen.getByRole('textbox', { name: /Your amount/ });
    await user.click(screen.getByRole('button', { name: 'Pledge' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter an amount/);
    expect(field).toHaveFocus();

    await user.type(field, '50');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `smallest amount we can accept is ${formatInr(limits.donation.min)}`,
    );
    await user.type(field, '00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Pledge' }));
    expect(onSubmit).toHaveBeenCalledWith(5000);
  });

  it('customAmountError covers letters, decimals, bounds and thousands separators', () => {
    expect(customAmountError('abc', email)).toMatch(/digits only/);
    expect(customAmountError('12.5', email)).toMatch(/digits only/);
    expect(customAmountError(String(limits.donation.min - 1), email)).toMatch(/smallest/);
    expect(customAmountError(String(limits.donation.max + 1), email)).toMatch(`please write to ${email}`);
    expect(customAmountError('1,500', email)).toBeNull();
    expect(customAmountError(String(limits.donation.max), email)).toBeNull();
  });
});
