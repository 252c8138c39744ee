import { serveCallCalendar } from '@/src/calls/calendar-route';

/** GET /api/call/calendar?start=...&ref=...: a requested call's calendar file (.ics). */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return serveCallCalendar(request);
}
