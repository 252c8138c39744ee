// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A build read's outcome per attempt: an answer, or a failure marked transient or not. */
type Outcome = 'answer' | 'silence' | 'refusal';

class Failure extends Error {
  constructor(readonly transient: boolean) {
    super(transient ? 'no answer' : 'refused');
  }
}

const isTransient = (error: unknown) => error instanceof Failure && error.transient;

/** An attempt that plays `outcomes` in turn, counting its calls. */
function attempts(...outcomes: Outcome[]) {
  let call = 0;
  const attempt = vi.fn(async () => {
    const outcome = outcomes[Math.min(call++, outcomes.length - 1)];
    if (outcome === 'answer') return 'posts';
    throw new Failure(outcome === 'silence');
  });
  return attempt;
}

describe('WordPress reads during a build', () => {
  let readDuringBuild: typeof import('./build-reads').readDuringBuild;
  const pauses: number[] = [];
  const sleep = async (ms: number) => {
    pauses.push(ms);
  };

  beforeEach(async () => {
    // Each case starts with a build that has not given up on WordPress.
    vi.resetModules();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    ({ readDuringBuild } = await import('./build-reads'));
    pauses.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('try again after 2 s and 6 s when WordPress is silent, and give the answer that came', async () => {
    const attempt = attempts('silence', 'silence', 'answer');
    expect(await readDuringBuild('posts', attempt, isTransient, sleep)).toBe('posts');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([2_000, 6_000]);
  });

  it('give up after three attempts with the last failure', async () => {
    const attempt = attempts('silence');
    await expect(readDuringBuild('posts', attempt, isTransient, sleep)).rejects.toThrow('no answer');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('never repeat a refusal (a 404 is an answer)', async () => {
    const attempt = attempts('refusal');
    await expect(readDuringBuild('posts/9', attempt, isTransient, sleep)).rejects.toThrow('refused');
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(pauses).toEqual([]);
  });

  it('after three reads in a row got nothing, ask once each, until WordPress answers again', async () => {
    for (let i = 0; i < 3; i += 1)
      await expect(readDuringBuild('posts', attempts('silence'), isTransient, sleep)).rejects.toThrow();
    const once = attempts('silence');
    await expect(readDuringBuild('tags', once, isTransient, sleep)).rejects.toThrow();
    expect(once).toHaveBeenCalledTimes(1);
    expect(await readDuringBuild('menus', attempts('answer'), isTransient, sleep)).toBe('posts');
    const patient = attempts('silence', 'answer');
    expect(await readDuringBuild('categories', patient, isTransient, sleep)).toBe('posts');
    expect(patient).toHaveBeenCalledTimes(2);
  });

  it('keep at most twelve reads in flight, so a slow WordPress answers each before its timeout', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return 'posts';
    };
    await Promise.all(Array.from({ length: 30 }, () => readDuringBuild('posts', slow, isTransient, sleep)));
    expect(most).toBe(12);
  });
});
