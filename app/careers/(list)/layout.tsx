import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';

/** The careers list's banner (the job pages draw their own). */
export default function CareersListLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Careers" crumbs={[{ label: 'Home', href: '/' }, { label: 'Careers' }]} />
      {children}
    </>
  );
}
