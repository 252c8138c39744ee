import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/LegalPage';
import { legalPageMetadata } from '@/src/seo/route-metadata';

/** Kept in WordPress as a page: ISR, refreshed when an editor saves it. */
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  return legalPageMetadata('/terms');
}

export default function TermsPage() {
  return <LegalPage slug="terms" crumb="Terms" />;
}
