import {
  AuthMessages,
  BusinessMessages,
  CustomerMessages,
  ReviewMessages,
  tooLateToChangeMessage,
} from '@rendezvous/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications, outboundMail } from '../src/db/schema';
import { demoIds } from './appointments/fixtures';
import { DEMO_PASSWORD, engines, startTestApp, type TestApp } from './support/app';

const SITE = 'maison-lumiere';
/** A Tuesday morning on the business's clock (America/Toronto): 10:00. */
const NOW = '2031-06-10T14:00:00.000Z';
/** Tuesdays one and two weeks on, inside the demo hours (09:00-17:00). */
const NEXT_WEEK = '2031-06-17';
const IN_TWO_WEEKS = '2031-06-24';
const HOUR = 3_600_000;

type Slot = {
  consultant_id: number;
  consultant_service_ids: number[];
  start_time: string;
  end_time: string;
};
type Mine = {
  id: number;
  date: string;
  start_time: string;
  starts_at: string;
  status: string;
  customer_type: string;
  can_change: boolean;
  change_notice_hours: number;
};

describe.each(engines)('customer appointments on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let ownerToken: string;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let mensCut: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {
      now: NOW,
      env: { CONTACT_IP_LIMIT: '200', SIGN_UP_IP_LIMIT: '200' },
    });
    const owner = await t.signIn('owner@rendezvous.test');
    ownerToken = owner.token;
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    mensCut = ids.service("Men's cut");
  });
  afterAll(() => t.close());

  const freeTimes = async (date: string): Promise<Slot[]> => {
    const res = await t.site({
      method: 'GET',
      url: `/api/site/${SITE}/times?date=${date}&service_ids=${mensCut}&consultant_id=${ids.owner.id}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const book = async (slot: Slot, date: string, who: { token?: string; guest?: object }) => {
    const res = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      token: who.token,
      payload: {
        consultant_id: slot.consultant_id,
        consultant_service_ids: slot.consultant_service_ids,
        date,
        start_time: slot.start_time,
        end_time: slot.end_time,
        customer_timezone_id: null,
        pay_now: 0,
        ...(who.guest ? { guest: who.guest } : {}),
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.appointment as Mine;
  };
  const register = async (email: string, firstname: string) => {
    const res = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/register`,
      payload: {
        firstname,
        lastname: 'Gagnon',
        email,
        phone: '+1 514-555-0199',
        password: 'Longer-Secret-2031',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.token as string;
  };
  const signInCustomer = async (email: string) => {
    const res = await t.site({
      method: 'POST',
      url: '/api/login?type=user',
      headers: { 'x-business-id': String(businessId) },
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  };
  const myAppointments = async (token: string) => {
    const res = await t.site({ method: 'GET', url: '/api/user/me/appointments?paginate=50', token });
    expect(res.statusCode).toBe(200);
    return res.json().data.data as Mine[];
  };
  const patch = (id: number, payload: Record<string, unknown>, token: string) =>
    t.site({ method: 'PATCH', url: `/api/user/me/appointments/${id}`, payload, token });
  const lastCode = async (email: string) => {
    const [mail] = await t.database.db
      .select({ text: outboundMail.text })
      .from(outboundMail)
      .where(eq(outboundMail.to, email))
      .orderBy(desc(outboundMail.id))
      .limit(1);
    return /code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  };
  const setNotice = (hours: number) =>
    t.call({
      method: 'PATCH',
      url: `/api/business/${businessId}`,
      token: ownerToken,
      payload: { cancellation_notice_hours: hours },
    });
  const latestNotice = async (adminId: number) => {
    const [note] = await t.database.db
      .select({ body: notifications.body, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.admin_id, adminId))
      .orderBy(desc(notifications.id))
      .limit(1);
    return note;
  };
  const eligibility = async (token: string) => {
    const res = await t.site({ method: 'GET', url: '/api/user/review-eligibility', token });
    expect(res.statusCode).toBe(200);
    return res.json().data as { can_review: boolean; reason: string; message: string | null };
  };

  const guestEmail = 'chloe.gagnon@example.org';
  const guest = {
    firstname: 'Chloé',
    lastname: 'Gagnon',
    email: guestEmail,
    phone: '+1 514-555-0101',
  };
  let token: string;
  let soonest: Mine;
  let later: Mine;
  let past: Mine;

  it('shows guest bookings in "My appointments" only once the e-mail is verified with the code sent to it', async () => {
    const slots = await freeTimes(NEXT_WEEK);
    const first = slots[0]!;
    const second = slots.find((s) => s.start_time >= first.end_time)!;
    soonest = await book(first, NEXT_WEEK, { guest });
    later = await book((await freeTimes(IN_TWO_WEEKS))[0]!, IN_TWO_WEEKS, { guest });
    // A visit that took place as a guest, a week ago (moved to the past in the database).
    past = await book(second, NEXT_WEEK, { guest: { ...guest, email: guestEmail.toUpperCase() } });
    const weekAgo = (iso: string) => new Date(new Date(iso).getTime() - 14 * 24 * HOUR);
    await t.database.db
      .update(appointments)
      .set({
        date: '2031-06-03',
        starts_at: weekAgo(past.starts_at),
        ends_at: new Date(weekAgo(past.starts_at).getTime() + 30 * 60_000),
        busy_from: weekAgo(past.starts_at),
        busy_until: new Date(weekAgo(past.starts_at).getTime() + 30 * 60_000),
      })
      .where(eq(appointments.id, past.id));

    token = await register(guestEmail, 'Chloé');
    // Not verified yet: the guest's bookings stay the guest's.
    expect(await myAppointments(token)).toEqual([]);
    const status = await t.site({ method: 'GET', url: '/api/user/email', token });
    expect(status.json().data).toEqual({ email: guestEmail, email_verified: false });

    const code = await lastCode(guestEmail);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.site({
      method: 'POST',
      url: '/api/user/email/verify',
      token,
      payload: { verification_code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(AuthMessages.invalidVerificationCode);
    expect(await myAppointments(token)).toEqual([]);

    const verified = await t.site({
      method: 'POST',
      url: '/api/user/email/verify',
      token,
      payload: { verification_code: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: CustomerMessages.emailVerified,
      data: { email_verified: true, linked_appointments: 3 },
    });
    // A code is used once.
    const replay = await t.site({
      method: 'POST',
      url: '/api/user/email/verify',
      token,
      payload: { verification_code: code },
    });
    expect(replay.statusCode).toBe(422);
    expect(
      (await t.site({ method: 'GET', url: '/api/user/email', token })).json().data.email_verified,
    ).toBe(true);

    // Upcoming soonest first, then past most recent first.
    const mine = await myAppointments(token);
    expect(mine.map((a) => a.id)).toEqual([soonest.id, later.id, past.id]);
    expect(mine.every((a) => a.customer_type === 'user')).toBe(true);
  });

  it('never links bookings to an account whose e-mail was not verified', async () => {
    const other = 'noah.roy@example.org';
    const booked = await book((await freeTimes(IN_TWO_WEEKS))[0]!, IN_TWO_WEEKS, {
      guest: { ...guest, firstname: 'Noah', email: other },
    });
    const noahToken = await register(other, 'Noah');
    expect(await myAppointments(noahToken)).toEqual([]);
    const [row] = await t.database.db
      .select({ customer_type: appointments.customer_type })
      .from(appointments)
      .where(eq(appointments.id, booked.id));
    expect(row!.customer_type).toBe('guest');
  });

  it('orders several upcoming and past appointments: upcoming soonest first, then past latest first', async () => {
    const mine = await myAppointments(token);
    const upcoming = mine.filter((a) => new Date(a.starts_at).getTime() > Date.parse(NOW));
    const done = mine.slice(upcoming.length);
    expect(upcoming.map((a) => a.starts_at)).toEqual([...upcoming.map((a) => a.starts_at)].sort());
    expect(done.map((a) => a.starts_at)).toEqual(
      [...done.map((a) => a.starts_at)].sort().reverse(),
    );
  });

  it('tells the customer before they write whether they may review, and why not', async () => {
    // Chloé's visit a week ago is not reviewed yet.
    expect(await eligibility(token)).toEqual({ can_review: true, reason: 'ok', message: null });
    const review = await t.site({
      method: 'POST',
      url: '/api/reviews',
      token,
      payload: { business_id: businessId, rating: 5, text: 'Lovely cut.' },
    });
    expect(review.statusCode).toBe(201);
    expect(await eligibility(token)).toEqual({
      can_review: false,
      reason: 'already_reviewed',
      message: ReviewMessages.alreadyReviewed,
    });
    // A customer with only an upcoming appointment reviews after it.
    const fresh = await register('emma.roy@example.org', 'Emma');
    expect((await eligibility(fresh)).reason).toBe('no_appointment');
    await book((await freeTimes(IN_TWO_WEEKS))[0]!, IN_TWO_WEEKS, { token: fresh });
    expect(await eligibility(fresh)).toEqual({
      can_review: false,
      reason: 'after_visit',
      message: ReviewMessages.afterVisit,
    });
  });

  it('keeps the cancellation notice a business setting: 24 hours by default, 0 to 720', async () => {
    const business = await t.call({
      method: 'GET',
      url: `/api/business/${businessId}`,
      token: ownerToken,
    });
    expect(business.json().data.cancellation_notice_hours).toBe(24);
    for (const hours of [-1, 721, 1.5]) {
      const refused = await setNotice(hours);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.cancellation_notice_hours).toEqual([
        BusinessMessages.cancellationNoticeInvalid,
      ]);
    }
  });

  it('refuses a cancel or a move inside the notice, with the rule in the message', async () => {
    // The soonest is a week (about 167 hours) away: a notice of 200 hours covers it.
    expect((await setNotice(200)).statusCode).toBe(200);
    const listed = (await myAppointments(token)).find((a) => a.id === soonest.id)!;
    expect(listed).toMatchObject({ can_change: false, change_notice_hours: 200 });
    const cancel = await patch(soonest.id, { status: 'cancelled' }, token);
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toBe(tooLateToChangeMessage(200));
    const move = await patch(
      soonest.id,
      { date: IN_TWO_WEEKS, start_time: '16:00', end_time: '16:30' },
      token,
    );
    expect(move.statusCode).toBe(422);
    expect(move.json().message).toBe(tooLateToChangeMessage(200));
    const [row] = await t.database.db
      .select({ status: appointments.status, date: appointments.date })
      .from(appointments)
      .where(eq(appointments.id, soonest.id));
    expect(row).toEqual({ status: 'active', date: NEXT_WEEK });
    expect((await setNotice(24)).statusCode).toBe(200);
  });

  it("another customer's appointment is not found", async () => {
    const olivia = await signInCustomer('olivia.chen@example.com');
    expect((await patch(soonest.id, { status: 'cancelled' }, olivia)).statusCode).toBe(404);
    expect((await myAppointments(olivia)).some((a) => a.id === soonest.id)).toBe(false);
  });

  it('moves outside the notice with the booking checks, and tells the business', async () => {
    const target = (await freeTimes(IN_TWO_WEEKS)).at(-1)!;
    const moved = await patch(
      later.id,
      { date: IN_TWO_WEEKS, start_time: target.start_time, end_time: target.end_time },
      token,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: CustomerMessages.rescheduled,
      data: { start_time: target.start_time },
    });
    // The old time is offered again, the new one no longer.
    const after = (await freeTimes(IN_TWO_WEEKS)).map((slot) => slot.start_time);
    expect(after).toContain(later.start_time);
    expect(after).not.toContain(target.start_time);
    // Onto a time the business closed: refused like a booking.
    const closed = await patch(
      later.id,
      { date: IN_TWO_WEEKS, start_time: '22:00', end_time: '22:30' },
      token,
    );
    expect(closed.statusCode).toBe(422);
    expect((await latestNotice(ids.owner.admin_id))!.body).toContain(
      'rescheduled on the website by Chloé Gagnon',
    );
  });

  it('cancels outside the notice: the time is free again and the consultant is notified', async () => {
    const before = (await freeTimes(NEXT_WEEK)).map((s) => s.start_time);
    expect(before).not.toContain(soonest.start_time);
    const cancelled = await patch(soonest.id, { status: 'cancelled' }, token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: CustomerMessages.cancelled,
      data: { status: 'cancelled', can_change: false },
    });
    expect((await freeTimes(NEXT_WEEK)).map((s) => s.start_time)).toContain(soonest.start_time);
    expect(await latestNotice(ids.owner.admin_id)).toMatchObject({
      type: 'appointment',
      body: expect.stringContaining('cancelled on the website by Chloé Gagnon'),
    });
  });
});
