import type { Metadata } from 'next';
import { StatusPage } from '@/components/status/StatusPage';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <StatusPage code="404" title="Oops! Page not found" message="The page you are looking for does not exist." />
  );
}
