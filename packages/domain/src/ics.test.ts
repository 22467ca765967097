import { describe, expect, it } from 'vitest';
import { buildIcs, buildIcsFeed, icsDateTime, icsEscape, icsFold } from './ics';

const event = {
  uid: 'appointment-12@rendezvous.test',
  stamp: new Date('2026-11-23T16:00:00.123Z'),
  start: new Date('2026-11-24T15:00:00Z'),
  end: new Date('2026-11-24T16:30:00Z'),
  summary: "Men's cut with Ava Martin",
  location: 'Maison Lumière, 12 rue Saint-Paul, Montréal',
};

/** Joins folded lines back (RFC 5545 §3.1: a CRLF followed by one space is removed). */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('buildIcs', () => {
  it('writes one VEVENT with UID, DTSTAMP and the times in UTC', () => {
    const lines = buildIcs(event).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:appointment-12@rendezvous.test');
    expect(lines).toContain('DTSTAMP:20261123T160000Z');
    expect(lines).toContain('DTSTART:20261124T150000Z');
    expect(lines).toContain('DTEND:20261124T163000Z');
    expect(lines).toContain("SUMMARY:Men's cut with Ava Martin");
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('ends every line with CRLF and no bare LF', () => {
    const text = buildIcs({ ...event, description: 'Line one\nLine two' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const text = unfold(buildIcs(event));
    expect(text).toContain('LOCATION:Maison Lumière\\, 12 rue Saint-Paul\\, Montréal');
    expect(icsEscape('a;b,c\\d\r\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const summary = 'Coupe et coloration — séance complète '.repeat(6);
    const text = buildIcs({ ...event, summary });
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfold(text)).toContain(`SUMMARY:${icsEscape(summary)}`);
  });

  it('folds a line of multi-byte characters on character boundaries', () => {
    const folded = icsFold(`SUMMARY:${'é'.repeat(80)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });

  it('marks a cancelled appointment and names the organiser', () => {
    const text = buildIcs({ ...event, status: 'CANCELLED', sequence: 2, organizer: { name: 'Maison "Lumière"', email: 'hello@maison.test' } });
    expect(text).toContain('STATUS:CANCELLED\r\n');
    expect(text).toContain('SEQUENCE:2\r\n');
    expect(unfold(text)).toContain('ORGANIZER;CN="Maison Lumière":mailto:hello@maison.test');
  });

  it('formats instants as UTC basic format', () => {
    expect(icsDateTime(new Date('2027-03-14T06:30:05.999Z'))).toBe('20270314T063005Z');
  });
});

describe('buildIcsFeed', () => {
  it('holds every event in one calendar named for subscribers, with how often to fetch it again', () => {
    const second = { ...event, uid: 'appointment-13@rendezvous.test', summary: 'Colour; touch-up' };
    const text = buildIcsFeed([event, second], { name: 'Camille, Maison Lumière', refreshMinutes: 60 });
    const lines = text.split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('X-WR-CALNAME:Camille\\, Maison Lumière');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(lines).toContain('X-PUBLISHED-TTL:PT60M');
    expect(lines).toContain('SUMMARY:Colour\\; touch-up');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('is a valid calendar with no event at all', () => {
    const lines = buildIcsFeed([], { name: 'Empty', refreshMinutes: 0 }).split('\r\n');
    expect(lines).not.toContain('BEGIN:VEVENT');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1M');
    expect(lines.slice(-2)).toEqual(['END:VCALENDAR', '']);
  });
});
