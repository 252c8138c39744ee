// @vitest-environment node
import { JSDOM } from 'jsdom';
import { Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inlineCompletedBoundaries } from './inline-boundaries.mjs';

const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

/** A page past React's progressive chunk size, so its boundaries are sent out of line as on the site. */
function Page({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Title</h1>
          <p>{words(300, 'intro')}</p>
          {children}
        </main>
        <footer>
          <Suspense fallback={null}>
            <form action="/api/newsletter" method="post">
              <label htmlFor="email">Email</label>
              <input id="email" name="email" />
              <p>{words(80, 'note')}</p>
            </form>
          </Suspense>
        </footer>
      </body>
    </html>
  );
}

async function render(element: ReactNode) {
  const stream = await renderToReadableStream(element, { progressiveChunkSize: 2000 });
  await stream.allReady;
  return new Response(stream).text();
}

/** The body as a browser shows it after running the page's scripts (React's reveal included). */
async function revealedByBrowser(html: string) {
  const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
  await new Promise((resolve) => setTimeout(resolve, 700));
  return withoutScripts(dom);
}

function withoutScripts(dom: JSDOM) {
  for (const script of dom.window.document.querySelectorAll('script')) script.remove();
  const body = dom.window.document.body.innerHTML;
  dom.window.close();
  return body;
}

describe('inlineCompletedBoundaries', () => {
  it('puts each outlined boundary where React would reveal it, so the page is the same without scripts', async () => {
    const html = await render(
      <Page>
        <Suspense fallback={<p>Loading posts...</p>}>
          <ul>
            {words(60, 'post')
              .split(' ')
              .map((w) => (
                <li key={w}>{w}</li>
              ))}
          </ul>
          <Suspense fallback={<p>Loading tags...</p>}>
            <p>{words(120, 'tag')}</p>
          </Suspense>
        </Suspense>
      </Page>,
    );
    expect(html, 'React sent the boundaries out of line').toContain('$RC("B:');

    const inlined = inlineCompletedBoundaries(html);
    expect(inlined).not.toContain('$RC');
    expect(inlined).not.toContain('<div hidden id="S:');
    expect(inlined).not.toContain('<template id="B:');
    expect(inlined).not.toContain('Loading posts...');
    expect(inlined).toContain('post59');
    expect(inlined).toContain('tag119');
    expect(inlined).toContain('<input id="email" name="email"/>');

    expect(withoutScripts(new JSDOM(inlined))).toBe(await revealedByBrowser(html));
  });

  it('leaves a document without outlined boundaries as it is', async () => {
    const html = await render(
      <html lang="en">
        <body>
          <Suspense fallback={<p>Loading...</p>}>
            <p>short</p>
          </Suspense>
        </body>
      </html>,
    );
    expect(inlineCompletedBoundaries(html)).toBe(html);
  });

  it('leaves a document with instructions it does not know to React', async () => {
    const html = await render(<Page>{null}</Page>);
    const withSegment = html.replace('</body>', '<script>$RS("S:9","P:9")</script></body>');
    expect(inlineCompletedBoundaries(withSegment)).toBe(withSegment);
    const missingBoundary = html.replace(/<template id="B:0"><\/template>/, '');
    expect(inlineCompletedBoundaries(missingBoundary)).toBe(missingBoundary);
  });
});
