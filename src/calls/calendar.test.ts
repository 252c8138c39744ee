// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callCalendar, callCalendarHref, callCalendarName } from './call-calendar';
import { calendarFile, escapeText, foldLine, utcDateTime } from './calendar';

const octets = (line: string) => new TextEncoder().encode(line).length;
/** Content lines of a file, unfolded (RFC 5545 3.1). */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
const property = (file: string, name: string) =>
  unfold(file).filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('iCalendar text', () => {
  it('writes UTC date-times and escapes TEXT values', () => {
    expect(utcDateTime('2026-12-02T04:30:00Z')).toBe('20261202T043000Z');
    expect(utcDateTime(Date.UTC(2026, 0, 5, 23, 7, 9))).toBe('20260105T230709Z');
    expect(escapeText('Call; with, Nexora\\Pune\nline two\r\nthree')).toBe(
      'Call\\; with\\, Nexora\\\\Pune\\nline two\\nthree',
    );
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'नमस्ते '.repeat(20)}${'x'.repeat(90)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('quotes a parameter value holding a colon, semicolon or comma', () => {
    const file = calendarFile(
      {
        uid: 'x@example.in',
        stamp: 0,
        start: '2026-12-02T04:30:00Z',
        end: '2026-12-02T05:00:00Z',
        summary: 'S',
        description: 'D',
        organizer: { name: 'Nexora, Pune: "Studio"', email: 'hello@example.in' },
      },
      '-//Test//EN',
    );
    expect(property(file, 'ORGANIZER')).toEqual([
      'ORGANIZER;CN="Nexora, Pune: Studio":mailto:hello@example.in',
    ]);
  });
});

describe('a requested call’s calendar file', () => {
  const file = callCalendar({
    ref: '0b6f7c1e-2a4d-4c1b-9f3e-8d2a1c0b9e7f',
    stamp: Date.UTC(2026, 10, 27, 12, 0, 0),
    start: '2026-12-02T04:30:00Z',
    end: '2026-12-02T05:00:00Z',
    contact: { email: 'hello@nexorainfotech.in', phone: '+91 231 265 4400' },
    siteUrl: 'https://www.nexorainfotech.in',
  });

  it('is one event in UTC with every property RFC 5545 asks for, once', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(property(file, 'UID')).toEqual([
      'UID:call-0b6f7c1e-2a4d-4c1b-9f3e-8d2a1c0b9e7f@www.nexorainfotech.in',
    ]);
    expect(property(file, 'DTSTAMP')).toEqual(['DTSTAMP:20261127T120000Z']);
    expect(property(file, 'DTSTART')).toEqual(['DTSTART:20261202T043000Z']);
    expect(property(file, 'DTEND')).toEqual(['DTEND:20261202T050000Z']);
    expect(property(file, 'SUMMARY')).toEqual(['SUMMARY:Call with Nexora']);
    expect(property(file, 'ORGANIZER')).toEqual([
      'ORGANIZER;CN=Nexora Infotech Private Limited:mailto:hello@nexorainfotech.in',
    ]);
    expect(property(file, 'DESCRIPTION')[0]).toContain('reply to our e-mail or call +91 231 265 4400.');
    expect(property(file, 'LOCATION')).toEqual(['LOCATION:Video call (link sent by e-mail)']);
    expect(unfold(file).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(unfold(file)).toContain('TRIGGER:-PT15M');
  });

  it('is named and addressed by its start', () => {
    expect(callCalendarName('2026-12-02T04:30:00Z')).toBe('nexora-call-20261202T043000Z.ics');
    expect(callCalendarHref('2026-12-02T04:30:00Z', 'abc')).toBe(
      '/api/call/calendar?start=2026-12-02T04%3A30%3A00Z&ref=abc',
    );
  });
});
