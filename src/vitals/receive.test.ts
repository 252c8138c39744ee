// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { receiveVitals } from './receive';

const logged = vi.hoisted(() => [] as unknown[][]);
vi.mock('@/server/log.mjs', () => ({ log: (...args: unknown[]) => logged.push(args) }));

let address = 0;
const post = (body: unknown, raw?: string) =>
  receiveVitals(
    new Request('http://127.0.0.1/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++address % 250}` },
      body: raw ?? JSON.stringify(body),
    }),
  );

describe('POST /api/vitals', () => {
  beforeEach(() => {
    logged.length = 0;
  });

  it('logs one line per page view: the path, the navigation and the numbers, nothing else', async () => {
    const response = await post({
      path: '/blog',
      navigation: 'navigate',
      metrics: { TTFB: 120, FCP: 640, LCP: 910, CLS: 0.0021, INP: 48 },
    });
    expect(response.status).toBe(204);
    expect(logged).toEqual([
      [
        'info',
        'web vitals',
        { path: '/blog', navigation: 'navigate', TTFB: 120, FCP: 640, LCP: 910, CLS: 0.0021, INP: 48 },
      ],
    ]);
  });

  it('refuses what is not a report with a 400 that names the field, and logs nothing', async () => {
    for (const [body, field] of [
      [{ path: 'https://elsewhere.example/', metrics: { LCP: 1 } }, 'path'],
      [{ path: '/', metrics: { LCP: -5 } }, 'metrics.LCP'],
      [{ path: '/', metrics: { cookie: 1 } }, 'metrics'],
      [{ path: '/', metrics: {} }, 'metrics'],
    ] as const) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(field);
    }
    expect((await post(undefined, 'not json')).status).toBe(400);
    expect(
      (await post(undefined, JSON.stringify({ path: '/', metrics: { LCP: 1 }, pad: 'x'.repeat(3000) })))
        .status,
    ).toBe(413);
    expect(logged).toEqual([]);
  });

  it('answers 429 to an address that sends far more than page views do', async () => {
    const from = (n: number) =>
      receiveVitals(
        new Request('http://127.0.0.1/api/vitals', {
          method: 'POST',
          headers: { 'x-forwarded-for': '203.0.113.77' },
          body: JSON.stringify({ path: `/p${n}`, metrics: { LCP: n } }),
        }),
      );
    const statuses = [];
    for (let n = 0; n < 61; n++) statuses.push((await from(n)).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
