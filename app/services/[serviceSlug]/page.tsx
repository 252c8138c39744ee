import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { ServiceDetail } from '@/components/services/ServiceDetail';
import { ServiceSidebar } from '@/components/services/ServiceSidebar';
import styles from '@/components/services/Services.module.css';
import { getService, services } from '@/src/content/services';
import { serviceJsonLd } from '@/src/seo/content-json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import { pageMetadata } from '@/src/seo/metadata';
import { homeCrumb } from '@/src/seo/json-ld';

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ serviceSlug: s.slug }));
}

export async function generateMetadata({ params }: PageProps<'/services/[serviceSlug]'>): Promise<Metadata> {
  const service = getService((await params).serviceSlug);
  if (!service) return {};
  return pageMetadata({
    title: service.name,
    description: `${service.summary} Contact us for pricing.`,
    path: `/services/${service.slug}`,
  });
}

export default async function ServicePage({ params }: PageProps<'/services/[serviceSlug]'>) {
  const service = getService((await params).serviceSlug);
  if (!service) notFound();
  return (
    <>
      <PageHeader
        title={service.name}
        crumbs={[homeCrumb, { label: 'Services', href: '/services' }, { label: service.name }]}
      />
      <div className={`container ${styles.layout}`}>
        <ServiceSidebar service={service} pathname={`/services/${service.slug}`} />
        <ServiceDetail service={service} />
      </div>
      <JsonLd data={serviceJsonLd(service)} />
    </>
  );
}
