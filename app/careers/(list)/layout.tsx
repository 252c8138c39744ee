import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';

/** The list's banner sits outside the loading boundary, so the page has one h1 and one breadcrumb while it streams. */
export default function CareersListLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Careers" crumbs={[{ label: 'Home', href: '/' }, { label: 'Careers' }]} />
      {children}
    </>
  );
}
