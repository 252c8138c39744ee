import { describe, expect, it } from 'vitest';
import { indexRules, redirectListSchema, redirectTarget } from './rules';

describe('editors’ redirects', () => {
  it('match a path with or without its trailing slash', () => {
    const rules = indexRules([{ from: '/services/cloud/', to: '/services', status: 301 }]);
    expect(rules.get('/services/cloud')?.to).toBe('/services');
  });

  it('keep the visitor’s query unless the target has its own; a 410 has no target', () => {
    expect(redirectTarget({ from: '/a', to: '/b', status: 301 }, '?utm_source=x')).toBe('/b?utm_source=x');
    expect(redirectTarget({ from: '/a', to: '/b?tab=2', status: 302 }, '?utm_source=x')).toBe('/b?tab=2');
    expect(redirectTarget({ from: '/a', to: '', status: 410 }, '')).toBeNull();
  });

  it('drop a malformed rule from WordPress rather than the whole table', () => {
    const { redirects } = redirectListSchema.parse({
      redirects: [
        { from: '/a', to: '/b', status: 301 },
        { from: 'no-slash', to: '/b', status: 301 },
        { from: '/c', status: 999 },
      ],
    });
    expect(redirects).toEqual([{ from: '/a', to: '/b', status: 301 }]);
  });
});
