'use client';
import { splitComponent } from '@/components/widgets/lib/splitComponent';

/**
 * Footer newsletter sign-up: NewsletterFormView in its own chunk (its schema loads on first submit).
 * Until the chunk arrives the server's form posts natively.
 */
export const NewsletterForm = splitComponent<object>(() =>
  import('./NewsletterFormView').then((m) => m.NewsletterFormView),
);
