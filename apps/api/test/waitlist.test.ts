import { WaitlistMessages } from '@rendezvous/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, appointments, outboundMail, waitlistEntries, waitlistOffers } from '../src/db/schema';
import { clock, setClock } from '../src/lib/clock';
import { demoIds } from './appointments/fixtures';
import { engines, startTestApp, type TestApp } from './support/app';

const SITE = 'maison-lumiere';
/** A Tuesday morning on the business's clock (America/Toronto): 10:00. */
const NOW = '2031-06-10T14:00:00.000Z';
/** The Tuesday after, inside the demo hours, and two days on. */
const DAY = '2031-06-17';
const LAST_DAY = '2031-06-19';

type Slot = {
  consultant_id: number;
  consultant_service_ids: number[];
  start_time: string;
  end_time: string;
};

describe.each(engines)('the waitlist on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let ownerToken: string;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let mensCut: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, env: { CONTACT_IP_LIMIT: '500' } });
    const owner = await t.signIn('owner@rendezvous.test');
    ownerToken = owner.token;
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    mensCut = ids.service("Men's cut");
  });
  afterAll(() => t.close());

  const freeTimes = async (date = DAY): Promise<Slot[]> => {
    const res = await t.site({
      method: 'GET',
      url: `/api/site/${SITE}/times?date=${date}&service_ids=${mensCut}&consultant_id=${ids.owner.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  let people = 0;
  const guest = (name: string) => {
    people += 1;
    return { firstname: name, lastname: 'Tremblay', email: `wait-${people}@example.test`, phone: '+1 514-555-0101' };
  };
  const book = async (slot: Slot) => {
    const res = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      payload: {
        consultant_id: slot.consultant_id,
        consultant_service_ids: slot.consultant_service_ids,
        date: DAY,
        start_time: slot.start_time,
        end_time: slot.end_time,
        customer_timezone_id: null,
        pay_now: 0,
        guest: guest('Holder'),
      },
    });
    return res;
  };
  const join = (payload: Record<string, unknown>) =>
    t.site({ method: 'POST', url: `/api/site/${SITE}/waitlist`, payload });
  const joinAs = async (name: string, over: Record<string, unknown> = {}) => {
    const who = guest(name);
    const res = await join({
      service_id: mensCut,
      consultant_id: ids.owner.id,
      from_date: DAY,
      to_date: LAST_DAY,
      guest: who,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id as number, email: who.email };
  };
  /** Books the first free time with the owner and deletes it from the console: a time freed. */
  const freeATime = async () => {
    const [slot] = await freeTimes();
    const res = await book(slot!);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.appointment.id as number;
    const deleted = await t.call({ method: 'DELETE', url: `/api/appointment/${id}`, token: ownerToken, businessId });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.runJobs();
    return slot!;
  };
  /** The owner's free start times on DAY as the console asks for them. */
  const consoleTimes = async (): Promise<string[]> => {
    const res = await t.call({
      method: 'GET',
      url: `/api/consultant/${ids.owner.id}/times?date=${DAY}&consultantServiceIds=${ids.offering(ids.owner.id, "Men's cut")}`,
      token: ownerToken,
      businessId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { start_time: string }[]).map((s) => s.start_time);
  };
  const offersOf = (entryId: number) =>
    t.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.entry_id, entryId));
  const entryStatus = async (entryId: number) =>
    (await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)))[0]!.status;
  /** The token of the offer link in the last e-mail to `email`. */
  const tokenFromMailbox = async (email: string) => {
    const [mail] = await t.database.db
      .select({ text: outboundMail.text })
      .from(outboundMail)
      .where(eq(outboundMail.to, email))
      .orderBy(desc(outboundMail.id))
      .limit(1);
    const url = /\/site\/maison-lumiere\/waitlist\?token=(\S+)/.exec(mail?.text ?? '');
    expect(url, mail?.text).not.toBeNull();
    return url![1]!;
  };
  const confirm = (token: string) =>
    t.site({ method: 'POST', url: '/api/waitlist/offer/confirm', payload: { token } });
  const list = async (show: 'open' | 'all' = 'open') => {
    const res = await t.call({
      method: 'GET',
      url: `/api/business/${businessId}/waitlist?show=${show}`,
      token: ownerToken,
      businessId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; status: string; customer_name: string; offer: unknown }[];
  };

  it('refuses reversed, over-long or past dates and a consultant who does not offer the service, adding nothing', async () => {
    const before = (await list()).length;
    const base = { service_id: mensCut, guest: guest('Refused') };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from_date: LAST_DAY, to_date: DAY }, 'to_date', WaitlistMessages.endsBeforeStart],
      [{ from_date: DAY, to_date: '2031-10-01' }, 'to_date', WaitlistMessages.rangeTooLong],
      [{ from_date: '2031-06-01', to_date: '2031-06-09' }, 'to_date', WaitlistMessages.rangePast],
      [{ from_date: DAY, to_date: DAY, consultant_id: 999_999 }, 'consultant_id', WaitlistMessages.serviceNotOffered],
    ];
    for (const [dates, field, message] of cases) {
      const res = await join({ ...base, ...dates });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const anonymous = await join({ service_id: mensCut, from_date: DAY, to_date: DAY });
    expect(anonymous.statusCode).toBe(422);
    expect((await list()).length).toBe(before);
  });

  it('holds one customer to three open entries, counting a guest by e-mail', async () => {
    const who = guest('Greedy');
    const days = ['2031-06-23', '2031-06-24', '2031-06-25', '2031-06-26'];
    const answers = [];
    for (const day of days) {
      answers.push(await join({ service_id: mensCut, from_date: day, to_date: day, guest: who }));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 409]);
    expect(answers[3]!.json().message).toBe(WaitlistMessages.customerTooMany);
    // Taken off again so they do not stand in the queue of the tests below.
    for (const a of answers.slice(0, 3)) {
      const removed = await t.call({
        method: 'DELETE',
        url: `/api/business/${businessId}/waitlist/${a.json().data.id}`,
        token: ownerToken,
        businessId,
      });
      expect(removed.statusCode, removed.body).toBe(200);
    }
  });

  let first: { id: number; email: string };
  let second: { id: number; email: string };
  let freed: Slot;

  it('offers a freed time to the first entry by e-mail, holds it from everyone else, and books it in one click', async () => {
    first = await joinAs('Amélie');
    second = await joinAs('Béatrice', { consultant_id: null });
    freed = await freeATime();

    const [offer] = await offersOf(first.id);
    expect(offer).toMatchObject({ status: 'open', date: DAY, start_time: freed.start_time, consultant_id: ids.owner.id });
    expect(offer!.expires_at.getTime() - Date.parse(NOW)).toBeGreaterThanOrEqual(30 * 60_000 - 5_000);
    expect(await entryStatus(first.id)).toBe('offered');
    expect(await offersOf(second.id)).toEqual([]);

    // Held: not offered to anyone else, and a booking into it is refused.
    expect((await freeTimes()).map((s) => s.start_time)).not.toContain(freed.start_time);
    const intruder = await book(freed);
    expect(intruder.statusCode).toBe(409);
    expect(intruder.json().message).toBe(WaitlistMessages.held);

    const token = await tokenFromMailbox(first.email);
    const seen = await t.site({ method: 'GET', url: `/api/waitlist/offer?token=${token}` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ status: 'open', start_time: freed.start_time, date: DAY });
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.site({ method: 'GET', url: `/api/waitlist/offer?token=${altered}` })).statusCode).toBe(404);
    expect((await confirm(altered)).statusCode).toBe(404);

    const booked = await confirm(token);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ message: WaitlistMessages.confirmed, data: { status: 'confirmed' } });
    const appointmentId = booked.json().data.appointment_id as number;
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row).toMatchObject({ status: 'active', date: DAY, start_time: freed.start_time, customer_type: 'guest' });
    // A second click answers the same booking.
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.appointment_id).toBe(appointmentId);
    expect(await entryStatus(first.id)).toBe('booked');
    const [event] = await t.database.db
      .select({ note: activities.note })
      .from(activities)
      .where(eq(activities.appointment_id, appointmentId));
    expect(event?.note).toMatch(/^Appointment booked from the waitlist by Amélie Tremblay/);
    expect((await list()).map((e) => e.id)).not.toContain(first.id);
    expect((await list('all')).find((e) => e.id === first.id)?.status).toBe('booked');
  });

  it('on PostgreSQL as on the embedded default, 50 confirms of one offer at once book it once', async () => {
    const racer = await joinAs('Camille');
    await t.call({
      method: 'DELETE',
      url: `/api/business/${businessId}/waitlist/${second.id}`,
      token: ownerToken,
      businessId,
    });
    await freeATime();
    const [offer] = await offersOf(racer.id);
    expect(offer?.status).toBe('open');
    const token = t.app.messageLinks.offerToken(offer!.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((a) => a.json().data.appointment_id));
    expect(ids.size).toBe(1);
    const booked = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.business_id, businessId),
          eq(appointments.date, DAY),
          eq(appointments.start_time, offer!.start_time),
          ne(appointments.status, 'cancelled'),
        ),
      );
    expect(booked).toHaveLength(1);
  });

  it('when a hold runs out, offers the time to the next entry and refuses the late confirm', async () => {
    const late = await joinAs('Delphine');
    const next = await joinAs('Élise');
    const slot = await freeATime();
    const [offer] = await offersOf(late.id);
    expect(offer?.status).toBe('open');
    expect(await offersOf(next.id)).toEqual([]);

    // The console sees the held time as taken until the hold's end on the clock, even before
    // the job that expires the offer has run.
    expect(await consoleTimes()).not.toContain(slot.start_time);
    const held = clock.now();
    setClock(new Date(offer!.expires_at.getTime() + 1_000));
    expect((await offersOf(late.id))[0]?.status).toBe('open');
    expect(await consoleTimes()).toContain(slot.start_time);
    // Back to the hold's time: runJobs below moves the clock past it with the queue's due times.
    setClock(held);

    const after = new Date(offer!.expires_at.getTime() + 60_000);
    await t.runJobs({ dueBy: after, moveClock: true });
    expect((await offersOf(late.id))[0]?.status).toBe('expired');
    expect(await entryStatus(late.id)).toBe('waiting');
    const [handedOn] = await offersOf(next.id);
    expect(handedOn).toMatchObject({ status: 'open', start_time: slot.start_time });

    const refused = await confirm(t.app.messageLinks.offerToken(offer!.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(WaitlistMessages.expired);

    // The owner takes Élise off: her offer ends, and the time is not offered again to the
    // entry that let it lapse.
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/business/${businessId}/waitlist/${next.id}`,
      token: ownerToken,
      businessId,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.runJobs();
    expect((await offersOf(next.id))[0]?.status).toBe('withdrawn');
    expect(await entryStatus(next.id)).toBe('removed');
    expect((await offersOf(late.id)).map((o) => o.status)).toEqual(['expired']);
    const again = await t.call({
      method: 'DELETE',
      url: `/api/business/${businessId}/waitlist/${next.id}`,
      token: ownerToken,
      businessId,
    });
    expect(again.statusCode).toBe(422);
  });

  it("keeps another business's waitlist out of reach", async () => {
    const other = await t.signUpOwner('waitlist-other@example.test', 'Other Salon');
    const res = await t.call({
      method: 'GET',
      url: `/api/business/${businessId}/waitlist`,
      token: other.token,
      businessId: other.businessId,
    });
    expect(res.statusCode).toBe(404);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/business/${other.businessId}/waitlist/${first.id}`,
      token: other.token,
      businessId: other.businessId,
    });
    expect(removed.statusCode).toBe(404);
  });
});
