/**
 * iCalendar (RFC 5545) text for one appointment, so a customer can add a booking to their
 * calendar. Pure: the caller supplies the stamp time.
 */

export interface IcsEvent {
  /** Globally unique and stable for the appointment, e.g. `appointment-12@rendezvous.example`. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  /** CONFIRMED by default; CANCELLED for a cancelled appointment. */
  status?: 'CONFIRMED' | 'CANCELLED' | 'TENTATIVE';
  /** Moves up each time the event changes, so calendars replace their copy. */
  sequence?: number;
  /** The business, as the organiser calendars show. */
  organizer?: { name: string; email: string } | null;
}

const CRLF = '\r\n';
/** Content lines are folded at 75 octets (RFC 5545 §3.1); a continuation line begins with a space. */
const MAX_OCTETS = 75;

/** A DATE-TIME in UTC: 20261124T150000Z. */
export function icsDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value (§3.3.11): backslash, semicolon, comma and line breaks. */
export function icsEscape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (§3.2): quoted, without the characters a quoted value cannot hold. */
function paramValue(text: string): string {
  return `"${text.replace(/["\r\n]/g, '')}"`;
}

const encoder = new TextEncoder();

/**
 * Splits a content line into lines of at most 75 octets of UTF-8, never inside a character
 * (a folded line's leading space counts towards its 75).
 */
export function icsFold(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The content lines of one VEVENT (unfolded). */
function eventLines(event: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${icsEscape(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${icsEscape(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${icsEscape(event.description)}`);
  if (event.organizer) {
    lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`);
  }
  lines.push(`STATUS:${event.status ?? 'CONFIRMED'}`, `SEQUENCE:${event.sequence ?? 0}`, 'END:VEVENT');
  return lines;
}

const calendar = (head: string[], events: IcsEvent[]) =>
  [...head, ...events.flatMap(eventLines), 'END:VCALENDAR'].map(icsFold).join(CRLF) + CRLF;

/** A complete VCALENDAR with one VEVENT, CRLF line ends, folded lines. */
export function buildIcs(event: IcsEvent, productId = '-//Rendezvous//Booking//EN'): string {
  return calendar(['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${productId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'], [event]);
}

/**
 * A calendar feed a calendar app subscribes to (Google, Apple, Outlook): every event, the
 * calendar's name, and how often to fetch it again (RFC 7986 REFRESH-INTERVAL, and the
 * X-PUBLISHED-TTL that Outlook and Apple read). An event missing from a later fetch is removed
 * from the subscriber's copy, so a cancelled appointment is simply left out.
 */
export function buildIcsFeed(
  events: IcsEvent[],
  opts: { name: string; refreshMinutes: number; productId?: string },
): string {
  const every = `PT${Math.max(1, Math.round(opts.refreshMinutes))}M`;
  return calendar(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${opts.productId ?? '-//Rendezvous//Calendar feed//EN'}`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `NAME:${icsEscape(opts.name)}`,
      `X-WR-CALNAME:${icsEscape(opts.name)}`,
      `REFRESH-INTERVAL;VALUE=DURATION:${every}`,
      `X-PUBLISHED-TTL:${every}`,
    ],
    events,
  );
}
