// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkGrant, checkPreview, grantCookie, previewPath, signPreview } from './token';

const SECRET = 'shared-secret-for-tests';
const NOW = Date.UTC(2026, 0, 1, 12);
const expires = NOW / 1000 + 600;

function query(values: Record<string, string | number>) {
  return new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]));
}
const signed = (overrides: Record<string, string | number> = {}) =>
  query({
    type: 'post',
    id: 42,
    expires,
    sig: signPreview({ type: 'post', id: 42, expires }, SECRET),
    ...overrides,
  });

describe('preview addresses', () => {
  it('accepts an address WordPress signed, until it expires', () => {
    expect(checkPreview(signed(), SECRET, NOW)).toEqual({
      ok: true,
      preview: { type: 'post', id: 42, expires },
    });
    expect(checkPreview(signed(), SECRET, expires * 1000 + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('matches the signature the must-use plugin computes (hash_hmac sha256 of preview:type:id:expires)', () => {
    // php -r 'echo hash_hmac("sha256", "preview:career:7:1767272400", "shared-secret-for-tests");'
    expect(signPreview({ type: 'career', id: 7, expires: 1767272400 }, SECRET)).toBe(
      'b545f7df4262d208def5b21067e282d802aea96d93af09b0b85fecb8982c8084',
    );
  });

  it('refuses a changed id, type or expiry, another secret and a malformed address', () => {
    expect(checkPreview(signed({ id: 43 }), SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkPreview(signed({ type: 'career' }), SECRET, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkPreview(signed({ expires: expires + 3600 }), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(checkPreview(signed(), 'another-secret', NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkPreview(signed({ sig: 'abc' }), SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkPreview(signed({ type: 'attachment' }), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(checkPreview(query({ type: 'post', id: 42 }), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(checkPreview(signed(), undefined, NOW)).toEqual({ ok: false, reason: 'off' });
  });

  it('shows a checked preview at /preview/{type}/{id}', () => {
    expect(previewPath({ type: 'career', id: 7 })).toBe('/preview/career/7');
  });
});

describe('preview grants', () => {
  const preview = { type: 'post' as const, id: 42, expires };

  it('are named for one item, hold the link signature and expire with the link', () => {
    const grant = grantCookie(preview, SECRET, NOW);
    expect(grant.name).toBe('agency_preview_post_42');
    expect(grant.maxAge).toBe(600);
    expect(checkGrant({ type: 'post', id: 42 }, grant.value, SECRET, NOW)).toBe(true);
  });

  it('open no other item, nothing after the link expires, and nothing forged', () => {
    const { value } = grantCookie(preview, SECRET, NOW);
    expect(checkGrant({ type: 'post', id: 43 }, value, SECRET, NOW)).toBe(false);
    expect(checkGrant({ type: 'career', id: 42 }, value, SECRET, NOW)).toBe(false);
    expect(checkGrant({ type: 'post', id: 42 }, value, SECRET, expires * 1000 + 1)).toBe(false);
    expect(checkGrant({ type: 'post', id: 42 }, value, 'another-secret', NOW)).toBe(false);
    expect(checkGrant({ type: 'post', id: 42 }, `${expires + 600}.${value.split('.')[1]}`, SECRET, NOW)).toBe(
      false,
    );
    expect(checkGrant({ type: 'post', id: 42 }, undefined, SECRET, NOW)).toBe(false);
    expect(checkGrant({ type: 'post', id: 42 }, 'garbage', SECRET, NOW)).toBe(false);
  });
});
