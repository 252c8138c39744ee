import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './loopback';

describe('isLoopbackUrl', () => {
  it('accepts this machine', () => {
    for (const url of [
      'http://127.0.0.1:9400',
      'http://localhost/wp',
      'http://[::1]:8080',
      'http://127.8.0.3',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it('refuses public hosts that merely contain a loopback name', () => {
    for (const url of [
      'https://127.0.0.1.evil.example',
      'https://localhost.evil.example',
      'https://cms.example/?h=127.0.0.1',
      'https://evil-localhost.example',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
