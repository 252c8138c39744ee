import 'server-only';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';

/** Shared by the preview pages: never indexed, never cached, and only ever shown in draft mode. */
export const previewMetadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** The id a preview page may show, or null (the page then answers 404): draft mode on and a numeric id. */
export async function previewId(params: Promise<{ id: string }>): Promise<number | null> {
  const [{ isEnabled }, { id }] = await Promise.all([draftMode(), params]);
  return isEnabled && /^\d{1,12}$/.test(id) ? Number(id) : null;
}
