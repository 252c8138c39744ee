import { UiKitPage } from '@/components/ui-kit/UiKitPage';
import { pageMetadata } from '@/src/seo/metadata';

export const metadata = pageMetadata({
  title: 'UI kit',
  description: 'Every interactive widget of the website in one place: carousels, popups, tabs, shop and donation controls.',
  path: '/ui-kit',
  noindex: true,
});

export default function Page() {
  return <UiKitPage />;
}
