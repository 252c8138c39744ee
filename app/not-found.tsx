import type { Metadata } from 'next';
import { FindYourWay } from '@/components/status/FindYourWay';
import { StatusPage } from '@/components/status/StatusPage';
import { loadShellContent } from '@/src/content/pages/shell-content';
import { pageMetadata } from '@/src/seo/metadata';

const message = 'The page you are looking for does not exist.';

// Next adds the 404's robots noindex itself; a second one here would repeat the tag. No canonical: an
// address that is not a page has no canonical form. A shared broken link previews as the site (og:url).
const { alternates: _canonical, ...metadataWithoutCanonical } = pageMetadata({
  title: 'Page not found',
  description: message,
  path: '/',
  image: '/og-image.png',
});
export const metadata: Metadata = metadataWithoutCanonical;

export default async function NotFound() {
  const { contact } = await loadShellContent();
  return (
    <StatusPage
      code="404"
      title="Oops! Page not found"
      message={message}
      help={<FindYourWay contact={contact} tone="dark" />}
    />
  );
}
