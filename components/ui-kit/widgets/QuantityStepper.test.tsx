import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@/src/config/site';
import { clampQuantity, QuantityStepper } from './QuantityStepper';

const setup = (defaultValue?: number) => {
  const onChange = vi.fn();
  render(<QuantityStepper label="Quantity" defaultValue={defaultValue} onChange={onChange} />);
  return {
    onChange,
    input: screen.getByLabelText('Quantity') as HTMLInputElement,
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
  };
};

describe('QuantityStepper', () => {
  it('uses the spec limits 1 and 999', () => {
    expect(limits.quantity).toEqual({ min: 1, max: 999 });
    const { input } = setup();
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '999');
  });

  it('minus only decrements above 1: disabled at 1, value stays', async () => {
    const user = userEvent.setup();
    const { input, minus, onChange } = setup(2);
    expect(minus).toHaveAttribute('aria-disabled', 'false');
    await user.click(minus);
    expect(input).toHaveValue(1);
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(input).toHaveValue(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('plus only increments below 999: disabled at 999, value stays', async () => {
    const user = userEvent.setup();
    const { input, plus, onChange } = setup(998);
    await user.click(plus);
    expect(input).toHaveValue(999);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    expect(input).toHaveValue(999);
    expect(onChange).toHaveBeenLastCalledWith(999);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: Enter or Space on the buttons', async () => {
    const user = userEvent.setup();
    const { input, plus } = setup(5);
    plus.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(input).toHaveValue(7);
  });

  it('clamps typed values when the field is left or Enter is pressed', async () => {
    const user = userEvent.setup();
    const { input } = setup(3);
    await user.clear(input);
    await user.type(input, '5000');
    await user.tab();
    expect(input).toHaveValue(999);
    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(input).toHaveValue(1);
    await user.clear(input);
    await user.type(input, '-12');
    fireEvent.blur(input);
    expect(input).toHaveValue(1);
    await user.clear(input);
    await user.type(input, '42');
    fireEvent.blur(input);
    expect(input).toHaveValue(42);
  });

  it('keeps the last good value when the field is emptied', async () => {
    const user = userEvent.setup();
    const { input } = setup(8);
    await user.clear(input);
    fireEvent.blur(input);
    expect(input).toHaveValue(8);
  });

  it('clampQuantity truncates decimals and rejects non-numbers', () => {
    expect(clampQuantity('7.9', 1)).toBe(7);
    expect(clampQuantity('abc', 4)).toBe(4);
    expect(clampQuantity(1000, 4)).toBe(999);
    expect(clampQuantity(' 12 ', 4)).toBe(12);
  });

  it('clamps an out-of-range default value', () => {
    const { input } = setup(1200);
    expect(input).toHaveValue(999);
  });
});
