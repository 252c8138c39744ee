import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentAccordion } from './PaymentAccordion';

const methods = [
  { id: 'upi', label: 'UPI', details: <p>Scan the code in your UPI app.</p> },
  { id: 'bank', label: 'Bank transfer', details: <p>NEFT or RTGS to our current account.</p> },
  { id: 'card', label: 'Card', details: <p>Visa, Mastercard or RuPay.</p> },
];

const isShown = (m: (typeof methods)[number]) =>
  !screen.getByText(m.details.props.children as string).closest('[hidden]');

describe('PaymentAccordion', () => {
  it('is a named radio group with the first method chosen and only its details open', () => {
    render(<PaymentAccordion methods={methods} />);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(methods.filter(isShown).map((m) => m.id)).toEqual(['upi']);
  });

  it('choosing another method opens its details and closes the rest: one open at a time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PaymentAccordion methods={methods} onChange={onChange} />);
    await user.click(screen.getByText('Card'));
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(methods.filter(isShown).map((m) => m.id)).toEqual(['card']);
    expect(onChange).toHaveBeenCalledWith('card');
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(methods.filter(isShown).map((m) => m.id)).toEqual(['bank']);
  });

  it('arrow keys move the choice, as in any radio group', async () => {
    const user = userEvent.setup();
    render(<PaymentAccordion methods={methods} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'UPI' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    expect(methods.filter(isShown).map((m) => m.id)).toEqual(['bank']);
  });

  it('each radio points at the details it controls', () => {
    render(<PaymentAccordion methods={methods} defaultId="bank" />);
    const radio = screen.getByRole('radio', { name: 'Bank transfer' });
    expect(radio).toBeChecked();
    const details = document.getElementById(radio.getAttribute('aria-controls')!);
    expect(details).toHaveTextContent('NEFT or RTGS');
    expect(details).toBeVisible();
  });
});
