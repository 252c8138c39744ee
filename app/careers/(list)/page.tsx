import type { Metadata } from 'next';
import { CareerList } from '@/components/careers/CareerList';
import { loadCareers } from '@/src/content/wordpress/careers';
import { careersListMetadata } from '@/src/seo/careers-metadata';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const result = await loadCareers();
  return careersListMetadata(result.ok ? result.careers.map((c) => c.title) : []);
}

export default async function CareersPage() {
  const result = await loadCareers();
  return <CareerList result={result} />;
}
