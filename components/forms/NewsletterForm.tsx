'use client';
import { lazy, Suspense } from 'react';
// The island's styles ship with the page (its code comes later): inlined CSS covers only the page's own chunks,
// so without this the server's markup shows unstyled until the chunk arrives (a large layout shift).
import './NewsletterForm.module.css';

const NewsletterFormView = lazy(() =>
  import('./NewsletterFormView').then((m) => ({ default: m.NewsletterFormView })),
);

/**
 * Footer newsletter sign-up (NewsletterFormView). Its code is a separate chunk, not part of every
 * page's first load: the server renders the form (which posts natively until hydrated), and React
 * hydrates it once the chunk has arrived.
 */
export function NewsletterForm() {
  return (
    <Suspense fallback={null}>
      <NewsletterFormView />
    </Suspense>
  );
}
