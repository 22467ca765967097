import { CONSENT_CHANGES_PER_DAY, CONSENT_WORDING, ERASED_TEXT, PrivacyActivityNotes, PrivacyMessages, erasedEmail, renderActivityNote } from '@rendezvous/domain';
import { and, asc, desc, eq, ilike, like, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, appointments, businesses, consents, guests, messages, outboundMail, outboundSms, reviews, users } from '../src/db/schema';
import { JOBS_SCHEMA } from '../src/jobs/schema';
import { setClock } from '../src/lib/clock';
import { EXPORTS_PER_PERSON_HOUR } from '../src/lib/rate-limit';
import { OUTBOUND_LOG_KEPT_DAYS, nextRetentionRun, pruneOutboundLog, scheduleRetention } from '../src/services/privacy';
import { demoIds, oliviaBooking } from './appointments/fixtures';
import { engines, startTestApp, type TestApp } from './support/app';

/*
 * Privacy requests (issue 26): an owner exports or erases one client's or guest's data, a
 * customer does so for themself from the site, and guests without an appointment for the
 * business's retention period are erased by the daily sweep. Amounts stay for the books.
 */

const SITE = 'maison-lumiere';
const NOW = '2027-05-20T14:00:00Z';
/** After the appointment booked below (2027-06-01 10:00–11:15, Toronto). */
const AFTER_IT = '2027-06-02T14:00:00Z';
const PASSWORD = 'Longer-Secret-2031';

describe.each(engines)('privacy requests on $name', (engine) => {
  let t: TestApp;
  let businessId: number;
  let owner: string;
  let ownerAdminId: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let customer: string;
  let customerId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { now: NOW, env: { CONTACT_IP_LIMIT: '200' } });
    const signedIn = await t.signIn('owner@rendezvous.test');
    owner = signedIn.token;
    ownerAdminId = signedIn.admin.id;
    businessId = signedIn.admin.business_id!;
    ids = await demoIds(t, businessId);
    const registered = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/register`,
      payload: { firstname: 'Noémie', lastname: 'Gagnon', email: 'noemie@example.org', phone: '+1 514-555-0188', password: PASSWORD },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    customer = registered.json().data.token as string;
    customerId = registered.json().data.user.id as number;
  });
  afterAll(() => t.close());

  const asOwner = (method: 'POST', url: string, payload?: Record<string, unknown>) =>
    t.call({ method, url, token: owner, businessId, payload });
  const lastActivity = async () =>
    (
      await t.database.db
        .select({ note: activities.note, initiator_type: activities.initiator_type, receiver_type: activities.receiver_type, receiver_id: activities.receiver_id })
        .from(activities)
        .where(eq(activities.business_id, businessId))
        .orderBy(desc(activities.id))
        .limit(1)
    )[0];

  /** Noémie's visit, a message she wrote and the reply, and her review of it. */
  const giveHerAHistory = async () => {
    const booked = await asOwner('POST', '/api/appointment', {
      ...oliviaBooking(ids, { customerable_id: customerId, pay_now: 0 }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().data.id as number;
    await t.database.db.insert(messages).values([
      { business_id: businessId, thread: 'privacy-1', senderable_type: 'user', senderable_id: customerId, receiverable_type: 'admin', receiverable_id: ownerAdminId, body: 'My cousin Luc will come with me', type: 'contact', action: 'received' },
      { business_id: businessId, thread: 'privacy-1', senderable_type: 'admin', senderable_id: ownerAdminId, receiverable_type: 'user', receiverable_id: customerId, body: 'See you both on Tuesday', type: 'contact', action: 'sent' },
    ]);
    await t.database.db.insert(reviews).values({ business_id: businessId, user_id: customerId, appointment_id: appointmentId, rating: 5, text: 'Noémie loved it' });
    return appointmentId;
  };

  it('hands an owner everything held about a client, and writes it to Activities', async () => {
    const appointmentId = await giveHerAHistory();
    const res = await asOwner('POST', `/api/user/${customerId}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PrivacyMessages.exported);
    const data = res.json().data;
    expect(data.person).toMatchObject({ type: 'user', id: customerId, firstname: 'Noémie', email: 'noemie@example.org', erased_at: null });
    expect(data.business.id).toBe(businessId);
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ id: appointmentId, date: '2027-06-01', status: 'active', services: ["Men's cut", 'Classic manicure'] });
    expect(data.appointments[0].total).toBeGreaterThan(0);
    expect(data.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['received', 'My cousin Luc will come with me'],
      ['sent', 'See you both on Tuesday'],
    ]);
    expect(data.reviews.map((r: { text: string }) => r.text)).toEqual(['Noémie loved it']);
    expect(await lastActivity()).toEqual({ note: renderActivityNote(PrivacyActivityNotes.exported), initiator_type: 'admin', receiver_type: 'user', receiver_id: customerId });
  });

  it("is the owner's alone: a consultant is refused, another business finds no such client", async () => {
    const consultant = await t.signIn('consultant@rendezvous.test');
    const refused = await t.call({ method: 'POST', url: `/api/user/${customerId}/export`, token: consultant.token, businessId });
    expect(refused.statusCode).toBe(403);
    const erase = await t.call({ method: 'POST', url: `/api/user/${customerId}/erase`, token: consultant.token, businessId });
    expect(erase.statusCode).toBe(403);
    const other = await t.signUpOwner('privacy-other@example.org', 'Other Privacy Co');
    for (const action of ['export', 'erase']) {
      const res = await t.call({ method: 'POST', url: `/api/user/${customerId}/${action}`, token: other.token, businessId: other.businessId });
      expect(res.statusCode).toBe(404);
    }
    const [still] = await t.database.db.select({ firstname: users.firstname }).from(users).where(eq(users.id, customerId));
    expect(still!.firstname).toBe('Noémie');
  });

  it('refuses to erase a client expected at an upcoming appointment, and changes nothing', async () => {
    const res = await asOwner('POST', `/api/user/${customerId}/erase`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PrivacyMessages.upcoming);
    const [still] = await t.database.db.select({ email: users.email, erased_at: users.erased_at }).from(users).where(eq(users.id, customerId));
    expect(still).toEqual({ email: 'noemie@example.org', erased_at: null });
  });

  it("a customer's wrong password erases nothing; their own export is written to Activities", async () => {
    const wrong = await t.site({ method: 'POST', url: '/api/user/me/erase', token: customer, payload: { password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([PrivacyMessages.passwordWrong]);
    const mine = await t.site({ method: 'POST', url: '/api/user/me/export', token: customer });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.person.email).toBe('noemie@example.org');
    expect(await lastActivity()).toMatchObject({ note: renderActivityNote(PrivacyActivityNotes.exportedBySelf), initiator_type: 'user', receiver_id: customerId });
    const admin = await t.call({ method: 'POST', url: '/api/user/me/export', token: owner, businessId });
    expect(admin.statusCode).toBe(403);
  });

  it('once the visit is past, the customer erases their account: their words and sessions go, the amounts stay', async () => {
    setClock(AFTER_IT);
    // Two weeks on, both sessions have run out: sign in again.
    owner = (await t.signIn('owner@rendezvous.test')).token;
    const again = await t.site({
      method: 'POST',
      url: '/api/login?type=user',
      headers: { 'x-business-id': String(businessId) },
      payload: { email: 'noemie@example.org', password: PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(200);
    customer = again.json().data.token as string;
    const [before] = await t.database.db.select({ total: appointments.total }).from(appointments).where(and(eq(appointments.customer_type, 'user'), eq(appointments.customerable_id, customerId)));
    const res = await t.site({ method: 'POST', url: '/api/user/me/erase', token: customer, payload: { password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PrivacyMessages.accountErased);
    expect(res.json().data).toMatchObject({ type: 'user', id: customerId, appointments_kept: 1, messages_erased: 2, reviews_erased: 1 });

    const [row] = await t.database.db
      .select({ firstname: users.firstname, email: users.email, phone: users.phone, password: users.password, status: users.status })
      .from(users)
      .where(eq(users.id, customerId));
    expect(row).toEqual({ firstname: 'Erased', email: erasedEmail('user', customerId), phone: null, password: null, status: 'inactive' });
    const [kept] = await t.database.db.select({ total: appointments.total }).from(appointments).where(and(eq(appointments.customer_type, 'user'), eq(appointments.customerable_id, customerId)));
    expect(kept!.total).toBe(before!.total);
    const words = await t.database.db.select({ body: messages.body }).from(messages).where(eq(messages.thread, 'privacy-1'));
    expect(words.map((m) => m.body)).toEqual([ERASED_TEXT, ERASED_TEXT]);
    const [review] = await t.database.db.select({ text: reviews.text, rating: reviews.rating }).from(reviews).where(eq(reviews.user_id, customerId));
    expect(review).toEqual({ text: ERASED_TEXT, rating: 5 });
    expect(await lastActivity()).toMatchObject({ note: renderActivityNote(PrivacyActivityNotes.erasedBySelf), initiator_type: 'user', receiver_id: customerId });

    // Signed out everywhere, and the old address no longer signs in.
    const me = await t.site({ method: 'GET', url: '/api/user/me', token: customer });
    expect(me.statusCode).toBe(401);
    const signIn = await t.site({
      method: 'POST',
      url: '/api/login?type=user',
      headers: { 'x-business-id': String(businessId) },
      payload: { email: 'noemie@example.org', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    const twice = await asOwner('POST', `/api/user/${customerId}/erase`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PrivacyMessages.alreadyErased);
  });

  it('records the reminder channels a guest ticks when booking on the site, in the words they saw, and the export hands them over', async () => {
    const times = await t.site({
      method: 'GET',
      url: `/api/site/${SITE}/times?date=2027-06-15&service_ids=${ids.service("Men's cut")}&consultant_id=${ids.owner.id}`,
    });
    expect(times.statusCode, times.body).toBe(200);
    const slot = times.json().data[0] as { consultant_id: number; consultant_service_ids: number[]; start_time: string; end_time: string };
    const booked = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/appointments`,
      headers: { 'accept-language': 'fr-CA' },
      payload: {
        ...slot,
        date: '2027-06-15',
        customer_timezone_id: null,
        pay_now: 0,
        notify_by: ['email'],
        marketing: true,
        guest: { firstname: 'Élise', lastname: 'Côté', email: 'elise@example.org', phone: '+1 514-555-0123' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [guest] = await t.database.db.select({ id: guests.id }).from(guests).where(eq(guests.email, 'elise@example.org'));
    const exported = await asOwner('POST', `/api/guest/${guest!.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.consents).toEqual([
      { purpose: 'email_reminders', granted: true, source: 'site_booking', wording: CONSENT_WORDING.email_reminders['fr-CA'], recorded_at: expect.any(String) },
      { purpose: 'marketing', granted: true, source: 'site_booking', wording: CONSENT_WORDING.marketing['fr-CA'], recorded_at: expect.any(String) },
    ]);
  });

  it('a customer who never ticked marketing has not consented; they give and withdraw it from their account, each change recorded once', async () => {
    const registered = await t.site({
      method: 'POST',
      url: `/api/site/${SITE}/register`,
      payload: { firstname: 'Malik', lastname: 'Roy', email: 'malik@example.org', phone: '+1 514-555-0142', password: PASSWORD },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const token = registered.json().data.token as string;
    const mine = (payload?: { marketing: unknown }, language = 'en-CA') =>
      t.site({
        method: payload ? 'PUT' : 'GET',
        url: '/api/user/me/consents',
        token,
        headers: { 'accept-language': language },
        ...(payload ? { payload } : {}),
      });
    const marketing = (res: { json: () => { data: { purpose: string }[] } }) =>
      res.json().data.find((c) => c.purpose === 'marketing');

    const before = await mine();
    expect(before.statusCode, before.body).toBe(200);
    expect(marketing(before)).toBeUndefined();

    const given = await mine({ marketing: true }, 'fr-CA');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().message).toBe(PrivacyMessages.consentsSaved);
    expect(marketing(given)).toEqual({
      purpose: 'marketing',
      granted: true,
      source: 'site_account',
      wording: CONSENT_WORDING.marketing['fr-CA'],
      recorded_at: expect.any(String),
    });
    // Saving the same choice again is no new record; withdrawing is.
    expect((await mine({ marketing: true })).statusCode).toBe(200);
    expect(marketing(await mine({ marketing: false }))).toMatchObject({ granted: false, wording: CONSENT_WORDING.marketing['en-CA'] });
    const rows = await t.database.db
      .select({ granted: consents.granted })
      .from(consents)
      .where(and(eq(consents.customer_type, 'user'), eq(consents.customerable_id, registered.json().data.user.id)))
      .orderBy(consents.id);
    expect(rows).toEqual([{ granted: true }, { granted: false }]);

    expect((await mine({ marketing: 'yes' })).statusCode).toBe(422);
    const admin = await t.call({ method: 'GET', url: '/api/user/me/consents', token: owner, businessId });
    expect(admin.statusCode).toBe(403);

    // The record is bounded: a customer changes their mind at most CONSENT_CHANGES_PER_DAY times a day.
    for (let i = 2; i < CONSENT_CHANGES_PER_DAY; i++) {
      expect((await mine({ marketing: i % 2 === 0 })).statusCode).toBe(200);
    }
    const tooOften = await mine({ marketing: true });
    expect(tooOften.statusCode).toBe(429);
    expect(tooOften.json().message).toBe(PrivacyMessages.consentsTooOften);
    expect(marketing(await mine())).toMatchObject({ granted: false });
  });

  it('limits how often one person is exported, without holding up the exports of others', async () => {
    const people = await t.database.db
      .insert(guests)
      .values([
        { business_id: businessId, firstname: 'Often', lastname: 'Exported', email: 'often@example.org' },
        { business_id: businessId, firstname: 'Once', lastname: 'Exported', email: 'once@example.org' },
      ])
      .returning({ id: guests.id });
    const exportGuest = (id: number) => asOwner('POST', `/api/guest/${id}/export`);
    for (let i = 0; i < EXPORTS_PER_PERSON_HOUR; i++) expect((await exportGuest(people[0]!.id)).statusCode).toBe(200);
    const past = await exportGuest(people[0]!.id);
    expect(past.statusCode).toBe(429);
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(0);
    expect((await exportGuest(people[1]!.id)).statusCode).toBe(200);
  });

  it('an owner exports and erases a guest', async () => {
    const [guest] = await t.database.db
      .insert(guests)
      .values({ business_id: businessId, firstname: 'Jules', lastname: 'Tremblay', email: 'jules@example.org', phone: '+15145550199' })
      .returning({ id: guests.id });
    const exported = await asOwner('POST', `/api/guest/${guest!.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.person).toMatchObject({ type: 'guest', firstname: 'Jules', phone: '+15145550199' });
    // What the business sent Jules, what another business sent the same address, and the
    // platform's own mail: only the first goes with the erasure.
    const [other] = await t.database.db.select({ id: businesses.id }).from(businesses).where(ne(businesses.id, businessId)).limit(1);
    const mailTo = (business_id: number | null, to: string) => ({ business_id, to, subject: 'Booked', text: 'See you Tuesday, Jules', transport: 'outbox' as const });
    await t.database.db.insert(outboundMail).values([
      mailTo(businessId, 'jules@example.org'),
      mailTo(businessId, 'Jules@Example.org'),
      mailTo(other!.id, 'jules@example.org'),
      mailTo(null, 'jules@example.org'),
    ]);
    const smsTo = (business_id: number) => ({ business_id, to: '+15145550199', body: 'Reminder, Jules', transport: 'outbox' as const });
    await t.database.db.insert(outboundSms).values([smsTo(businessId), smsTo(other!.id)]);
    const logged = async () => ({
      mail: (await t.database.db.select({ b: outboundMail.business_id }).from(outboundMail).where(ilike(outboundMail.to, 'jules@example.org')).orderBy(asc(outboundMail.id))).map((r) => r.b),
      sms: (await t.database.db.select({ b: outboundSms.business_id }).from(outboundSms).where(eq(outboundSms.to, '+15145550199')).orderBy(asc(outboundSms.id))).map((r) => r.b),
    });
    expect(await logged()).toEqual({ mail: [businessId, businessId, other!.id, null], sms: [businessId, other!.id] });

    const erased = await asOwner('POST', `/api/guest/${guest!.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await logged()).toEqual({ mail: [other!.id, null], sms: [other!.id] });
    expect(erased.json().message).toBe(PrivacyMessages.erased);
    const [row] = await t.database.db.select({ email: guests.email, phone: guests.phone, lastname: guests.lastname }).from(guests).where(eq(guests.id, guest!.id));
    expect(row).toEqual({ email: erasedEmail('guest', guest!.id), phone: null, lastname: 'guest' });
    expect(await lastActivity()).toEqual({ note: renderActivityNote(PrivacyActivityNotes.erased), initiator_type: 'admin', receiver_type: 'guest', receiver_id: guest!.id });
  });

  it('keeps the record of sent mail and SMS for its stated time, then deletes it', async () => {
    const day = 24 * 3_600_000;
    const at = (daysAgo: number) => new Date(Date.parse(NOW) - daysAgo * day);
    setClock(NOW);
    const mail = (daysAgo: number) => ({ business_id: businessId, to: `kept-${daysAgo}@example.org`, subject: 'Booked', text: '…', transport: 'outbox' as const, created_at: at(daysAgo) });
    await t.database.db.insert(outboundMail).values([mail(OUTBOUND_LOG_KEPT_DAYS + 1), mail(OUTBOUND_LOG_KEPT_DAYS - 1)]);
    await t.database.db.insert(outboundSms).values({ business_id: businessId, to: '+15145550177', body: '…', transport: 'outbox', created_at: at(OUTBOUND_LOG_KEPT_DAYS + 5) });
    // Everything else the suite sent is recent: only the two old records go.
    expect(await pruneOutboundLog(t.database.db)).toBe(2);
    const left = await t.database.db.select({ to: outboundMail.to }).from(outboundMail).where(like(outboundMail.to, 'kept-%'));
    expect(left.map((row) => row.to)).toEqual([`kept-${OUTBOUND_LOG_KEPT_DAYS - 1}@example.org`]);
    expect(await pruneOutboundLog(t.database.db)).toBe(0);
  });

  it("keeps the retention period within its bounds, and the daily sweep erases only guests past it", async () => {
    const tooShort = await t.call({ method: 'PATCH', url: `/api/business/${businessId}`, token: owner, businessId, payload: { guest_retention_months: 3 } });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.guest_retention_months).toEqual([PrivacyMessages.retentionInvalid]);
    const set = await t.call({ method: 'PATCH', url: `/api/business/${businessId}`, token: owner, businessId, payload: { guest_retention_months: 12 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.guest_retention_months).toBe(12);

    const monthsAgo = (n: number) => new Date(Date.parse(AFTER_IT) - n * 30.5 * 86_400_000);
    const [forgotten, recent, returning] = await t.database.db
      .insert(guests)
      .values([
        { business_id: businessId, firstname: 'Old', lastname: 'Guest', email: 'old-guest@example.org', created_at: monthsAgo(14) },
        { business_id: businessId, firstname: 'New', lastname: 'Guest', email: 'new-guest@example.org', created_at: monthsAgo(2) },
        { business_id: businessId, firstname: 'Back', lastname: 'Guest', email: 'back-guest@example.org', created_at: monthsAgo(20) },
      ])
      .returning({ id: guests.id });
    // The returning guest booked again recently: their appointment keeps them.
    const booked = await asOwner('POST', '/api/appointment', {
      ...oliviaBooking(ids, { customer_type: 'guest', customerable_id: returning!.id, date: '2027-06-08', pay_now: 0 }),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    await scheduleRetention(t.database.db, t.app.jobs);
    const due = nextRetentionRun(new Date(AFTER_IT));
    expect(await t.runJobs({ dueBy: due, moveClock: true })).toBeGreaterThanOrEqual(1);

    const rows = await t.database.db
      .select({ id: guests.id, firstname: guests.firstname, erased_at: guests.erased_at })
      .from(guests)
      .where(like(guests.lastname, '%'));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(forgotten!.id)!.firstname).toBe('Erased');
    expect(byId.get(recent!.id)!.firstname).toBe('New');
    expect(byId.get(returning!.id)!.firstname).toBe('Back');
    const [trail] = await t.database.db
      .select({
        note: activities.note,
        note_key: activities.note_key,
        note_values: activities.note_values,
        initiator_type: activities.initiator_type,
      })
      .from(activities)
      .where(and(eq(activities.receiver_type, 'guest'), eq(activities.receiver_id, forgotten!.id)));
    // The sentence API clients read, and the key and months the console writes in French.
    expect(trail).toEqual({
      note: 'Erased their personal data: no appointment for 12 months (retention)',
      note_key: 'privacyErasedByRetention',
      note_values: { months: 12 },
      initiator_type: 'business',
    });

    // The sweep put the next day's on the queue.
    const next = nextRetentionRun(due);
    const { rows: waiting } = (await t.database.db.execute(
      sql.raw(`select count(*)::int as n from ${JOBS_SCHEMA}.job where name = 'privacy-retention' and state = 'created' and start_after > now()`),
    )) as unknown as { rows: { n: number }[] };
    expect(next.getTime() - due.getTime()).toBe(86_400_000);
    expect(waiting[0]!.n).toBe(1);
    await t.database.db.update(businesses).set({ guest_retention_months: 24 }).where(eq(businesses.id, businessId));
  });
});
