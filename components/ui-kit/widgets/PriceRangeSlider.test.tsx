import { fireEvent, render, screen } from '@testing-library/react';
import { limits } from '@/src/config/site';
import { formatPrice, initialPriceRange, PriceRangeSlider } from './PriceRangeSlider';

const setup = () => {
  const onChange = vi.fn();
  render(<PriceRangeSlider onChange={onChange} />);
  return {
    onChange,
    low: screen.getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement,
    high: screen.getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement,
    output: () => screen.getByRole('status'),
  };
};

describe('PriceRangeSlider', () => {
  it('keeps the spec constants as data: 50 to 1000, initial 11 and 500, dollar prefix', () => {
    expect(limits.priceRange).toMatchObject({ min: 50, max: 1000, initial: [11, 500], prefix: '$' });
  });

  it('opens at $50 to $500: the initial 11 is clamped up to the minimum', () => {
    const { low, high, output } = setup();
    expect(low.value).toBe('50');
    expect(high.value).toBe('500');
    expect(output()).toHaveTextContent('$50 – $500');
    for (const thumb of [low, high]) {
      expect(thumb).toHaveAttribute('min', '50');
      expect(thumb).toHaveAttribute('max', '1000');
    }
    expect(low).toHaveAttribute('aria-valuetext', '$50');
    expect(high).toHaveAttribute('aria-valuetext', '$500');
  });

  it('initialPriceRange clamps into range and orders the pair', () => {
    expect(initialPriceRange([11, 500])).toEqual([50, 500]);
    expect(initialPriceRange([2000, 10])).toEqual([50, 1000]);
    expect(initialPriceRange([700, 300])).toEqual([300, 700]);
  });

  it('moves each thumb and reports the pair with the dollar prefix', () => {
    const { low, high, output, onChange } = setup();
    fireEvent.change(low, { target: { value: '120' } });
    fireEvent.change(high, { target: { value: '840' } });
    expect(output()).toHaveTextContent('$120 – $840');
    expect(onChange).toHaveBeenLastCalledWith([120, 840]);
    expect(high).toHaveAttribute('aria-valuetext', '$840');
  });

  it('the low thumb cannot pass the high thumb', () => {
    const { low, high, onChange } = setup();
    fireEvent.change(low, { target: { value: '900' } });
    expect(low.value).toBe('500');
    expect(onChange).toHaveBeenLastCalledWith([500, 500]);
    expect(high.value).toBe('500');
  });

  it('the high thumb cannot pass the low thumb', () => {
    const { low, high, onChange } = setup();
    fireEvent.change(low, { target: { value: '300' } });
    fireEvent.change(high, { target: { value: '100' } });
    expect(high.value).toBe('300');
    expect(onChange).toHaveBeenLastCalledWith([300, 300]);
    expect(low.value).toBe('300');
  });

  it('formats thousands with the prefix', () => {
    expect(formatPrice(1000)).toBe('$1,000');
  });
});
