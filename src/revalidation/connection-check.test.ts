// @vitest-environment node
import { resetServerEnvForTests } from '@/src/config/env';
import { answerPing, checkConnection } from './connection-check';
import { revalidateBodySchema, tagsFor } from './revalidate';

type Call = { url: string; method: string; auth: string | null; body?: string };
let calls: Call[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  calls = [];
  answers = {
    '/wp-json/wp/v2/posts': () => Response.json([{ id: 1 }]),
    '/wp-json/agency/v1/connect/check': () =>
      Response.json({ thisWordPress: true, account: 'agency-site', canSubmit: true }),
  };
  vi.stubEnv('WORDPRESS_URL', 'https://cms.example.com/');
  vi.stubEnv('WORDPRESS_USER', 'agency-site');
  vi.stubEnv('WORDPRESS_APP_PASSWORD', 'abcdefghijklmnopqrstuvwx');
  resetServerEnvForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({
        url: String(url),
        method: init.method ?? 'GET',
        auth: headers.get('authorization'),
        body: init.body as string | undefined,
      });
      const answer = answers[new URL(url).pathname];
      if (!answer) throw new TypeError('fetch failed');
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  resetServerEnvForTests();
});

describe("the site's half of WordPress's connection test", () => {
  it('a ping is a known type that expires nothing', () => {
    expect(tagsFor(revalidateBodySchema.parse({ type: 'ping', challenge: 'abc' }))).toEqual([]);
  });

  it('reads a post and hands the challenge back, both with its own credentials', async () => {
    expect(await checkConnection('challenge-1')).toEqual({
      state: 'ok',
      url: 'https://cms.example.com',
      account: 'agency-site',
    });
    expect(calls.map((c) => [c.method, new URL(c.url).pathname])).toEqual([
      ['GET', '/wp-json/wp/v2/posts'],
      ['POST', '/wp-json/agency/v1/connect/check'],
    ]);
    const basic = `Basic ${Buffer.from('agency-site:abcdefghijklmnopqrstuvwx').toString('base64')}`;
    expect(calls.every((c) => c.auth === basic)).toBe(true);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ challenge: 'challenge-1' });
  });

  it('names each way it can fail, and never the credentials', async () => {
    answers['/wp-json/agency/v1/connect/check'] = () =>
      Response.json({ thisWordPress: false, account: 'agency-site', canSubmit: true });
    expect((await checkConnection('x')).state).toBe('other');

    answers['/wp-json/agency/v1/connect/check'] = () =>
      Response.json({ code: 'rest_no_route' }, { status: 404 });
    expect((await checkConnection('x')).state).toBe('other');

    answers['/wp-json/agency/v1/connect/check'] = () =>
      Response.json({ thisWordPress: true, account: 'someone', canSubmit: false });
    expect(await checkConnection('x')).toMatchObject({ state: 'cannot-submit', account: 'someone' });

    answers['/wp-json/wp/v2/posts'] = () => Response.json({ code: 'incorrect_password' }, { status: 401 });
    expect((await checkConnection('x')).state).toBe('refused');

    // A host that answers with a page, not the REST API (plain permalinks, another application).
    answers['/wp-json/wp/v2/posts'] = () => new Response('<html></html>', { status: 200 });
    expect((await checkConnection('x')).state).toBe('other');

    delete answers['/wp-json/wp/v2/posts'];
    const unreachable = await checkConnection('x');
    expect(unreachable).toEqual({ state: 'unreachable', url: 'https://cms.example.com' });
    expect(JSON.stringify(unreachable)).not.toContain('abcdefghijklmnopqrstuvwx');
  });

  it('without credentials it does not ask WordPress at all', async () => {
    vi.stubEnv('WORDPRESS_APP_PASSWORD', '');
    resetServerEnvForTests();
    expect((await checkConnection('x')).state).toBe('no-credentials');
    expect(calls).toEqual([]);
  });

  it('answers ten tests a minute, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await answerPing(`c${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(calls.length).toBe(20);
  });
});
