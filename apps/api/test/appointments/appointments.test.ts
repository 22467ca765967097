import { AppointmentMessages, Snackbars, MAX_BOOKING_HORIZON_DAYS } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, notifications } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';
import { demoIds } from './fixtures';

type Ids = Awaited<ReturnType<typeof demoIds>>;
type Appointment = {
  id: number;
  status: string;
  date: string;
  start_time: string;
  end_time: string;
  service_total: number;
  tax: number;
  booking_fee: number;
  tip: number;
  total: number;
  customerable?: { full_name: string; email: string };
  consultant?: { admin: { full_name: string } };
  services?: { name: string; price: number; consultant_service_id: number }[];
  selected_consultant_services?: number[];
  events?: { note: string; initiator: { full_name: string } | null }[];
  created_at: string;
};

/**
 * The last quarter hour of a month on the demo business's calendar (Toronto): the seed's
 * coming appointments then fall in the next month, outside the dashboard's window.
 */
const MONTH_END = '2027-03-01T04:45:00Z';

describe.each(engines)('appointments on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; admin: { id: number; business_id: number | null } };
  let colleague: { token: string; admin: { id: number; business_id: number | null } };
  let businessId: number;
  let ids: Ids;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: MONTH_END, bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS });
    owner = await t.signIn('owner@rendezvous.test');
    colleague = await t.signIn('consultant@rendezvous.test');
    businessId = owner.admin.business_id!;
    ids = await demoIds(t, businessId);
    // Quebec GST + QST and a CA$2.50 booking fee, set the way the settings tab does.
    for (const payload of [{ tax_rate_ppm: 149_750 }, { booking_fee: 250 }]) {
      const res = await t.call({ method: 'PATCH', url: `/api/business/${businessId}`, token: owner.token, payload });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const list = (query: string, token = owner.token) =>
    t.call({ method: 'GET', url: `/api/appointments?filterByBusiness=true${query}`, token });
  const create = (payload: Record<string, unknown>, token = owner.token) =>
    t.call({ method: 'POST', url: '/api/appointment', token, payload });
  const update = (id: number, payload: Record<string, unknown>, token = owner.token) =>
    t.call({ method: 'PUT', url: `/api/appointment/${id}`, token, payload });
  const booking = (over: Record<string, unknown> = {}) => ({
    consultant_id: ids.owner.id,
    customer_type: 'user',
    customerable_id: ids.olivia.id,
    date: '2030-03-12',
    start_time: '10:00',
    end_time: '11:15',
    services: [ids.offering(ids.owner.id, "Men's cut"), ids.offering(ids.owner.id, 'Classic manicure')],
    tip: 500,
    ...over,
  });

  it('lists a page with every relation, newest first, and pages through', async () => {
    const res = await list('&paginate=5&page=1&appendCustomer=true&appendConsultant=true&appendServices=true');
    expect(res.statusCode).toBe(200);
    const page = res.json().data as { data: Appointment[]; total: number; last_page: number; per_page: number };
    expect(page.per_page).toBe(5);
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.last_page).toBe(Math.ceil(page.total / 5));
    expect(page.data).toHaveLength(5);
    const created = page.data.map((a) => a.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    for (const a of page.data) {
      expect(a.customerable?.full_name).toMatch(/\S+ \S+/);
      expect(a.consultant?.admin.full_name).toMatch(/\S/);
      expect(a.services!.length).toBeGreaterThan(0);
    }
    const second = (await list('&paginate=5&page=2')).json().data.data as Appointment[];
    expect(second.map((a) => a.id)).not.toEqual(expect.arrayContaining([page.data[0]!.id]));
    expect(second[0]).not.toHaveProperty('customerable');

    const oldest = (await list('&paginate=5&sort=asc')).json().data.data as Appointment[];
    expect(oldest[0]!.created_at <= created.at(-1)!).toBe(true);
  });

  it("lists each appointment as it reads alone: the list's one-statement page and the dialog's load agree", async () => {
    const page = (await list('&paginate=5&appendCustomer=true&appendConsultant=true&appendServices=true')).json().data
      .data as Record<string, unknown>[];
    for (const listed of page) {
      const alone = (await t.call({ method: 'GET', url: `/api/appointment/${listed.id}`, token: owner.token })).json()
        .data as Record<string, unknown>;
      // The dialog adds its own parts (events, meetings, chosen services); every listed field reads the same.
      expect(Object.keys(listed).sort()).toEqual(expect.arrayContaining(['consultant', 'customerable', 'services', 'starts_at']));
      expect(alone).toMatchObject(listed);
    }
  });

  it('filters by status, customer, consultant and search by name or email, for clients and guests', async () => {
    const completed = (await list('&paginate=30&status=completed')).json().data;
    expect(completed.total).toBe(12);
    expect(completed.data.every((a: Appointment) => a.status === 'completed')).toBe(true);

    const olivias = (await list(`&paginate=30&customerType=user&customerId=${ids.olivia.id}`)).json().data;
    expect(olivias.total).toBe(3);
    const mias = (await list(`&paginate=30&customerType=guest&customerId=${ids.mia.id}&appendCustomer=1`)).json().data;
    expect(mias.total).toBe(1);
    expect(mias.data[0].customerable.full_name).toBe('Mia Lefebvre');

    const staffs = (await list(`&paginate=30&consultantId=${ids.colleague.id}`)).json().data;
    expect(staffs.total).toBe(9);

    expect((await list('&search=olivia chen')).json().data.total).toBe(3);
    expect((await list('&search=LEFEBVRE')).json().data.total).toBe(1);
    expect((await list(`&search=${encodeURIComponent(ids.olivia.email)}`)).json().data.total).toBe(3);
    expect((await list('&search=nobody-by-this-name')).json().data.total).toBe(0);
    // A LIKE wildcard is searched for literally.
    expect((await list('&search=%25')).json().data.total).toBe(0);
  });

  it('filters by a range of days, both ends included, as the calendar view asks for a week', async () => {
    const every = (await list('&paginate=100')).json().data.data as Appointment[];
    const days = [...new Set(every.map((a) => a.date))].sort();
    expect(days.length).toBeGreaterThan(2);
    const [from, to] = [days[1]!, days.at(-2)!];
    const inRange = every.filter((a) => a.date >= from && a.date <= to);
    const ranged = (await list(`&paginate=100&dateFrom=${from}&dateTo=${to}`)).json().data;
    expect(ranged.total).toBe(inRange.length);
    expect((ranged.data as Appointment[]).map((a) => a.id).sort()).toEqual(inRange.map((a) => a.id).sort());

    const oneDay = (await list(`&paginate=100&dateFrom=${from}&dateTo=${from}`)).json().data;
    expect(oneDay.total).toBe(every.filter((a) => a.date === from).length);
    expect((await list('&dateFrom=2026-02-30')).statusCode).toBe(422);
  });

  it('books with amounts in cents, an event and a notification for the consultant', async () => {
    // The owner books for the colleague, who is notified.
    const res = await create(
      booking({
        consultant_id: ids.colleague.id,
        services: [ids.offering(ids.colleague.id, "Men's cut"), ids.offering(ids.colleague.id, 'Classic manicure')],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(AppointmentMessages.created);
    const a = res.json().data as Appointment;
    // The colleague's own price for a men's cut, 45.00, and the business's 35.00 for the
    // manicure: 80.00; tax 14.975 % = 11.98; fee 2.50; tip 5.00; total 99.48.
    expect(a).toMatchObject({ service_total: 8000, tax: 1198, booking_fee: 250, tip: 500, total: 9948, status: 'active' });
    expect(a.services!.map((s) => [s.name, s.price])).toEqual([
      ["Men's cut", 4500],
      ['Classic manicure', 3500],
    ]);
    expect(a.selected_consultant_services).toHaveLength(2);
    expect(a.events).toHaveLength(1);
    expect(a.events![0]!.note).toBe('Appointment booked for 2030-03-12 10:00–11:15');
    expect(a.events![0]!.initiator?.full_name).toMatch(/\S/);

    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.admin_id, ids.colleague.admin_id), eq(notifications.type, 'appointment')));
    expect(notice?.body).toBe('New appointment with Olivia Chen on 2030-03-12 10:00–11:15');
    // The colleague sees it in the bell.
    const bell = await t.call({ method: 'GET', url: '/api/notifications?type=appointment', token: colleague.token });
    expect(bell.json().data.total).toBe(1);
    // With the text's key and values, for a console to write it in its reader's language.
    expect(bell.json().data.data[0]).toMatchObject({
      body: 'New appointment with Olivia Chen on 2030-03-12 10:00–11:15',
      body_key: 'bellBooked',
      body_values: { name: 'Olivia Chen', date: '2030-03-12', start: '10:00', end: '11:15' },
    });

    const one = await t.call({ method: 'GET', url: `/api/appointment/${a.id}`, token: owner.token });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.customerable.full_name).toBe('Olivia Chen');

    // The same consultant and time again: the database refuses the overlap.
    const again = await create(
      booking({
        consultant_id: ids.colleague.id,
        services: [ids.offering(ids.colleague.id, "Men's cut"), ids.offering(ids.colleague.id, 'Classic manicure')],
        start_time: '10:30',
        end_time: '11:45',
        tip: 0,
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AppointmentMessages.slotTaken);
  });

  it('refuses what the form would: required fields, order, length, tip', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ consultant_id: null }, 'consultant_id', AppointmentMessages.consultantRequired],
      [{ date: '' }, 'date', AppointmentMessages.dateRequired],
      [{ start_time: '' }, 'start_time', AppointmentMessages.startTimeRequired],
      [{ end_time: '' }, 'end_time', AppointmentMessages.endTimeRequired],
      [{ services: [] }, 'services', AppointmentMessages.serviceRequired],
      [{ customerable_id: null }, 'customerable_id', AppointmentMessages.clientRequired],
      [{ start_time: '11:00', end_time: '10:00' }, 'end_time', AppointmentMessages.timesOrder],
      [{ end_time: '11:00' }, 'end_time', AppointmentMessages.lengthMismatch],
      [{ start_time: '03:00', end_time: '04:15' }, 'start_time', AppointmentMessages.outsideHours],
      // 2030-04-07 is a Sunday: the colleague does not work weekends.
      [
        {
          date: '2030-04-07',
          consultant_id: ids.colleague.id,
          services: [ids.offering(ids.colleague.id, "Men's cut")],
          end_time: '10:30',
        },
        'start_time',
        AppointmentMessages.outsideHours,
      ],
      [{ tip: -1 }, 'tip', AppointmentMessages.tipInvalid],
      [{ tip: 1.5 }, 'tip', AppointmentMessages.tipInvalid],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(booking({ date: '2030-04-02', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
  });

  it('refuses another business’s consultant, customer and services, and hides its appointments', async () => {
    const other = await t.signUpOwner('bea@other.test', 'Other Shop');
    const [otherAppointment] = (await list('&paginate=1')).json().data.data as Appointment[];
    // The other owner cannot see the demo business's appointment: 404, not 403.
    const hidden = await t.call({ method: 'GET', url: `/api/appointment/${otherAppointment!.id}`, token: other.token });
    expect(hidden.statusCode).toBe(404);
    expect((await update(otherAppointment!.id, { status: 'missed' }, other.token)).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/appointment/${otherAppointment!.id}`, token: other.token })).statusCode).toBe(404);
    // And may not act in it through the header.
    const header = await t.call({ method: 'GET', url: '/api/appointments', token: other.token, businessId });
    expect(header.statusCode).toBe(403);

    // The other owner has setup steps pending: booking is blocked with the spec's message.
    const blocked = await create(booking(), other.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(
      /^You have \d+ setup actions remaining\. Please complete all pending business setup actions shown above\. You cannot add new appointments until setup is complete\.$/,
    );

    // In the demo business, ids of nothing of its own are refused field by field.
    const wrongConsultant = await create(booking({ date: '2030-04-03', consultant_id: 999_999 }));
    expect(wrongConsultant.statusCode).toBe(422);
    expect(wrongConsultant.json().errors.consultant_id).toEqual([AppointmentMessages.consultantNotFound]);
    const wrongCustomer = await create(booking({ date: '2030-04-03', customer_type: 'guest', customerable_id: ids.olivia.id + 10_000 }));
    expect(wrongCustomer.statusCode).toBe(422);
    expect(wrongCustomer.json().errors.customerable_id).toEqual([AppointmentMessages.customerNotFound]);
    // A colleague's service is not the owner's to book.
    const colleagues = await create(
      booking({ date: '2030-04-03', services: [ids.offering(ids.colleague.id, "Men's cut")], end_time: '10:30' }),
    );
    expect(colleagues.statusCode).toBe(422);
    expect(colleagues.json().errors.services).toEqual([AppointmentMessages.serviceNotOffered]);
  });

  it('updates: refuses no change, moves status freely, reschedules with new amounts, 409 on reactivation into a taken slot', async () => {
    const first = (await create(booking({ date: '2030-05-06', tip: 0 }))).json().data as Appointment;
    // 40.00 + 35.00 at business prices; tax 11.23125 rounds to 11.23; fee 2.50.
    expect(first).toMatchObject({ service_total: 7500, tax: 1123, booking_fee: 250, tip: 0, total: 8873 });
    const unchanged = await update(first.id, { status: 'active', start_time: '10:00' });
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json().message).toBe(Snackbars.appointmentUnchanged);

    for (const status of ['completed', 'missed', 'active', 'cancelled']) {
      const res = await update(first.id, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    // Cancelled, its slot is free: another appointment takes it.
    const second = await create(booking({ date: '2030-05-06', tip: 0, customer_type: 'guest', customerable_id: ids.mia.id }));
    expect(second.statusCode).toBe(201);
    const reactivate = await update(first.id, { status: 'active' });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().message).toBe(AppointmentMessages.slotTaken);

    // Rescheduled onto one service: new lines and amounts. 40.00 + 5.99 tax + 2.50 fee = 48.49.
    const moved = await update(first.id, {
      status: 'active',
      start_time: '14:00',
      end_time: '14:30',
      services: [ids.offering(ids.owner.id, "Men's cut")],
    });
    expect(moved.statusCode).toBe(200);
    const a = moved.json().data as Appointment;
    expect(a).toMatchObject({ start_time: '14:00', end_time: '14:30', service_total: 4000, tax: 599, booking_fee: 250, total: 4849 });
    expect(a.services!.map((s) => s.name)).toEqual(["Men's cut"]);
    expect(a.events!.map((e) => e.note)).toEqual([
      'Appointment booked for 2030-05-06 10:00–11:15',
      'Appointment status changed from active to completed',
      'Appointment status changed from completed to missed',
      'Appointment status changed from missed to active',
      'Appointment status changed from active to cancelled',
      'Appointment rescheduled from 2030-05-06 10:00–11:15 to 2030-05-06 14:00–14:30; Appointment status changed from cancelled to active',
    ]);

    const gone = await t.call({ method: 'DELETE', url: `/api/appointment/${first.id}`, token: owner.token });
    expect(gone.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/appointment/${first.id}`, token: owner.token })).statusCode).toBe(404);
    const [trail] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.note, 'Appointment deleted (2030-05-06 14:00–14:30)'));
    expect(trail).toMatchObject({ appointment_id: null, business_id: businessId });
  });

  it('answers the dashboard stats: total, profit of completed ones, the last 12 months', async () => {
    const total = (await t.call({ method: 'GET', url: '/api/appointments/stats/total', token: owner.token })).json().data;
    const all = (await list('&paginate=1')).json().data.total;
    expect(total).toEqual({ total: all });
    const completed = (await list('&paginate=100&status=completed')).json().data.data as Appointment[];
    const profit = (await t.call({ method: 'GET', url: '/api/appointments/stats/profit', token: owner.token })).json().data;
    expect(profit.total).toBe(completed.reduce((s, a) => s + a.total, 0));
    expect(profit.total).toBeGreaterThan(0);
    const monthly = (await t.call({ method: 'GET', url: '/api/appointments/stats/monthly', token: owner.token })).json().data;
    expect(monthly).toHaveLength(12);
    expect(monthly.map((m: { month: string }) => m.month)).toEqual([...monthly.map((m: { month: string }) => m.month)].sort());
    // Every appointment dated inside the window is counted in its month; later ones are not.
    const every = (await list('&paginate=100')).json().data.data as Appointment[];
    const months = monthly.map((m: { month: string }) => m.month) as string[];
    const expected = months.map((month) => every.filter((a) => a.date.startsWith(month)).length);
    expect(monthly.map((m: { count: number }) => m.count)).toEqual(expected);
    // The demo's sixteen appointments up to today are all inside the window, whatever the date.
    expect(expected.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(16);
    expect(months.at(-1)).toBe('2027-02');
    expect((await t.call({ method: 'GET', url: '/api/appointments/stats/bogus', token: owner.token })).statusCode).toBe(422);
  });
});
