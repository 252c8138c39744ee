import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { RenderFailed } from '@/components/status/RenderFailed';
import { ServiceDetail } from '@/components/services/ServiceDetail';
import { ServiceClosing } from '@/components/services/ServiceClosing';
import { ServiceSidebar } from '@/components/services/ServiceSidebar';
import styles from '@/components/services/Services.module.css';
import { contentMessages } from '@/src/content/messages';
import { loadService, loadServiceOrRedirect } from '@/src/content/service-pages';
import { serviceHref } from '@/src/content/services';
import { slugParam } from '@/src/lib/slug';
import { serviceJsonLd } from '@/src/seo/content-json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import { pageMetadata } from '@/src/seo/metadata';
import { homeCrumb } from '@/src/seo/json-ld';

/** Kept in WordPress: each page renders on its first visit (ISR), refreshed when an editor saves. */
export const revalidate = 300;

type Props = { params: Promise<{ serviceSlug: string }> };

/** None at build time: the build does not depend on WordPress or on how many services there are. */
export function generateStaticParams(): { serviceSlug: string }[] {
  return [];
}

async function load(params: Props['params']) {
  const slug = slugParam((await params).serviceSlug);
  return slug ? loadService(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (loaded?.status === 'failed') return { title: 'Services', robots: { index: false } };
  if (loaded?.status !== 'ok') return { title: 'Page not found' };
  const { service } = loaded.value;
  return pageMetadata({
    title: service.name,
    description: `${service.summary} Contact us for pricing.`,
    path: serviceHref(service.slug),
    seo: service.seo,
  });
}

export default async function ServicePage({ params }: Props) {
  const slug = slugParam((await params).serviceSlug);
  if (!slug) notFound();
  const loaded = await loadServiceOrRedirect(slug);
  if (loaded.status === 'failed') {
    return (
      <>
        <PageHeader title="Services" crumbs={[homeCrumb, { label: 'Services', href: '/services' }]} />
        <div className="container">
          <p role="alert">{contentMessages.serviceFailed}</p>
          <RenderFailed what={`service ${slug}`} />
        </div>
      </>
    );
  }
  const { service, sidebarLinks } = loaded.value;
  return (
    <>
      <PageHeader
        title={service.name}
        crumbs={[homeCrumb, { label: 'Services', href: '/services' }, { label: service.name }]}
      />
      <div className={`container ${styles.layout}`}>
        <ServiceSidebar service={service} links={sidebarLinks} pathname={serviceHref(service.slug)} />
        <ServiceDetail service={service} />
      </div>
      <ServiceClosing service={service} />
      <JsonLd data={serviceJsonLd(service)} />
    </>
  );
}
