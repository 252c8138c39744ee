import 'server-only';
import { log } from '@/server/log.mjs';
import { calls } from '@/src/config/calls';
import { siteContact, type Contact } from '@/src/content/contact';
import { takenCallTimes } from '@/src/content/wordpress/call-times';
import { slotDays, type SlotDay } from './slot-days';
import { offeredSlots } from './slots';

/**
 * What the "Request a call" page offers at this moment: the times within the opening hours editors
 * keep (with the contact details they come with), less those already requested, grouped by day in
 * IST. `days` is null when WordPress cannot say which times are taken: no time is offered that
 * cannot be confirmed free (the page asks the visitor to write or call instead).
 */
export async function offeredCallDays(): Promise<{ contact: Contact; days: SlotDay[] | null }> {
  const [contact, taken] = await Promise.all([
    siteContact(),
    takenCallTimes().catch((error: unknown) => {
      log('warn', 'request a call: taken times unreadable; offering none', { error });
      return null;
    }),
  ]);
  if (!taken) return { contact, days: null };
  const slots = offeredSlots({ hours: contact.openingHours, rules: calls, now: Date.now(), taken });
  return { contact, days: slotDays(slots.map((slot) => slot.start)) };
}
