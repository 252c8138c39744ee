// @vitest-environment node
import { Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloaderScript } from '@/src/shell/preloader-script.mjs';
import { isTrustedInlineScript } from './trusted-scripts.mjs';

const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

async function inlineScriptsOf(element: ReactNode) {
  const stream = await renderToReadableStream(element, { progressiveChunkSize: 2000 });
  await stream.allReady;
  const html = await new Response(stream).text();
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

describe('isTrustedInlineScript', () => {
  it("allows Next's flight data and Turbopack's bootstrap, with JSON arguments only", () => {
    expect(isTrustedInlineScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(isTrustedInlineScript('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])')).toBe(true);
    expect(
      isTrustedInlineScript(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]});',
      ),
    ).toBe(true);
    expect(isTrustedInlineScript('self.__next_f.push([1,"x"]);alert(1)')).toBe(false);
    expect(isTrustedInlineScript('self.__next_f.push([1,"x"]);alert(1)//)')).toBe(false);
    expect(isTrustedInlineScript('self.__next_f.push(alert(1))')).toBe(false);
  });

  it('allows our preloader exactly, and no other script', () => {
    expect(isTrustedInlineScript(preloaderScript)).toBe(true);
    expect(isTrustedInlineScript(`${preloaderScript}alert(1)`)).toBe(false);
    expect(isTrustedInlineScript("document.title='pwned'")).toBe(false);
    expect(isTrustedInlineScript('')).toBe(false);
  });

  it("allows every script React's streaming renderer writes, and not a look-alike", async () => {
    const scripts = await inlineScriptsOf(
      <html lang="en">
        <body>
          <p>{words(200, 'intro')}</p>
          <Suspense fallback={<p>Loading...</p>}>
            <ul>{words(300, 'item')}</ul>
          </Suspense>
          <Suspense fallback={null}>
            <p>{words(300, 'more')}</p>
          </Suspense>
        </body>
      </html>,
    );
    expect(scripts.some((s) => s.includes('$RC('))).toBe(true);
    for (const script of scripts) expect(isTrustedInlineScript(script)).toBe(true);
    expect(isTrustedInlineScript('$RC=function(){alert(1)};$RC("B:0","S:0")')).toBe(false);
    expect(isTrustedInlineScript('$RC("B:0","S:0");alert(1)')).toBe(false);
    expect(isTrustedInlineScript('$RC("B:0",alert(1))')).toBe(false);
  });
});
