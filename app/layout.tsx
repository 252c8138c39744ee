import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { company, seo } from '@/src/config/site';
import { serverEnv, siteUrl } from '@/src/config/env';
import { loadShellContent } from '@/src/content/pages/shell-content';
import { bodyFont, displayFont } from '@/src/styles/fonts';
import { organizationJsonLd } from '@/src/seo/json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import { defaultDescription } from '@/src/seo/text';
import { AnalyticsConsent } from '@/components/analytics/AnalyticsConsent';
import { WebVitals } from '@/components/analytics/WebVitals';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { Preloader } from '@/components/layout/Preloader';
import { ScrollBehavioursLater } from '@/components/layout/ScrollBehavioursLater';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: company.title, template: `%s | ${company.shortName}` },
  description: defaultDescription,
  applicationName: company.shortName,
  openGraph: { siteName: company.shortName, locale: 'en_IN', type: 'website' },
  twitter: { card: 'summary_large_image', site: seo.twitterHandle },
};

export const viewport: Viewport = {
  themeColor: '#0b1020',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const gaId = serverEnv().NEXT_PUBLIC_GA_ID;
  // Read before anything renders, and passed down: a header or footer awaiting its own read would be
  // written into the RSC payload whenever that read finished, so renders of unchanged content differed.
  const { contact, counters, menus, settings } = await loadShellContent();
  return (
    // The preloader script sets data-preloader on <html> before hydration.
    <html lang="en-IN" className={`${bodyFont.variable} ${displayFont.variable}`} suppressHydrationWarning>
      <body>
        <Preloader />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header contact={contact} menu={menus.main} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer contact={contact} menus={menus} settings={settings} />
        <ScrollBehavioursLater />
        <WebVitals />
        <JsonLd data={organizationJsonLd(contact, counters, settings)} />
        {gaId ? <AnalyticsConsent gaId={gaId} /> : null}
      </body>
    </html>
  );
}
