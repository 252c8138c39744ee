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
