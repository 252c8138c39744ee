import 'server-only';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { serverEnv } from '@/src/config/env';
import { checkGrant, grantCookiePrefix, type PreviewType } from './token';

/** Shared by the preview pages: never indexed, never cached, and only ever shown to a grant's holder. */
export const previewMetadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/**
 * The id a preview page may show, or null (the page then answers 404): a numeric id and the grant
 * cookie the signed link set for exactly this item, not yet expired.
 */
export async function previewId(type: PreviewType, params: Promise<{ id: string }>): Promise<number | null> {
  const [jar, { id }] = await Promise.all([cookies(), params]);
  if (!/^\d{1,12}$/.test(id)) return null;
  const grant = jar.get(`${grantCookiePrefix}${type}_${id}`)?.value;
  return checkGrant({ type, id: Number(id) }, grant, serverEnv().REVALIDATE_SECRET) ? Number(id) : null;
}
