import { CustomerMessages, ManageLinkMessages, tooLateToChangeMessage } from '@rendezvous/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  appointments,
  messageDeliveries,
  notifications,
  outboundMail,
} from '../src/db/schema';
import { setClock } from '../src/lib/clock';
import { demoIds } from './appointments/fixtures';
import { engines, startTestApp, type TestApp } from './support/app';

const SITE = 'maison-lumiere';
/** A Tuesday morning on the business's clock (America/Toronto): 10:00. */
const NOW = '2031-06-10T14:00:00.000Z';
/** Tuesdays one and two weeks on, inside the demo hours. */
const NEXT_WEEK = '2031-06-17';
const IN_TWO_WEEKS = '2031-06-24';

type Slot = {
  consultant_id: number;
  consultant_service_ids: number[];
  start_time: string;
  end_time: string;
};
type Managed = {
  business: { name: string; subdomain: string | null; phone: string | null };
  appointment: {
    id: number;
    date: string;
    start_time: string;
    status: string;
    can_change: boolean;
  };
  change_until: string | null;
};

describe.each(engines)('signed manage links on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let ownerToken: string;
  let ownerAdminId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let mensCut: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, env: { CONTACT_IP_LIMIT: '200' } });
    const owner = await t.signIn('owner@rendezvous.test');
    ownerToken = owner.token;
    ownerAdminId = owner.admin.id;
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
  let guests = 0;
  /** Books as a new guest; answers the appointment and the guest's e-mail. */
  const bookAsGuest = async (slot: Slot, date: string) => {
    guests += 1;
    const email = `manage-${guests}@example.test`;
    const res = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      payload: {
        consultant_id: slot.consultant_id,
        consultant_service_ids: slot.consultant_service_ids,
        date,
        start_time: slot.start_time,
        end_time: slot.end_time,
        customer_timezone_id: null,
        pay_now: 0,
        guest: { firstname: 'Chloé', lastname: 'Gagnon', email, phone: '+1 514-555-0101' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return {
      appointment: res.json().data.appointment as { id: number; start_time: string },
      email,
    };
  };
  /** The token of the manage link in the last confirmation e-mail sent to `email`. */
  const linkFromMailbox = async (email: string) => {
    await t.runJobs();
    const [mail] = await t.database.db
      .select({ text: outboundMail.text })
      .from(outboundMail)
      .where(eq(outboundMail.to, email))
      .orderBy(desc(outboundMail.id))
      .limit(1);
    const url = /(\S+\/site\/maison-lumiere\/manage\?token=)(\S+)/.exec(mail?.text ?? '');
    expect(url, mail?.text).not.toBeNull();
    expect(url![1]).toBe(`${t.app.config.PUBLIC_URL}/site/${SITE}/manage?token=`);
    return url![2]!;
  };
  const show = (token: string) =>
    t.site({ method: 'GET', url: `/api/manage/appointment?token=${encodeURIComponent(token)}` });
  const cancel = (token: string) =>
    t.site({ method: 'POST', url: '/api/manage/appointment/cancel', payload: { token } });
  const move = (token: string, date: string, start_time: string) =>
    t.site({
      method: 'POST',
      url: '/api/manage/appointment/move',
      payload: { token, date, start_time },
    });
  const statusOf = async (id: number) => {
    const [row] = await t.database.db
      .select({
        status: appointments.status,
        date: appointments.date,
        start_time: appointments.start_time,
      })
      .from(appointments)
      .where(eq(appointments.id, id));
    return row!;
  };
  const setNotice = async (hours: number) => {
    const res = await t.call({
      method: 'PATCH',
      url: `/api/business/${businessId}`,
      token: ownerToken,
      payload: { cancellation_notice_hours: hours },
    });
    expect(res.statusCode).toBe(200);
  };

  let first: { appointment: { id: number; start_time: string }; email: string };
  let token: string;

  beforeAll(async () => {
    const [slot] = await freeTimes(NEXT_WEEK);
    first = await bookAsGuest(slot!, NEXT_WEEK);
    token = await linkFromMailbox(first.email);
  });

  it("opens the appointment from the confirmation e-mail's link, and reading it changes nothing", async () => {
    const res = await show(token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Managed;
    expect(data.business).toMatchObject({ subdomain: SITE });
    expect(data.appointment).toMatchObject({
      id: first.appointment.id,
      date: NEXT_WEEK,
      status: 'active',
      can_change: true,
    });
    expect(data.change_until).not.toBeNull();
    expect(t.app.messageLinks.verifyManageToken(token)).toMatchObject({
      appointmentId: first.appointment.id,
    });
    expect((await statusOf(first.appointment.id)).status).toBe('active');
  });

  it('refuses an altered token, and one naming another appointment or customer, changing nothing', async () => {
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -1)}${last}`;
    const [, kind, customer, mac] = token.split('.');
    const [slot] = await freeTimes(NEXT_WEEK);
    const other = await bookAsGuest(slot!, NEXT_WEEK);
    const foreign = [
      altered,
      // Another appointment's id under this token's MAC.
      `${other.appointment.id}.${kind}.${customer}.${mac}`,
      // Signed here, but the other appointment is not this customer's.
      t.app.messageLinks.manageToken({
        appointmentId: other.appointment.id,
        customer: { type: 'guest', id: Number(customer) },
      }),
      // A MAC of another purpose never opens an appointment.
      t.app.messageLinks.unsubscribeToken({ type: 'guest', id: Number(customer) }),
    ];
    for (const bad of foreign) {
      const seen = await show(bad);
      expect(seen.statusCode, bad).toBe(404);
      expect(seen.json().message).toBe(ManageLinkMessages.invalid);
      const refused = await cancel(bad);
      expect(refused.statusCode).toBe(404);
    }
    expect((await statusOf(first.appointment.id)).status).toBe('active');
    expect((await statusOf(other.appointment.id)).status).toBe('active');
    expect((await show('x'.repeat(500))).statusCode).toBe(422);
  });

  it('moves only to a free time: a taken one is 409 and nothing changes; a free one re-plans its messages', async () => {
    const timesRes = await t.site({
      method: 'GET',
      url: `/api/manage/appointment/times?token=${encodeURIComponent(token)}&date=${IN_TWO_WEEKS}`,
    });
    expect(timesRes.statusCode, timesRes.body).toBe(200);
    const times = timesRes.json().data as Slot[];
    expect(times.length).toBeGreaterThan(1);
    expect(times.every((s) => s.consultant_id === ids.owner.id)).toBe(true);
    // The first time is taken; the last, far from it, stays free.
    const [takenSlot, freeSlot] = [times[0]!, times.at(-1)!];
    await bookAsGuest(takenSlot, IN_TWO_WEEKS);
    const taken = await move(token, IN_TWO_WEEKS, takenSlot.start_time);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().message).toBe(CustomerMessages.slotTaken);
    expect(await statusOf(first.appointment.id)).toMatchObject({
      date: NEXT_WEEK,
      status: 'active',
    });

    const moved = await move(token, IN_TWO_WEEKS, freeSlot.start_time);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(CustomerMessages.rescheduled);
    expect((moved.json().data as Managed).appointment).toMatchObject({
      date: IN_TWO_WEEKS,
      start_time: freeSlot.start_time.slice(0, 5),
    });
    const deliveries = await t.database.db
      .select({ step: messageDeliveries.step, status: messageDeliveries.status })
      .from(messageDeliveries)
      .where(eq(messageDeliveries.appointment_id, first.appointment.id))
      .orderBy(asc(messageDeliveries.id));
    expect(deliveries).toContainEqual({ step: 'change', status: 'scheduled' });
    const [note] = await t.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.admin_id, ownerAdminId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note?.body).toContain("rescheduled from the confirmation e-mail's link by Chloé Gagnon");
  });

  it('refuses a cancellation inside the notice (call the business) and changes nothing', async () => {
    await setNotice(720);
    try {
      const res = await cancel(token);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(tooLateToChangeMessage(720));
      expect((await statusOf(first.appointment.id)).status).toBe('active');
      const seen = (await show(token)).json().data as Managed;
      expect(seen.appointment.can_change).toBe(false);
    } finally {
      await setNotice(24);
    }
  });

  it('cancels outside the notice: the time is offered again, the activity recorded', async () => {
    const { start_time } = await statusOf(first.appointment.id);
    expect((await freeTimes(IN_TWO_WEEKS)).map((s) => s.start_time.slice(0, 5))).not.toContain(
      start_time.slice(0, 5),
    );
    const res = await cancel(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(CustomerMessages.cancelled);
    expect((res.json().data as Managed).appointment.status).toBe('cancelled');
    expect((await freeTimes(IN_TWO_WEEKS)).map((s) => s.start_time.slice(0, 5))).toContain(
      start_time.slice(0, 5),
    );
    const [activity] = await t.database.db
      .select({ note: activities.note })
      .from(activities)
      .where(and(eq(activities.appointment_id, first.appointment.id)))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(activity?.note).toContain("cancelled from the confirmation e-mail's link");
    // A second try is refused: nothing left to change.
    expect((await cancel(token)).statusCode).toBe(422);
  });

  it('expires when the appointment starts', async () => {
    const [slot] = await freeTimes(NEXT_WEEK);
    const later = await bookAsGuest(slot!, NEXT_WEEK);
    const link = await linkFromMailbox(later.email);
    setClock('2031-06-18T12:00:00.000Z');
    const res = await show(link);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ManageLinkMessages.expired);
  });
});
