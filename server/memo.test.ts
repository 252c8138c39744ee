import { describe, expect, it } from 'vitest';
import { boundedMemo } from './memo.mjs';

describe('boundedMemo', () => {
  it('returns what was stored and never holds more than its limit', () => {
    const memo = boundedMemo(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect(memo.size).toBe(2);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBe(2);
    expect(memo.get('c')).toBe(3);
  });

  it('drops the least recently used entry, not the oldest written', () => {
    const memo = boundedMemo(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.get('a');
    memo.set('c', 3);
    expect(memo.get('a')).toBe(1);
    expect(memo.get('b')).toBeUndefined();
  });
});
