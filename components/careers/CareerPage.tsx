import { PageHeader } from '@/components/layout/PageHeader';
import type { Career } from '@/src/content/wordpress/types';
import { publicRecaptchaSiteKey } from '@/src/integrations/recaptcha-public';
import { CareerDetail } from './CareerDetail';
import { homeCrumb } from '@/src/seo/json-ld';

/**
 * A position's page below the site header: banner with breadcrumb, then the detail and the apply
 * form, or, for a closed position, a notice in its place.
 */
export function CareerPage({ career, open }: { career: Career; open: boolean }) {
  return (
    <>
      <PageHeader
        title={career.title}
        crumbs={[homeCrumb, { label: 'Careers', href: '/careers' }, { label: career.title }]}
      />
      <CareerDetail career={career} open={open} recaptchaSiteKey={publicRecaptchaSiteKey()} />
    </>
  );
}
