// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { keepLayoutSheetsOutOfGlobalError, withoutLayoutSheetsInGlobalError } from './global-error-css.mjs';

const sheet = (name: string) => ({ path: `static/chunks/${name}.css`, inlined: true, content: `.${name}{}` });

/** A manifest file as Turbopack writes it, the global-error entry listing the root layout's sheets. */
function manifestSource(route: string, globalErrorSheets = [sheet('layout'), sheet('fonts')]) {
  const manifest = {
    moduleLoading: { prefix: '' },
    entryCSSFiles: {
      '[project]/app/layout': [sheet('layout'), sheet('fonts')],
      '[project]/app/global-error': globalErrorSheets,
      [`[project]/app${route}/page`]: [sheet('layout'), sheet('fonts'), sheet('page')],
    },
    entryJSFiles: { '[project]/app/global-error': ['static/chunks/ge.js'] },
  };
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}/page"] = ${JSON.stringify(manifest)};\n`;
}

/** What Next reads from the file: it runs it. */
function load(source: string) {
  const context: {
    globalThis?: unknown;
    __RSC_MANIFEST?: Record<string, { entryCSSFiles: Record<string, { path: string }[]> }>;
  } = {};
  context.globalThis = context;
  vm.runInNewContext(source, context);
  return context.__RSC_MANIFEST!;
}

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

describe('the root layout’s stylesheets in the global error boundary', () => {
  it('are taken out of its entry, while every other entry and its own sheets stay', () => {
    const { source, removed } = withoutLayoutSheetsInGlobalError(
      manifestSource('/contact', [sheet('layout'), sheet('fonts'), sheet('own')]),
    );
    expect(removed).toBe(2);
    const sheets = load(source)['/contact/page']!.entryCSSFiles;
    expect(sheets['[project]/app/global-error']!.map((s) => s.path)).toEqual(['static/chunks/own.css']);
    expect(sheets['[project]/app/layout']).toHaveLength(2);
    expect(sheets['[project]/app/contact/page']).toHaveLength(3);
  });

  it('leaves a manifest it cannot read, or one with nothing to take, exactly as it was', () => {
    const clean = manifestSource('/about', [sheet('own')]);
    expect(withoutLayoutSheetsInGlobalError(clean)).toEqual({ source: clean, removed: 0 });
    expect(withoutLayoutSheetsInGlobalError('module.exports = 1')).toEqual({
      source: 'module.exports = 1',
      removed: 0,
    });
  });

  it('edits every client reference manifest of a build, once', async () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'global-error-css-'));
    dist = build;
    const contact = path.join(build, 'server', 'app', 'contact');
    mkdirSync(contact, { recursive: true });
    writeFileSync(path.join(contact, 'page_client-reference-manifest.js'), manifestSource('/contact'));
    writeFileSync(path.join(contact, 'page.js'), manifestSource('/not-a-manifest'));

    expect(await keepLayoutSheetsOutOfGlobalError(build)).toBe(1);
    expect(await keepLayoutSheetsOutOfGlobalError(build)).toBe(0);
    const edited = load(readFileSync(path.join(contact, 'page_client-reference-manifest.js'), 'utf8'));
    expect(edited['/contact/page']!.entryCSSFiles['[project]/app/global-error']).toEqual([]);
    expect(readFileSync(path.join(contact, 'page.js'), 'utf8')).toBe(manifestSource('/not-a-manifest'));
  });
});
