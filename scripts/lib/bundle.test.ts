import { describe, expect, it } from 'vitest';
import { importedSpecifiers, packageName } from './bundle.mjs';

describe('what the deploy bundle takes of our server', () => {
  it('finds static and dynamic imports and require.resolve', () => {
    const source = `import next from 'next';
import './side-effect.mjs';
import { z } from "zod";
const late = await import('./late.mjs');
const file = require.resolve('react-dom/package.json');`;
    expect(importedSpecifiers(source).sort()).toEqual(
      ['./late.mjs', './side-effect.mjs', 'next', 'react-dom/package.json', 'zod'].sort(),
    );
  });

  it('names the package of a bare specifier, and none for a path or a Node built-in', () => {
    expect(packageName('@fastify/static')).toBe('@fastify/static');
    expect(packageName('@fastify/static/lib/x.js')).toBe('@fastify/static');
    expect(packageName('react-dom/package.json')).toBe('react-dom');
    expect(packageName('next')).toBe('next');
    for (const none of ['./edge.mjs', '../src/config/environment.mjs', 'node:fs', 'fs', 'zlib'])
      expect(packageName(none), none).toBeUndefined();
  });
});
