import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CalendarFeedMessages } from '@rendezvous/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, oliviaBooking } from './appointments/fixtures';
import { engines, startTestApp, type TestApp } from './support/app';

/*
 * Calendar feeds (issue 27): a private address a calendar app subscribes to, serving the
 * appointments of a consultant, or of the whole business for the owner; replaced or stopped
 * at once. The feed is read back by two independent parsers: ical.js (what web calendars
 * use) and python-icalendar.
 */

const NOW = '2027-05-20T14:00:00Z';
/** Debian's python3 with python3-icalendar (installed by .ci/run). */
const PYTHON = '/usr/bin/python3';

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
}

/** The feed as ical.js reads it: the calendar's name and its events. */
function readWithIcalJs(text: string): { name: string; refresh: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    refresh: String(calendar.getFirstPropertyValue('refresh-interval')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      };
    }),
  };
}

/** The feed as python-icalendar reads it, or null where that parser is not installed. */
function readWithPython(text: string): ParsedEvent[] | null {
  const present =
    existsSync(PYTHON) && spawnSync(PYTHON, ['-c', 'import icalendar'], { stdio: 'ignore' }).status === 0;
  if (!present) {
    // CI installs it; a developer's machine may not have it, and says so.
    if (process.env.CI) throw new Error(`python3-icalendar is missing: apt-get install python3-icalendar`);
    console.warn('python3-icalendar is not installed: the feed was checked with ical.js only');
    return null;
  }
  const script = `
import json, sys
from icalendar import Calendar
calendar = Calendar.from_ical(sys.stdin.buffer.read())
print(json.dumps([
  {"uid": str(e["UID"]), "summary": str(e["SUMMARY"]),
   "start": e.decoded("DTSTART").isoformat(), "end": e.decoded("DTEND").isoformat()}
  for e in calendar.walk("VEVENT")]))
`;
  const run = spawnSync(PYTHON, ['-c', script], { input: text, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`python-icalendar refused the feed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as ParsedEvent[]).map((e) => ({
    ...e,
    // Python writes 2027-06-01T14:00:00+00:00.
    start: new Date(e.start).toISOString(),
    end: new Date(e.end).toISOString(),
  }));
}

describe.each(engines)('calendar feeds on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; businessId: number };
  let consultant: { token: string; businessId: number };
  let ids: Awaited<ReturnType<typeof demoIds>>;

  const as = (who: { token: string; businessId: number }, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, token: who.token, businessId: who.businessId, ...(payload ? { payload } : {}) });
  /** Fetched as a calendar app does: the address alone, no header. */
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW });
    const o = await t.signIn('owner@rendezvous.test');
    owner = { token: o.token, businessId: o.admin.business_id! };
    const c = await t.signIn('consultant@rendezvous.test');
    consultant = { token: c.token, businessId: c.admin.business_id! };
    ids = await demoIds(t, owner.businessId);
  });
  afterAll(() => t.close());

  it("serves the owner's business calendar to a subscriber, read alike by ical.js and python-icalendar", async () => {
    const booked = await as(owner, 'POST', '/api/appointment', oliviaBooking(ids, { pay_now: 0 }));
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().data.id as number;
    const dropped = await as(owner, 'POST', '/api/appointment', oliviaBooking(ids, { pay_now: 0, date: '2027-06-02' }));
    expect(dropped.statusCode, dropped.body).toBe(201);
    const cancelled = await t.call({
      method: 'PUT',
      url: `/api/appointment/${dropped.json().data.id}`,
      token: owner.token,
      businessId: owner.businessId,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const created = await as(owner, 'POST', '/api/calendar-feeds', { scope: 'business' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(CalendarFeedMessages.created);
    const { url, id } = created.json().data as { url: string; id: number };
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await fetchFeed(url);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['referrer-policy']).toBe('no-referrer');

    const read = readWithIcalJs(feed.body);
    expect(read.name).toBe('Maison Lumière Salon');
    expect(read.refresh).toBe('PT60M');
    const mine = read.events.find((e) => e.uid === `appointment-${appointmentId}@localhost:3000`);
    expect(mine).toEqual({
      uid: `appointment-${appointmentId}@localhost:3000`,
      summary: `Men's cut, Classic manicure: Olivia ${ids.olivia.lastname} (with Camille Laurent)`,
      // 10:00–11:15 in Toronto (EDT).
      start: '2027-06-01T14:00:00.000Z',
      end: '2027-06-01T15:15:00.000Z',
    });
    // Cancelled: not in the feed, so the subscriber's calendar drops it at the next fetch.
    expect(read.events.some((e) => e.uid === `appointment-${dropped.json().data.id}@localhost:3000`)).toBe(false);

    const python = readWithPython(feed.body);
    if (python) expect(python).toEqual(read.events);

    // The list tells when it was last fetched, never the address.
    const listed = await as(owner, 'GET', '/api/calendar-feeds');
    const [row] = listed.json().data as { id: number; scope: string; created_at: string; last_fetched_at: string | null }[];
    expect(row).toMatchObject({ id, scope: 'business' });
    expect(Date.parse(row!.last_fetched_at!)).toBeGreaterThanOrEqual(Date.parse(row!.created_at));
    expect(listed.body).not.toContain(new URL(url).pathname.split('/').at(-1)!.replace('.ics', ''));
  });

  it("gives a consultant their own appointments only, and the business's to the owner alone", async () => {
    const refused = await as(consultant, 'POST', '/api/calendar-feeds', { scope: 'business' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CalendarFeedMessages.ownerOnly);

    const own = await as(consultant, 'POST', '/api/calendar-feeds', { scope: 'mine' });
    expect(own.statusCode, own.body).toBe(201);
    const read = readWithIcalJs((await fetchFeed(own.json().data.url)).body);
    expect(read.name).toBe('Maison Lumière Salon: my appointments');
    // The owner's appointment with Olivia is not the consultant's.
    expect(read.events.some((e) => e.summary.includes('Classic manicure: Olivia'))).toBe(false);
    for (const event of read.events) expect(event.summary).not.toContain('(with ');

    expect((await as(owner, 'POST', '/api/calendar-feeds', { scope: 'everyone' })).statusCode).toBe(422);
  });

  it('stops the old address at once when a feed is replaced or deleted; nobody else can delete it', async () => {
    const first = (await as(consultant, 'POST', '/api/calendar-feeds', { scope: 'mine' })).json().data;
    const second = (await as(consultant, 'POST', '/api/calendar-feeds', { scope: 'mine' })).json().data;
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    const mine = (await as(consultant, 'GET', '/api/calendar-feeds')).json().data as { id: number }[];
    expect(mine.map((f) => f.id)).toEqual([second.id]);

    // The owner is another admin: the consultant's feed is not theirs to stop.
    expect((await as(owner, 'DELETE', `/api/calendar-feeds/${second.id}`)).statusCode).toBe(404);
    const stopped = await as(consultant, 'DELETE', `/api/calendar-feeds/${second.id}`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().message).toBe(CalendarFeedMessages.revoked);
    const gone = await fetchFeed(second.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CalendarFeedMessages.notFound);
    // A made-up address, or one that is not even shaped like one.
    expect((await fetchFeed(`http://x/api/calendar-feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed('http://x/api/calendar-feed/short.ics')).statusCode).toBe(422);
  });
});
