import { PageHeader } from '@/components/layout/PageHeader';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { ServiceClosing } from '@/components/services/ServiceClosing';
import { ServiceDetail } from '@/components/services/ServiceDetail';
import { ServiceSidebar } from '@/components/services/ServiceSidebar';
import styles from '@/components/services/Services.module.css';
import { servicesOrNone } from '@/src/content/service-pages';
import { serviceHref } from '@/src/content/services';
import { getServicePreview } from '@/src/content/wordpress/preview';
import { grantedPreview, previewMetadata } from '@/src/preview/page';
import { homeCrumb } from '@/src/seo/json-ld';

/** /preview/service/{id}: a service page as WordPress has it now, to the holder of its preview grant only (the public page's components). */
export const dynamic = 'force-dynamic';
export const metadata = previewMetadata;

export default async function ServicePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const {
    item: service,
    status,
    unsavedChanges,
  } = await grantedPreview('service', params, getServicePreview);
  const published = await servicesOrNone();
  const links = (published.some((s) => s.slug === service.slug) ? published : [...published, service]).map(
    (s) => ({ label: s.slug === service.slug ? service.name : s.name, url: serviceHref(s.slug) }),
  );
  return (
    <>
      <PreviewBar
        status={status}
        unsavedChanges={unsavedChanges}
        exitTo={status === 'publish' ? serviceHref(service.slug) : '/services'}
      />
      <PageHeader
        title={service.name}
        crumbs={[homeCrumb, { label: 'Services', href: '/services' }, { label: service.name }]}
      />
      <div className={`container ${styles.layout}`}>
        <ServiceSidebar service={service} links={links} pathname={serviceHref(service.slug)} />
        <ServiceDetail service={service} />
      </div>
      <ServiceClosing service={service} />
    </>
  );
}
