// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refusedField } from '@/src/integrations/wordpress-forms';
import { isNewsletterRefusal } from './index';
import { isRetryable } from './outbox';

/**
 * The outbox and its deliverers may be made by one bundle (instrumentation) and their refusals read
 * by another (a route handler), each with its own copy of the error classes.
 */
function fromAnotherBundle(name: string, fields: Record<string, unknown>): Error {
  class Copy extends Error {}
  const error = new Copy('refused');
  error.name = name;
  return Object.assign(error, fields);
}

describe('refusals made by another copy of the error classes', () => {
  it('are still recognised: a field WordPress refused, a sign-up the list refused, and what is worth a retry', () => {
    const field = fromAnotherBundle('WordPressFieldError', {
      field: 'town',
      fieldMessage: 'City is required.',
      status: 400,
    });
    expect(refusedField(field, { town: 'city' })).toEqual({
      field: 'city',
      message: 'City is required.',
      status: 400,
    });
    // A call time someone requested first: WordPress's 409 reaches the visitor, and is never retried.
    const taken = fromAnotherBundle('WordPressFieldError', {
      field: 'call_start',
      fieldMessage: 'Someone has just requested that time.',
      status: 400,
      answered: 409,
    });
    expect(refusedField(taken, { call_start: 'slot' })).toMatchObject({ field: 'slot', status: 409 });
    expect(isRetryable(taken)).toBe(false);
    expect(
      isNewsletterRefusal(fromAnotherBundle('NewsletterRefused', { msg: 'Already subscribed', status: 400 })),
    ).toBe(true);
    expect(isRetryable(field)).toBe(false);
    expect(isRetryable(fromAnotherBundle('UpstreamError', { status: 503 }))).toBe(true);
    expect(isRetryable(new Error('socket hang up'))).toBe(true);
  });
});
