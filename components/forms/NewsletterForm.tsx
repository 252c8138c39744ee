'use client';
import { Suspense, use } from 'react';
import { preloadedModule } from '@/src/lib/preloaded-module';

const view = preloadedModule(() => import('./NewsletterFormView'));

function LoadedNewsletterForm() {
  const { NewsletterFormView } = use(view);
  return <NewsletterFormView />;
}

/**
 * Footer newsletter sign-up (NewsletterFormView, its own chunk; its schema loads on first submit).
 * The server renders the form in the page (it posts natively until hydrated); the browser hydrates it
 * once the chunk has arrived.
 */
export function NewsletterForm() {
  return (
    <Suspense fallback={null}>
      <LoadedNewsletterForm />
    </Suspense>
  );
}
