import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('on-demand', () => {
  it('loads once and shares the result', async () => {
    const load = vi.fn(async () => 42);
    const get = onDemand(load);
    expect(await Promise.all([get(), get()])).toEqual([42, 42]);
    expect(await get()).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const get = onDemand(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
