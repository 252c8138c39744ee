import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const withForwardedFor = (value?: string) =>
  new Request('http://site.test/', { headers: value === undefined ? {} : { 'x-forwarded-for': value } });

describe('clientAddress', () => {
  it('takes the hop the trusted proxy appended, not the ones the client sent', () => {
    expect(clientAddress(withForwardedFor('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9');
    expect(clientAddress(withForwardedFor('203.0.113.9'))).toBe('203.0.113.9');
  });

  it('ignores empty hops and answers "unknown" without the header', () => {
    expect(clientAddress(withForwardedFor('1.1.1.1, '))).toBe('1.1.1.1');
    expect(clientAddress(withForwardedFor())).toBe('unknown');
  });
});
