// In a route group so this loading state (with its "Careers" h1) wraps only the list, not a career page.
import { PageHeader } from '@/components/layout/PageHeader';
import { CareersLoading } from '@/components/careers/CareerList';

export default function Loading() {
  return (
    <>
      <PageHeader title="Careers" crumbs={[{ label: 'Home', href: '/' }, { label: 'Careers' }]} />
      <CareersLoading />
    </>
  );
}
