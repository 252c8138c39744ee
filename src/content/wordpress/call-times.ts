import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';

const takenSchema = z.object({ taken: z.array(z.string()) });

/**
 * The call times someone has already requested (`slotId`s from now on), from WordPress, which keeps
 * the requests. Never cached: a time requested a moment ago must not be offered again. Throws when
 * WordPress cannot be read; WordPress still refuses a taken time when the request reaches it.
 */
export async function takenCallTimes(): Promise<Set<string>> {
  const { data } = await wpGet('call/taken', takenSchema, {}, { namespace: 'agency/v1', noStore: true });
  return new Set(data.taken);
}
