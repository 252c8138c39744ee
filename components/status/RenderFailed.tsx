import { Suspense } from 'react';
import { duringBuild } from '@/src/content/wordpress/build-reads';
import { ContentUnavailableError } from '@/src/content/loaded';
import { QuietBoundary } from './QuietBoundary';

function Fail({ what }: { what: string }): never {
  throw new ContentUnavailableError(what);
}

/**
 * Placed beside every failure text a page shows when WordPress could not be read and nothing was
 * kept. The server still renders the page with that text in place, but Next answers it with a 500
 * that no cache keeps, and ISR goes on serving the address's last good render instead of storing
 * this one: Next does so for any render in which a server component threw. The throw happens inside
 * a Suspense boundary, so the rest of the page is drawn, and inside `QuietBoundary`, so the browser
 * draws nothing in its place. `what` names the failed read in the server's log.
 *
 * A build would fail on the throw, so during `next build` nothing is thrown: a build that could not
 * read WordPress keeps none of its pages (src/content/wordpress/build-reads.ts), and the page
 * renders on its first visit.
 */
export function RenderFailed({ what }: { what: string }) {
  if (duringBuild()) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Fail what={what} />
      </Suspense>
    </QuietBoundary>
  );
}
