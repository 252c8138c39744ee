// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowRequest, claimRefresh, REFRESH_LIMIT } from './sitemap-refresh';

describe('sitemap refresh limits (in memory, without REDIS_URL)', () => {
  it('lets a client through perClient times a window, then refuses it but not others', async () => {
    const answers = [];
    for (let i = 0; i <= REFRESH_LIMIT.perClient; i++) answers.push(await allowRequest('1.2.3.4'));
    expect(answers).toEqual([...Array(REFRESH_LIMIT.perClient).fill(true), false]);
    expect(await allowRequest('5.6.7.8')).toBe(true);
  });

  it('runs the refresh once per cooldown however many visitors ask', async () => {
    expect(await claimRefresh()).toBe(true);
    expect(await claimRefresh()).toBe(false);
    expect(await claimRefresh()).toBe(false);
  });
});
