// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerEnvForTests } from '../src/config/environment.mjs';
import { log, requestId, withRequest } from './log.mjs';

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
  vi.restoreAllMocks();
});

describe('the log', () => {
  it('writes one JSON object per line with LOG_FORMAT=json, naming the request it belongs to', () => {
    vi.stubEnv('LOG_FORMAT', 'json');
    resetServerEnvForTests();
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    withRequest({ requestId: 'req-12345678', method: 'POST', path: '/api/contact' }, () => {
      expect(requestId()).toBe('req-12345678');
      log('error', 'form delivery failed', { kind: 'contact', error: new Error('HubSpot: answered 500') });
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 'error',
      msg: 'form delivery failed',
      requestId: 'req-12345678',
      method: 'POST',
      path: '/api/contact',
      kind: 'contact',
      error: { message: 'HubSpot: answered 500' },
    });
    expect(Date.parse(line.time)).not.toBeNaN();
  });

  it('writes info and debug lines to stdout and warnings and errors to stderr, each once', () => {
    vi.stubEnv('LOG_FORMAT', 'json');
    resetServerEnvForTests();
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
    log('debug', 'cache miss', { key: '/about' });
    log('info', 'content changed in WordPress; pages refreshed', { tags: 'posts' });
    log('warn', 'slow', { ms: 5200 });
    expect(out.map((line) => JSON.parse(line))).toEqual([
      { level: 'debug', time: expect.any(String), key: '/about', msg: 'cache miss' },
      {
        level: 'info',
        time: expect.any(String),
        tags: 'posts',
        msg: 'content changed in WordPress; pages refreshed',
      },
    ]);
    expect(err.map((line) => JSON.parse(line))).toEqual([
      { level: 'warn', time: expect.any(String), ms: 5200, msg: 'slow' },
    ]);
  });

  it('keeps each request its own id across awaits, and writes plain text by default', async () => {
    const seen = await Promise.all(
      ['req-aaaaaaaa', 'req-bbbbbbbb'].map((id) =>
        withRequest({ requestId: id }, async () => {
          await new Promise((r) => setTimeout(r, 5));
          return requestId();
        }),
      ),
    );
    expect(seen).toEqual(['req-aaaaaaaa', 'req-bbbbbbbb']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    withRequest({ requestId: 'req-cccccccc' }, () => log('warn', 'slow', { ms: 5200 }));
    expect(warn).toHaveBeenCalledWith('slow ms=5200 [req-cccccccc]');
  });
});
