import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Signed preview addresses. WordPress's must-use plugin (agency/preview.php) signs
 * `preview:{type}:{id}:{expires}` with HMAC-SHA256 and the secret it shares with the site; the site
 * recomputes the signature and compares it in constant time. The secret never appears in a URL.
 */

export const previewTypes = ['post', 'career', 'case_study', 'service', 'page'] as const;
export type PreviewType = (typeof previewTypes)[number];

export type PreviewRequest = { type: PreviewType; id: number; expires: number };

export type PreviewCheck =
  { ok: true; preview: PreviewRequest } | { ok: false; reason: 'malformed' | 'expired' | 'forged' | 'off' };

const querySchema = z.object({
  type: z.enum(previewTypes),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});

export function signPreview({ type, id, expires }: PreviewRequest, secret: string): string {
  return createHmac('sha256', secret).update(`preview:${type}:${id}:${expires}`).digest('hex');
}

/** Checks a preview address's query: well-formed, signed with `secret`, not past `expires` (Unix seconds). */
export function checkPreview(
  query: URLSearchParams,
  secret: string | undefined,
  nowMs: number = Date.now(),
): PreviewCheck {
  if (!secret) return { ok: false, reason: 'off' };
  const parsed = querySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { sig, ...preview } = parsed.data;
  const expected = Buffer.from(signPreview(preview, secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { ok: false, reason: 'forged' };
  if (preview.expires * 1000 < nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, preview };
}

/** Where a checked preview is shown (behind draft mode). */
export const previewPath = ({ type, id }: Pick<PreviewRequest, 'type' | 'id'>) => `/preview/${type}/${id}`;

/**
 * What a checked preview link grants: one cookie per item, named for it, holding the link's own
 * expiry and signature, and expiring with the link. It opens that item's preview page only (never
 * another draft, never a static page), and only until the link would have expired.
 */
export const grantCookiePrefix = 'agency_preview_';

export function grantCookie(preview: PreviewRequest, secret: string, nowMs: number = Date.now()) {
  return {
    name: `${grantCookiePrefix}${preview.type}_${preview.id}`,
    value: `${preview.expires}.${signPreview(preview, secret)}`,
    maxAge: Math.max(0, Math.floor(preview.expires - nowMs / 1000)),
  };
}

/** True when `cookieValue` is a valid, unexpired grant for this item. */
export function checkGrant(
  item: Pick<PreviewRequest, 'type' | 'id'>,
  cookieValue: string | undefined,
  secret: string | undefined,
  nowMs: number = Date.now(),
): boolean {
  const [expires, sig] = (cookieValue ?? '').split('.');
  if (!expires || !sig) return false;
  const check = checkPreview(
    new URLSearchParams({ type: item.type, id: String(item.id), expires, sig }),
    secret,
    nowMs,
  );
  return check.ok;
}
