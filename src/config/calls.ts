import callRules from '@/wordpress/mu-plugins/agency/call-rules.json' with { type: 'json' };

/**
 * "Request a call": calls last `slotMinutes` and start on that grid from the opening time, within the
 * opening hours (contactDetails), on the next `workingDays` open days, at least `leadMinutes` ahead.
 * A time chosen on a page loaded a while ago is still taken up to `acceptedNoticeMinutes` ahead. The
 * file WordPress reads too, so both sides speak of the same call length. Apart from site.ts, which
 * every page's script carries: only the server and the call page's later code need these.
 */
export const calls = {
  slotMinutes: callRules.slotMinutes,
  workingDays: callRules.workingDays,
  leadMinutes: callRules.leadMinutes,
  acceptedNoticeMinutes: callRules.leadMinutes / 2,
} as const;
