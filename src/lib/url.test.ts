import { describe, expect, it } from 'vitest';
import { decodeComponent } from './url';

describe('decodeComponent', () => {
  it('decodes percent-encoding', () => {
    expect(decodeComponent('caf%C3%A9%20au%20lait')).toBe('café au lait');
  });

  it('answers null for malformed encoding instead of throwing', () => {
    expect(decodeComponent('%E0%A4%A')).toBeNull();
    expect(decodeComponent('100%')).toBeNull();
  });
});
