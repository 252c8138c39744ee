import { UiKitPage } from '@/components/ui-kit/UiKitPage';
import { staticPageMetadata } from '@/src/seo/pages';

export const metadata = staticPageMetadata('/ui-kit');

export default function Page() {
  return <UiKitPage />;
}
