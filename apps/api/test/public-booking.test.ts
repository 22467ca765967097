import {
  AppointmentMessages,
  CustomerMessages,
  HttpMessages,
  MAX_BOOKING_HORIZON_DAYS,
} from '@rendezvous/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  appointments,
  guests,
  notifications,
  outboundMail,
} from '../src/db/schema';
import { demoIds } from './appointments/fixtures';
import { DEMO_PASSWORD, engines, startTestApp, type TestApp } from './support/app';

const SITE = 'maison-lumiere';
/** Tuesdays far ahead, inside the demo hours (09:00-17:00, break 13:00-13:30). */
const DAY = '2031-06-17';
const LATER_DAY = '2031-06-24';

type Slot = {
  consultant_id: number;
  consultant_name: string;
  consultant_service_ids: number[];
  start_time: string;
  end_time: string;
  customer_start_time?: string;
};

describe.each(engines)('public booking on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let ownerToken: string;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let mensCut: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {
      env: { CONTACT_IP_LIMIT: '200' },
      bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS,
    });
    const owner = await t.signIn('owner@rendezvous.test');
    ownerToken = owner.token;
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    mensCut = ids.service("Men's cut");
  });
  afterAll(() => t.close());

  const times = (query: string, subdomain = SITE) =>
    t.site({ method: 'GET', url: `/api/site/${subdomain}/times?${query}` });
  const book = (payload: Record<string, unknown>, token?: string, subdomain = SITE) =>
    t.site({ method: 'POST', url: `/api/site/${subdomain}/appointments`, payload, token });
  /** The website's card step with the sandbox's test card: a confirmed setup intent's secret. */
  const cardStep = async () => {
    const intent = await t.site({ method: 'POST', url: `/api/site/${SITE}/payments/setup-intent`, payload: {} });
    const clientSecret = intent.json().data.clientSecret as string;
    const confirmed = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/payments/sandbox/confirm-setup-intent`,
      payload: { client_secret: clientSecret, card_number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    expect(confirmed.statusCode).toBe(200);
    return clientSecret;
  };
  const customerToken = async (email: string) => {
    const res = await t.site({
      method: 'POST',
      url: '/api/login?type=user',
      headers: { 'x-business-id': String(businessId) },
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  };
  const guest = {
    firstname: 'Noah',
    lastname: 'Tremblay',
    email: 'noah.tremblay@example.org',
    phone: '+1 514-555-0142',
  };
  const slotBooking = (slot: Slot, date = DAY) => ({
    consultant_id: slot.consultant_id,
    consultant_service_ids: slot.consultant_service_ids,
    date,
    start_time: slot.start_time,
    end_time: slot.end_time,
    customer_timezone_id: null,
    pay_now: 0,
  });

  it("lists one consultant's free times, tagged with what to book", async () => {
    const res = await times(`date=${DAY}&service_ids=${mensCut}&consultant_id=${ids.owner.id}`);
    expect(res.statusCode).toBe(200);
    const slots: Slot[] = res.json().data;
    expect(slots[0]).toMatchObject({
      consultant_id: ids.owner.id,
      consultant_service_ids: [ids.offering(ids.owner.id, "Men's cut")],
      start_time: '09:00',
      end_time: '09:30',
    });
    expect(slots.every((s) => s.consultant_id === ids.owner.id)).toBe(true);
    // The break is not offered.
    expect(slots.map((s) => s.start_time)).not.toContain('13:00');
  });

  it('"any available" lists each time once, from whichever consultant is free', async () => {
    const slots: Slot[] = (await times(`date=${DAY}&service_ids=${mensCut}`)).json().data;
    const starts = slots.map((s) => s.start_time);
    expect(new Set(starts).size).toBe(starts.length);
    expect([...starts].sort()).toEqual(starts);
    // Before 10:00 only the owner works (the colleague starts at 10:00).
    expect(slots.find((s) => s.start_time === '09:00')?.consultant_id).toBe(ids.owner.id);
    // Both work at 10:00 and neither has an appointment: one of them offers it, once.
    expect(slots.filter((s) => s.start_time === '10:00')).toHaveLength(1);
  });

  it('"any available" hands a shared time to the consultant with fewer appointments that day', async () => {
    const day = '2031-07-08';
    const [first] = (
      await times(`date=${day}&service_ids=${mensCut}&consultant_id=${ids.owner.id}`)
    ).json().data as Slot[];
    expect(first!.start_time).toBe('09:00');
    const booked = await book({ ...slotBooking(first!, day), guest: { ...guest, email: 'any.time@example.org' } });
    expect(booked.statusCode).toBe(201);

    const slots: Slot[] = (await times(`date=${day}&service_ids=${mensCut}`)).json().data;
    const starts = slots.map((s) => s.start_time);
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts).not.toContain('09:00');
    expect(slots.find((s) => s.start_time === '09:30')?.consultant_id).toBe(ids.owner.id);
    expect(slots.find((s) => s.start_time === '10:00')?.consultant_id).toBe(ids.colleague.id);
    // Each slot still names who takes it and what to book with them.
    const ten = slots.find((s) => s.start_time === '10:00')!;
    expect(ten.consultant_service_ids).toEqual([ids.offering(ids.colleague.id, "Men's cut")]);
  });

  it("shows the times on the customer's clock too", async () => {
    const slots: Slot[] = (
      await times(
        `date=${DAY}&service_ids=${mensCut}&consultant_id=${ids.owner.id}&customer_timezone_id=${await vancouver()}`,
      )
    ).json().data;
    expect(slots[0]).toMatchObject({ start_time: '09:00', customer_start_time: '06:00' });
  });

  it("refuses an unknown or unpublished site, and another business's consultant", async () => {
    const unknown = await times(`date=${DAY}&service_ids=${mensCut}`, 'nobody-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CustomerMessages.siteNotFound);
    const other = await t.signUpOwner('second.owner@example.org', 'Second Shop');
    await t.call({
      method: 'PATCH',
      url: `/api/business/${other.businessId}`,
      token: other.token,
      payload: { subdomain: 'second-shop' },
    });
    const offline = await times(`date=${DAY}&service_ids=${mensCut}`, 'second-shop');
    expect(offline.statusCode).toBe(403);
    expect(offline.json().message).toBe(CustomerMessages.siteNotPublished);
    const offlineBooking = await book(
      {
        ...slotBooking({
          consultant_id: ids.owner.id,
          consultant_service_ids: [1],
          consultant_name: '',
          start_time: '09:00',
          end_time: '09:30',
        }),
        guest,
      },
      undefined,
      'second-shop',
    );
    expect(offlineBooking.statusCode).toBe(403);

    const foreignConsultant = await times(
      `date=${DAY}&service_ids=${mensCut}&consultant_id=${ids.owner.id + 1000}`,
    );
    expect(foreignConsultant.statusCode).toBe(404);
  });

  it('writes to a guest in the language the site was in when they booked', async () => {
    const day = '2031-07-01';
    const [slot] = (
      await times(`date=${day}&service_ids=${mensCut}&consultant_id=${ids.owner.id}`)
    ).json().data as Slot[];
    const francophone = { ...guest, firstname: 'Zoé', email: 'zoe.gagnon@example.org' };
    const res = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      payload: { ...slotBooking(slot!, day), pay_now: 0, guest: francophone },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const db = t.database.db;
    const [stored] = await db.select().from(guests).where(eq(guests.email, francophone.email));
    expect(stored!.language).toBe('fr-CA');
    await t.runJobs();
    const [mail] = await db.select().from(outboundMail).where(eq(outboundMail.to, francophone.email));
    expect(mail!.subject).toMatch(/^Votre rendez-vous chez .+ est réservé$/);
    expect(mail!.text).toContain('Bonjour Zoé,');
  });

  it('books as a guest end to end: guest created, business told live, e-mail sent, .ics returned', async () => {
    const [slot] = (
      await times(`date=${DAY}&service_ids=${mensCut}&consultant_id=${ids.owner.id}`)
    ).json().data as Slot[];
    const res = await book({ ...slotBooking(slot!), pay_now: 1, setup_intent_client_secret: await cardStep(), guest });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(CustomerMessages.booked);
    const appointment = body.data.appointment;
    expect(appointment).toMatchObject({
      business_id: businessId,
      consultant_id: ids.owner.id,
      customer_type: 'guest',
      date: DAY,
      start_time: '09:00',
      end_time: '09:30',
      status: 'active',
      pay_now: 1,
      service_total: 4000,
      can_change: true,
    });
    expect(appointment.services.map((s: { name: string }) => s.name)).toEqual(["Men's cut"]);
    expect(body.data.ics).toContain('BEGIN:VEVENT\r\n');
    expect(body.data.ics).toContain(`UID:appointment-${appointment.id}@`);
    expect(body.data.ics).toMatch(/DTSTART:20310617T130000Z\r\n/);

    const db = t.database.db;
    const [stored] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    const [createdGuest] = await db
      .select()
      .from(guests)
      .where(eq(guests.id, stored!.customerable_id));
    expect(createdGuest).toMatchObject({
      business_id: businessId,
      email: guest.email,
      firstname: 'Noah',
    });

    const told = await db
      .select({
        admin_id: notifications.admin_id,
        type: notifications.type,
        body: notifications.body,
      })
      .from(notifications)
      .where(and(eq(notifications.business_id, businessId), eq(notifications.type, 'appointment')))
      .orderBy(desc(notifications.id));
    expect(told.map((n) => n.admin_id)).toContain(ids.owner.admin_id);
    expect(told[0]!.body).toContain('Noah Tremblay');

    // The confirmation is a job, sent by the queue's next run.
    expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
    const [mail] = await db.select().from(outboundMail).where(eq(outboundMail.to, guest.email));
    expect(mail!.subject).toContain('Maison');
    expect(mail!.text).toContain('9:00 a.m.');
    expect(mail!.attachments).toEqual([
      {
        filename: 'appointment.ics',
        content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: expect.any(String),
      },
    ]);
    // Rendered when sent: the event the booking answered, stamped a moment later.
    const unstamped = (ics: string) => ics.split(/\r?\n/).filter((line) => !line.startsWith('DTSTAMP'));
    expect(unstamped(mail!.attachments![0]!.content)).toEqual(unstamped(body.data.ics));

    const [event] = await db
      .select()
      .from(activities)
      .where(eq(activities.appointment_id, appointment.id));
    expect(event!.note).toContain('website');

    // The console lists it.
    const list = await t.call({
      method: 'GET',
      url: '/api/appointments?filterByBusiness=true&appendCustomer=true',
      token: ownerToken,
    });
    expect(list.json().data.data.map((a: { id: number }) => a.id)).toContain(appointment.id);
  });

  it('a time taken meanwhile is a 409 with a clear message, and the fresh times leave it out', async () => {
    const taken = {
      consultant_id: ids.owner.id,
      consultant_service_ids: [ids.offering(ids.owner.id, "Men's cut")],
      consultant_name: '',
      start_time: '09:00',
      end_time: '09:30',
    };
    const res = await book({
      ...slotBooking(taken),
      guest: { ...guest, email: 'late@example.org' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CustomerMessages.slotTaken);
    const fresh: Slot[] = (
      await times(`date=${DAY}&service_ids=${mensCut}&consultant_id=${ids.owner.id}`)
    ).json().data;
    expect(fresh.map((s) => s.start_time)).not.toContain('09:00');
    // The refused booking left no guest behind.
    const leftovers = await t.database.db
      .select()
      .from(guests)
      .where(eq(guests.email, 'late@example.org'));
    expect(leftovers).toEqual([]);
  });

  it('needs guest details without a signed-in customer, and checks times like the console', async () => {
    const slot = {
      consultant_id: ids.owner.id,
      consultant_service_ids: [ids.offering(ids.owner.id, "Men's cut")],
      consultant_name: '',
      start_time: '10:00',
      end_time: '10:30',
    };
    const noGuest = await book(slotBooking(slot));
    expect(noGuest.statusCode).toBe(422);
    expect(noGuest.json().errors.guest).toEqual([CustomerMessages.guestRequired]);

    const badGuest = await book({
      ...slotBooking(slot),
      guest: { ...guest, email: 'not-an-email' },
    });
    expect(badGuest.statusCode).toBe(422);
    expect(badGuest.json().errors['guest.email']).toEqual(['Email must be valid']);

    const tooLong = await book({ ...slotBooking({ ...slot, end_time: '11:00' }), guest });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe(AppointmentMessages.lengthMismatch);

    const night = await book({
      ...slotBooking({ ...slot, start_time: '20:00', end_time: '20:30' }),
      guest,
    });
    expect(night.statusCode).toBe(422);
    expect(night.json().message).toBe(AppointmentMessages.outsideHours);

    const past = await book({ ...slotBooking(slot, '2020-06-16'), guest });
    expect(past.statusCode).toBe(422);

    const foreign = await book({
      ...slotBooking({ ...slot, consultant_id: ids.owner.id + 1000 }),
      guest,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.consultant_id).toEqual([AppointmentMessages.consultantNotFound]);
  });

  it('books as the signed-in customer, who then sees it in their appointments', async () => {
    const token = await customerToken('olivia.chen@example.com');
    const slot: Slot = {
      consultant_id: ids.colleague.id,
      consultant_service_ids: [ids.offering(ids.colleague.id, "Men's cut")],
      consultant_name: '',
      start_time: '11:00',
      end_time: '11:30',
    };
    const res = await book(slotBooking(slot), token);
    expect(res.statusCode).toBe(201);
    const appointment = res.json().data.appointment;
    expect(appointment).toMatchObject({
      customer_type: 'user',
      consultant_id: ids.colleague.id,
      pay_now: 0,
    });
    const [stored] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(stored!.customerable_id).toBe(ids.olivia.id);

    const mine = await t.site({ method: 'GET', url: '/api/user/me/appointments?when=upcoming', token });
    expect(mine.statusCode).toBe(200);
    const rows = mine.json().data.data as {
      id: number;
      can_change: boolean;
      consultant_name: string;
    }[];
    expect(rows.find((r) => r.id === appointment.id)).toMatchObject({ can_change: true });
    // Only Olivia's appointments, never someone else's.
    const others = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.customer_type, 'guest'));
    expect(rows.some((r) => others.some((o) => o.id === r.id))).toBe(false);
  });

  it('a customer cancels or moves only their own, not within 24 hours; a move can meet a 409', async () => {
    const olivia = await customerToken('olivia.chen@example.com');
    const liam = await customerToken('liam.patel@example.com');
    const offering = ids.offering(ids.owner.id, "Men's cut");
    const slot = (start: string, end: string): Slot => ({
      consultant_id: ids.owner.id,
      consultant_service_ids: [offering],
      consultant_name: '',
      start_time: start,
      end_time: end,
    });
    const mine = (await book(slotBooking(slot('14:00', '14:30'), LATER_DAY), olivia)).json().data
      .appointment;
    const blocker = await book(slotBooking(slot('15:00', '15:30'), LATER_DAY), liam);
    expect(blocker.statusCode).toBe(201);
    const patch = (id: number, payload: Record<string, unknown>, token: string) =>
      t.site({ method: 'PATCH', url: `/api/user/me/appointments/${id}`, payload, token });

    // Someone else's appointment does not exist for Liam.
    expect((await patch(mine.id, { status: 'cancelled' }, liam)).statusCode).toBe(404);

    // Moving onto Liam's time is refused; a free time is accepted.
    const clash = await patch(
      mine.id,
      { date: LATER_DAY, start_time: '15:00', end_time: '15:30' },
      olivia,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CustomerMessages.slotTaken);
    const moved = await patch(
      mine.id,
      { date: LATER_DAY, start_time: '16:00', end_time: '16:30' },
      olivia,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: CustomerMessages.rescheduled,
      data: { start_time: '16:00', end_time: '16:30' },
    });

    // The owner hears of it.
    const [note] = await t.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.admin_id, ids.owner.admin_id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note!.body).toContain('rescheduled');

    const cancelled = await patch(mine.id, { status: 'cancelled' }, olivia);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', can_change: false });
    const again = await patch(mine.id, { status: 'cancelled' }, olivia);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(CustomerMessages.notChangeable);

    // Within 24 hours of the start: refused with the rule in the message.
    const soon = (await book(slotBooking(slot('09:00', '09:30'), LATER_DAY), olivia)).json().data
      .appointment;
    // Within the next 24 hours, at night (no demo appointment is then).
    const hourInToronto = (d: Date) =>
      Number(
        new Intl.DateTimeFormat('en-CA', {
          timeZone: 'America/Toronto',
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(d),
      );
    let soonStart = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    while (hourInToronto(soonStart) !== 3) soonStart = new Date(soonStart.getTime() + 3_600_000);
    await t.database.db
      .update(appointments)
      .set({
        starts_at: soonStart,
        ends_at: new Date(soonStart.getTime() + 30 * 60_000),
        busy_from: soonStart,
        busy_until: new Date(soonStart.getTime() + 30 * 60_000),
      })
      .where(eq(appointments.id, soon.id));
    const late = await patch(soon.id, { status: 'cancelled' }, olivia);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(CustomerMessages.tooLateToChange);

    // An admin token is not a customer; another business's appointment id is a 404.
    expect(
      (
        await t.call({
          method: 'PATCH',
          url: `/api/user/me/appointments/${soon.id}`,
          token: ownerToken,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await patch(soon.id + 100_000, { status: 'cancelled' }, olivia)).statusCode).toBe(404);
  });

  it("a customer signed in at one business cannot book on another's site", async () => {
    const token = await customerToken('olivia.chen@example.com');
    const other = await t.signUpOwner('third.owner@example.org', 'Third Shop');
    await t.call({
      method: 'PATCH',
      url: `/api/business/${other.businessId}`,
      token: other.token,
      payload: { subdomain: 'third-shop', is_live: 1 },
    });
    const res = await book(
      slotBooking({
        consultant_id: ids.owner.id,
        consultant_service_ids: [1],
        consultant_name: '',
        start_time: '09:00',
        end_time: '09:30',
      }),
      token,
      'third-shop',
    );
    expect([403, 404]).toContain(res.statusCode);
    expect(res.json().message).not.toBe(HttpMessages.internal);
  });

  it('honours the business switching online booking off, and e-mail confirmations off', async () => {
    const setting = (setting_code: string, is_active: number) =>
      t.call({
        method: 'POST',
        url: '/api/business-settings',
        token: ownerToken,
        payload: { business_id: businessId, setting_code, is_active },
      });
    const slot: Slot = {
      consultant_id: ids.owner.id,
      consultant_service_ids: [ids.offering(ids.owner.id, "Men's cut")],
      consultant_name: '',
      start_time: '11:00',
      end_time: '11:30',
    };
    const quiet = { ...guest, email: 'quiet.guest@example.org' };
    expect((await setting('online_booking', 0)).statusCode).toBeLessThan(300);
    const closed = await book({ ...slotBooking(slot), guest: quiet });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(CustomerMessages.onlineBookingOff);
    expect((await times(`date=${DAY}&service_ids=${mensCut}`)).statusCode).toBe(403);

    await setting('online_booking', 1);
    await setting('email_notifications', 0);
    expect((await book({ ...slotBooking(slot), guest: quiet })).statusCode).toBe(201);
    const mails = await t.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.to, quiet.email));
    expect(mails).toEqual([]);
    await setting('email_notifications', 1);
  });

  async function vancouver(): Promise<number> {
    const res = await t.call({ method: 'GET', url: '/api/timezones' });
    const zones = res.json().data as { id: number; name: string }[];
    return zones.find((z) => z.name === 'America/Vancouver')!.id;
  }
});
