// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  allowRequest,
  markRefreshed,
  recentlyRefreshed,
  REFRESH_LIMIT,
  resetSitemapRefreshForTests,
} from './sitemap-refresh';

describe('sitemap refresh limits', () => {
  beforeEach(() => resetSitemapRefreshForTests());

  it('lets a client through perClient times a window, then refuses until the window slides', () => {
    const t0 = 1_000_000;
    for (let i = 0; i < REFRESH_LIMIT.perClient; i++) expect(allowRequest('1.2.3.4', t0 + i)).toBe(true);
    expect(allowRequest('1.2.3.4', t0 + 10)).toBe(false);
    expect(allowRequest('5.6.7.8', t0 + 10)).toBe(true);
    expect(allowRequest('1.2.3.4', t0 + REFRESH_LIMIT.windowMs + 5)).toBe(true);
  });

  it('skips the work during the cooldown after a refresh', () => {
    expect(recentlyRefreshed(50_000)).toBe(false);
    markRefreshed(50_000);
    expect(recentlyRefreshed(50_000 + REFRESH_LIMIT.cooldownMs - 1)).toBe(true);
    expect(recentlyRefreshed(50_000 + REFRESH_LIMIT.cooldownMs)).toBe(false);
  });
});
