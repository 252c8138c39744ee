import type { Metadata } from 'next';
import { StatusPage } from '@/components/status/StatusPage';
import { pageDescription, pageTitle } from '@/src/seo/text';

const message = 'The page you are looking for does not exist.';

// Next adds the 404's robots noindex itself; a second one here would repeat the tag. No canonical:
// an address that is not a page has no canonical form.
export const metadata: Metadata = {
  title: { absolute: pageTitle('Page not found') },
  description: pageDescription(message),
  openGraph: { images: [{ url: '/og-image.png', width: 1200, height: 630, alt: 'Nexora' }] },
};

export default function NotFound() {
  return <StatusPage code="404" title="Oops! Page not found" message={message} />;
}
