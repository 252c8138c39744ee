import 'server-only';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { serverEnv } from '@/src/config/env';
import type { Preview } from '@/src/content/wordpress/preview';
import { checkGrant, grantCookiePrefix, type PreviewType } from './token';

/** Shared by the preview pages: never indexed, never cached, and only ever shown to a grant's holder. */
export const previewMetadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/**
 * The id a preview page may show, or null (the page then answers 404): a numeric id and the grant
 * cookie the signed link set for exactly this item, not yet expired.
 */
async function previewId(type: PreviewType, params: Promise<{ id: string }>): Promise<number | null> {
  const [jar, { id }] = await Promise.all([cookies(), params]);
  if (!/^\d{1,12}$/.test(id)) return null;
  const grant = jar.get(`${grantCookiePrefix}${type}_${id}`)?.value;
  return checkGrant({ type, id: Number(id) }, grant, serverEnv().REVALIDATE_SECRET) ? Number(id) : null;
}

/**
 * What a preview page shows: the item `read` finds for the id this visitor holds a grant for, or
 * the 404 page (no grant, or nothing under that id).
 */
export async function grantedPreview<T>(
  type: PreviewType,
  params: Promise<{ id: string }>,
  read: (id: number) => Promise<Preview<T> | null>,
): Promise<Preview<T>> {
  const id = await previewId(type, params);
  const preview = id === null ? null : await read(id);
  if (!preview) notFound();
  return preview;
}
