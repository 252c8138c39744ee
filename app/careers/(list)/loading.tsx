// In a route group so this loading state wraps only the list, not a career page; the banner is in the layout.
import { CareersLoading } from '@/components/careers/CareerList';

export default function Loading() {
  return <CareersLoading />;
}
