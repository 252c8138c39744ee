import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';
import { homeCrumb } from '@/src/seo/json-ld';

/** The careers list's banner (the job pages draw their own). */
export default function CareersListLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Careers" crumbs={[homeCrumb, { label: 'Careers' }]} />
      {children}
    </>
  );
}
