import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { company, siteUrl } from '@/src/config/site';
import { bodyFont, displayFont } from '@/src/styles/fonts';
import { organizationJsonLd } from '@/src/seo/json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import { AnalyticsConsent } from '@/components/analytics/AnalyticsConsent';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: company.title, template: `%s | ${company.shortName}` },
  description: company.description,
  applicationName: company.shortName,
  openGraph: { siteName: company.shortName, locale: 'en_IN', type: 'website' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#0b1020',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <JsonLd data={organizationJsonLd()} />
        {process.env.NEXT_PUBLIC_GA_ID ? <AnalyticsConsent gaId={process.env.NEXT_PUBLIC_GA_ID} /> : null}
      </body>
    </html>
  );
}
