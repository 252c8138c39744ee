'use client';
import { splitComponent } from '@/components/widgets/lib/splitComponent';

/** The application form in its own chunk; until it arrives the server's form posts natively. */
export const ApplyFormIsland = splitComponent<{ jobTitle: string; recaptchaSiteKey?: string }>(() =>
  import('./ApplyForm').then((m) => m.ApplyForm),
);
