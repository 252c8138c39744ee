// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintCompileOnLoad } from './compile-hints.mjs';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the compile hint on client chunks', () => {
  it('opens every script of the build with it, once, and leaves other files alone', async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    const chunks = path.join(dist, 'static', 'chunks');
    mkdirSync(path.join(chunks, 'nested'), { recursive: true });
    writeFileSync(path.join(chunks, 'a.js'), 'globalThis.a=1;');
    writeFileSync(path.join(chunks, 'nested', 'b.js'), 'globalThis.b=2;');
    writeFileSync(path.join(chunks, 'c.css'), '.c{color:red}');

    expect(await hintCompileOnLoad(dist)).toBe(2);
    expect(await hintCompileOnLoad(dist)).toBe(0);
    expect(readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}globalThis.a=1;`);
    expect(readFileSync(path.join(chunks, 'nested', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}globalThis.b=2;`);
    expect(readFileSync(path.join(chunks, 'c.css'), 'utf8')).toBe('.c{color:red}');
    // The exact comment V8 looks for, on the first line.
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
