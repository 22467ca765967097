import { DayMessages, OnboardingToasts, ROLE_IDS } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRoles,
  admins,
  consultantServices,
  consultants,
  days,
  integrations,
  merchants,
  permissions,
  serviceCategories,
  services,
} from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { engines, startTestApp, type TestApp } from '../support/app';

const OWNER = 'owner@rendezvous.test';
const CONSULTANT = 'consultant@rendezvous.test';
const NO_ROLE = OnboardingToasts.noConsultantRole;
const NO_SERVICES = OnboardingToasts.noBusinessServices;

type Session = Awaited<ReturnType<TestApp['signIn']>>;

describe.each(engines)('consultant profile, services and hours on $name', (engine) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  let other: { token: string; id: number; businessId: number };
  let businessId: number;
  let ownerConsultant: number;
  let staffConsultant: number;

  const db = () => t.database.db;
  const consultantOf = async (adminId: number) =>
    (await db().select({ id: consultants.id }).from(consultants).where(eq(consultants.admin_id, adminId)))[0]?.id;
  const serviceNamed = async (name: string) =>
    (await db().select().from(services).where(and(eq(services.business_id, businessId), eq(services.name, name))))[0]!;
  const stepsOf = async (token: string) =>
    ((await t.call({ method: 'GET', url: '/api/get-admin-by-token', token })).json().data.pending_setup_steps as { action: string }[]).map(
      (s) => s.action,
    );
  const offeredIds = async (consultantId: number) =>
    (await db().select({ service_id: consultantServices.service_id }).from(consultantServices).where(eq(consultantServices.consultant_id, consultantId))).map(
      (r) => r.service_id,
    );

  const offer = (overrides: Record<string, unknown>) => ({
    price: 0,
    description: null,
    appointment_length_decider: 'business',
    appointment_length: 30,
    minimum_appointment_length: 30,
    maximum_appointment_length: 60,
    use_business_price: true,
    use_business_description: true,
    use_business_appointment_length: true,
    ...overrides,
  });

  /** A colleague in the demo business holding `roleIds`, signed in. */
  let staffCount = 0;
  async function addColleague(roleIds: number[], withConsultant = roleIds.includes(ROLE_IDS.consultant)) {
    const email = `colleague${++staffCount}@rendezvous.test`;
    const [row] = await db()
      .insert(admins)
      .values({ firstname: 'Colleague', lastname: `No${staffCount}`, email, password: await hashPassword('Colleague-Pass-2026'), business_id: businessId })
      .returning({ id: admins.id });
    await db().insert(adminRoles).values(roleIds.map((role_id) => ({ admin_id: row!.id, role_id })));
    const consultantId = withConsultant
      ? (await db().insert(consultants).values({ admin_id: row!.id, business_id: businessId }).returning({ id: consultants.id }))[0]!.id
      : null;
    return { id: row!.id, consultantId, session: await t.signIn(email, 'Colleague-Pass-2026') };
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn(OWNER);
    staff = await t.signIn(CONSULTANT);
    businessId = owner.admin.business_id!;
    other = await t.signUpOwner('bea@other.test', 'Other Shop');
    ownerConsultant = (await consultantOf(owner.admin.id))!;
    staffConsultant = (await consultantOf(staff.admin.id))!;
  });
  afterAll(() => t?.close());

  describe('admin profile', () => {
    it('PATCH admin/{id} sends the consultant with its services and days only with appendConsultant', async () => {
      const withFlags = await t.call({
        method: 'PATCH',
        url: `/api/admin/${owner.admin.id}?appendConsultant=true&appendRoles=true`,
        token: owner.token,
        payload: { phone: '+1 416-555-0199' },
      });
      expect(withFlags.statusCode).toBe(200);
      const admin = withFlags.json().data;
      expect(admin.phone).toBe('+1 416-555-0199');
      expect(admin.roles.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['admin', 'consultant']));
      expect(admin.consultant.id).toBe(ownerConsultant);
      expect(admin.consultant.days).toHaveLength(7);
      expect(admin.consultant.days[0].day).toBe('monday');
      expect(admin.consultant.services.length).toBeGreaterThan(0);

      const without = await t.call({ method: 'PATCH', url: `/api/admin/${owner.admin.id}`, token: owner.token, payload: { is_away: 1 } });
      expect(without.statusCode).toBe(200);
      expect(without.json().data.consultant).toBeNull();
      expect(without.json().data.is_away).toBe(1);
      await t.call({ method: 'PATCH', url: `/api/admin/${owner.admin.id}`, token: owner.token, payload: { is_away: 0 } });
    });

    it('get-admin-by-token and login include the consultant services and days with appendConsultant', async () => {
      const me = await t.call({ method: 'GET', url: '/api/get-admin-by-token?appendConsultant=true', token: staff.token });
      expect(me.json().data.consultant.services).toHaveLength(5);
      expect(me.json().data.consultant.days).toHaveLength(7);
      const login = await t.call({
        method: 'POST',
        url: '/api/login?type=admin&appendConsultant=true',
        payload: { email: CONSULTANT, password: 'Rendezvous!2026' },
      });
      expect(login.json().data.admin.consultant.days).toHaveLength(7);
    });

    it('appends the integrations of the admin and their business, and the merchants, never the tokens', async () => {
      await db().insert(integrations).values([
        { platform: 'zoom', name: 'Zoom', integrable_type: 'admin', integrable_id: staff.admin.id, access_level: 1, access_token: 'secret-token' },
        { platform: 'google-calendar', name: 'Google', integrable_type: 'business', integrable_id: businessId, access_level: 2 },
        { platform: 'zoom', name: 'Their Zoom', integrable_type: 'business', integrable_id: other.businessId, access_level: 2 },
      ]);
      await db().insert(merchants).values({ business_id: businessId, name: 'stripe', account_id: 'acct_demo', onboarding_completed: true }).onConflictDoNothing();
      const me = await t.call({ method: 'GET', url: '/api/get-admin-by-token?appendIntegrations=true&appendBusiness=true', token: staff.token });
      const data = me.json().data;
      expect(data.integrations.map((i: { platform: string }) => i.platform).sort()).toEqual(['google-calendar', 'zoom']);
      expect(JSON.stringify(data.integrations)).not.toContain('secret-token');
      expect(data.business.merchants).toEqual([expect.objectContaining({ name: 'stripe', onboarding_completed: true })]);
      const detail = await t.call({ method: 'GET', url: `/api/admin/${staff.admin.id}?appendIntegrations=true`, token: owner.token });
      expect(detail.json().data.integrations).toHaveLength(2);
      const plain = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: staff.token });
      expect(plain.json().data.integrations).toBeUndefined();
    });

    it('GET admin/{id} shows a colleague to an admin, refuses a consultant and hides other businesses', async () => {
      const seen = await t.call({ method: 'GET', url: `/api/admin/${staff.admin.id}?appendConsultant=true`, token: owner.token });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data.consultant.id).toBe(staffConsultant);
      expect((await t.call({ method: 'GET', url: `/api/admin/${owner.admin.id}`, token: staff.token })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: `/api/admin/${staff.admin.id}`, token: staff.token })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: `/api/admin/${staff.admin.id}`, token: other.token })).statusCode).toBe(404);
    });
  });

  describe('consultants', () => {
    it('lists the business consultants, paged and searchable, with the append flags', async () => {
      const page = await t.call({ method: 'GET', url: '/api/consultants?paginate=1&page=2&appendAdmin=true', token: owner.token });
      expect(page.statusCode).toBe(200);
      const body = page.json().data;
      expect(body).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
      expect(body.data[0].admin.full_name).toBeTruthy();
      expect(body.data[0].services).toBeUndefined();

      const found = await t.call({ method: 'GET', url: '/api/consultants?search=noah&appendServices=true&appendDays=true', token: owner.token });
      expect(found.json().data.total).toBe(1);
      expect(found.json().data.data[0].id).toBe(staffConsultant);
      expect(found.json().data.data[0].services).toHaveLength(5);
      expect(found.json().data.data[0].days).toHaveLength(7);

      const inactive = await t.call({ method: 'GET', url: '/api/consultants?status=inactive', token: owner.token });
      expect(inactive.json().data.total).toBe(0);
      const wildcard = await t.call({ method: 'GET', url: '/api/consultants?search=%25', token: owner.token });
      expect(wildcard.json().data.total).toBe(0);

      const theirs = await t.call({ method: 'GET', url: '/api/consultants', token: other.token });
      expect(theirs.json().data.total).toBe(0);
    });

    it('filters by a role the consultant\'s account also holds (roleName)', async () => {
      const list = async (query: string) =>
        (await t.call({ method: 'GET', url: `/api/consultants?${query}`, token: owner.token })).json().data;
      // The owner is a consultant who also holds the admin role; the demo consultant does not.
      const admins = await list('roleName=admin');
      expect(admins.data.map((c: { id: number }) => c.id)).toEqual([ownerConsultant]);
      expect((await list('roleName=consultant')).total).toBe(2);
      expect((await list('roleName=nobody')).total).toBe(0);
    });

    it('lets a platform admin act in the business named by X-Business-Id', async () => {
      const platform = await t.signIn('platform@rendezvous.test');
      const scoped = await t.call({ method: 'GET', url: '/api/consultants', token: platform.token, businessId });
      expect(scoped.json().data.total).toBe(2);
      const unscoped = await t.call({ method: 'GET', url: '/api/consultants', token: platform.token });
      expect(unscoped.json().data.total).toBe(0);
      const read = await t.call({ method: 'GET', url: `/api/consultant/${staffConsultant}`, token: platform.token, businessId: other.businessId });
      expect(read.statusCode).toBe(404);
      const away = await t.call({ method: 'PUT', url: `/api/consultant/${staffConsultant}`, token: platform.token, businessId, payload: { is_away: 0 } });
      expect(away.statusCode).toBe(200);
    });

    it('reads one consultant with services and days; another business gets a 404', async () => {
      const res = await t.call({ method: 'GET', url: `/api/consultant/${staffConsultant}`, token: owner.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: staffConsultant, admin_id: staff.admin.id, admin: { firstname: 'Noah' } });
      expect(res.json().data.days.find((d: { day: string }) => d.day === 'saturday').is_active).toBe(0);
      expect((await t.call({ method: 'GET', url: `/api/consultant/${staffConsultant}`, token: other.token })).statusCode).toBe(404);
    });

    it('PUT consultant/{id} sets away for oneself or a colleague below; never upwards or across businesses', async () => {
      const put = (id: number, token: string, is_away: 0 | 1) =>
        t.call({ method: 'PUT', url: `/api/consultant/${id}`, token, payload: { is_away } });
      expect((await put(staffConsultant, owner.token, 1)).statusCode).toBe(200);
      const [row] = await db().select({ is_away: admins.is_away }).from(admins).where(eq(admins.id, staff.admin.id));
      expect(row!.is_away).toBe(1);
      expect((await put(staffConsultant, staff.token, 0)).statusCode).toBe(200);
      expect((await put(ownerConsultant, staff.token, 1)).statusCode).toBe(403);
      expect((await put(staffConsultant, other.token, 1)).statusCode).toBe(404);
      const [after] = await db().select({ is_away: admins.is_away }).from(admins).where(eq(admins.id, owner.admin.id));
      expect(after!.is_away).toBe(0);
    });

    it('keeps a business admin with the admins grant from acting on a higher-ranked colleague', async () => {
      const peer = await addColleague([ROLE_IDS.consultant]);
      const grant = { role_id: ROLE_IDS.consultant, entity: 'admins', action: 'update' as const };
      await db().insert(permissions).values(grant);
      try {
        const put = (id: number) => t.call({ method: 'PUT', url: `/api/consultant/${id}`, token: staff.token, payload: { is_away: 1 } });
        expect((await put(ownerConsultant)).statusCode).toBe(403);
        expect((await put(peer.consultantId!)).statusCode).toBe(200);
        const [ownerDay] = await db().select().from(days).where(eq(days.consultant_id, ownerConsultant));
        const dayRes = await t.call({
          method: 'PATCH',
          url: `/api/consultant-day/${ownerDay!.id}`,
          token: staff.token,
          payload: { work_start_time: '10:00' },
        });
        expect(dayRes.statusCode).toBe(403);
      } finally {
        await db().delete(permissions).where(and(eq(permissions.role_id, grant.role_id), eq(permissions.entity, 'admins'), eq(permissions.action, 'update')));
      }
    });

    it('DELETE consultant/{id} keeps a consultant with appointments, else removes the role and the consultant', async () => {
      const booked = await t.call({ method: 'DELETE', url: `/api/consultant/${staffConsultant}`, token: owner.token });
      expect(booked.statusCode).toBe(409);
      expect(await consultantOf(staff.admin.id)).toBe(staffConsultant);

      const leaving = await addColleague([ROLE_IDS.consultant]);
      expect((await t.call({ method: 'DELETE', url: `/api/consultant/${leaving.consultantId}`, token: other.token })).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `/api/consultant/${leaving.consultantId}`, token: staff.token })).statusCode).toBe(403);
      const res = await t.call({ method: 'DELETE', url: `/api/consultant/${leaving.consultantId}`, token: owner.token });
      expect(res.statusCode).toBe(200);
      expect(await consultantOf(leaving.id)).toBeUndefined();
      const roleRows = await db().select().from(adminRoles).where(eq(adminRoles.admin_id, leaving.id));
      expect(roleRows).toHaveLength(0);
    });
  });

  describe('consultant services', () => {
    it('refuses a consultant service while the business has no service, with the onboarding text', async () => {
      const roles = await t.call({ method: 'POST', url: `/api/admin/${other.id}/update-roles`, token: other.token, payload: { roles: [ROLE_IDS.admin, ROLE_IDS.consultant] } });
      expect(roles.statusCode).toBe(200);
      const theirConsultant = roles.json().data.consultant.id as number;
      const res = await t.call({
        method: 'POST',
        url: '/api/consultant-service',
        token: other.token,
        payload: {
          consultant_id: theirConsultant,
          service_id: (await serviceNamed('Full colour')).id,
          price: 1000,
          description: null,
          appointment_length_decider: 'business',
          appointment_length: 30,
          minimum_appointment_length: 30,
          maximum_appointment_length: 60,
          use_business_price: true,
          use_business_description: true,
          use_business_appointment_length: true,
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(NO_SERVICES);
      expect(await offeredIds(theirConsultant)).toEqual([]);
    });

    it('adds a business service with the business values, in the business, once', async () => {
      const massage = await serviceNamed('Relaxation massage');
      const candidates = await db().select().from(services).where(eq(services.business_id, businessId));
      const offered = new Set(await offeredIds(staffConsultant));
      const service = massage && !offered.has(massage.id) ? massage : candidates.find((s) => !offered.has(s.id))!;
      const res = await t.call({
        method: 'POST',
        url: '/api/consultant-service',
        token: staff.token,
        payload: offer({ consultant_id: staffConsultant, service_id: service.id, price: 1 }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        service_id: service.id,
        consultant_id: staffConsultant,
        name: service.name,
        price: service.price,
        description: service.description,
        appointment_length: service.appointment_length,
        use_business_price: true,
      });
      const [row] = await db().select().from(consultantServices).where(eq(consultantServices.id, res.json().data.id));
      expect(row!.business_id).toBe(businessId);

      const again = await t.call({
        method: 'POST',
        url: '/api/consultant-service',
        token: staff.token,
        payload: offer({ consultant_id: staffConsultant, service_id: service.id }),
      });
      expect(again.statusCode).toBe(422);
    });

    it('needs a price and, when not the business one, a description (spec messages); bad input changes nothing', async () => {
      const candidates = await db().select().from(services).where(eq(services.business_id, businessId));
      const offered = new Set(await offeredIds(staffConsultant));
      const service = candidates.find((s) => !offered.has(s.id))!;
      const { price: _price, ...withoutPrice } = offer({ consultant_id: staffConsultant, service_id: service.id });
      const noPrice = await t.call({ method: 'POST', url: '/api/consultant-service', token: staff.token, payload: withoutPrice });
      expect(noPrice.statusCode).toBe(422);
      expect(noPrice.json().errors.price).toEqual(['Service price is required']);
      const noDescription = await t.call({
        method: 'POST',
        url: '/api/consultant-service',
        token: staff.token,
        payload: offer({ consultant_id: staffConsultant, service_id: service.id, use_business_description: false, description: '  ' }),
      });
      expect(noDescription.statusCode).toBe(422);
      expect(noDescription.json().errors.description).toEqual(['Service description is required']);
      expect(await offeredIds(staffConsultant)).not.toContain(service.id);
    });

    it('refuses a service or a consultant of another business with a 404', async () => {
      const [theirCategory] = await db().insert(serviceCategories).values({ business_id: other.businessId, name: 'Theirs' }).returning();
      const [theirService] = await db()
        .insert(services)
        .values({ business_id: other.businessId, service_category_id: theirCategory!.id, name: 'Their cut', price: 2000, description: 'Theirs' })
        .returning();
      const foreignService = await t.call({
        method: 'POST',
        url: '/api/consultant-service',
        token: owner.token,
        payload: offer({ consultant_id: ownerConsultant, service_id: theirService!.id }),
      });
      expect(foreignService.statusCode).toBe(404);
      const theirConsultant = (await consultantOf(other.id))!;
      const foreignConsultant = await t.call({
        method: 'POST',
        url: '/api/consultant-service',
        token: owner.token,
        payload: offer({ consultant_id: theirConsultant, service_id: (await serviceNamed('Full colour')).id }),
      });
      expect(foreignConsultant.statusCode).toBe(404);
    });

    it('changes and removes a consultant service; another business cannot, a lower rank cannot touch a higher one', async () => {
      const [mine] = await db().select().from(consultantServices).where(eq(consultantServices.consultant_id, staffConsultant)).limit(1);
      const patch = await t.call({
        method: 'PATCH',
        url: `/api/consultant-service/${mine!.id}`,
        token: staff.token,
        payload: { use_business_price: false, price: 9900, use_business_description: false, description: 'My way' },
      });
      expect(patch.statusCode).toBe(200);
      expect(patch.json().data).toMatchObject({ price: 9900, description: 'My way', use_business_price: false });
      const blank = await t.call({ method: 'PATCH', url: `/api/consultant-service/${mine!.id}`, token: staff.token, payload: { description: '' } });
      expect(blank.statusCode).toBe(422);
      const [kept] = await db().select().from(consultantServices).where(eq(consultantServices.id, mine!.id));
      expect(kept!.description).toBe('My way');

      expect((await t.call({ method: 'PATCH', url: `/api/consultant-service/${mine!.id}`, token: other.token, payload: { price: 1 } })).statusCode).toBe(404);
      const [ownerOffer] = await db().select().from(consultantServices).where(eq(consultantServices.consultant_id, ownerConsultant)).limit(1);
      expect((await t.call({ method: 'DELETE', url: `/api/consultant-service/${ownerOffer!.id}`, token: staff.token })).statusCode).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `/api/consultant-service/${mine!.id}`, token: other.token })).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `/api/consultant-service/${mine!.id}`, token: staff.token })).statusCode).toBe(200);
      expect(await offeredIds(staffConsultant)).not.toContain(mine!.service_id);
    });
  });

  describe('consultant days', () => {
    const monday = { day: 'monday', is_active: 1, work_start_time: '10:00', work_end_time: '16:00', has_breaks: 1, break_start_time: '12:00', break_end_time: '12:30' };
    const storedDay = async (consultantId: number, day: string) =>
      (await db().select().from(days).where(and(eq(days.consultant_id, consultantId), eq(days.day, day as 'monday'))))[0]!;

    it('saves days within the business hours', async () => {
      const res = await t.call({ method: 'POST', url: '/api/consultant-days', token: staff.token, payload: { consultant_id: staffConsultant, days: [monday] } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(7);
      expect(await storedDay(staffConsultant, 'monday')).toMatchObject({ work_start_time: '10:00', work_end_time: '16:00', break_start_time: '12:00' });
    });

    it('refuses hours outside the business day, and any day while the business is closed on it', async () => {
      const early = await t.call({
        method: 'POST',
        url: '/api/consultant-days',
        token: staff.token,
        payload: { consultant_id: staffConsultant, days: [{ ...monday, work_start_time: '08:00' }] },
      });
      expect(early.statusCode).toBe(422);
      expect(early.json().errors['days.0.work_start_time']).toEqual([DayMessages.outsideBusinessHours]);
      expect((await storedDay(staffConsultant, 'monday')).work_start_time).toBe('10:00');

      await db().update(days).set({ is_active: 0 }).where(and(eq(days.business_id, businessId), eq(days.day, 'sunday')));
      try {
        const closed = await t.call({
          method: 'POST',
          url: '/api/consultant-days',
          token: owner.token,
          payload: { consultant_id: ownerConsultant, days: [{ ...monday, day: 'sunday' }] },
        });
        expect(closed.statusCode).toBe(422);
        expect(closed.json().message).toBe(DayMessages.businessDayClosed);
        const off = await t.call({
          method: 'POST',
          url: '/api/consultant-days',
          token: owner.token,
          payload: { consultant_id: ownerConsultant, days: [{ ...monday, day: 'sunday', is_active: 0 }] },
        });
        expect(off.statusCode).toBe(200);
        const sunday = await storedDay(ownerConsultant, 'sunday');
        const reopen = await t.call({ method: 'PATCH', url: `/api/consultant-day/${sunday.id}`, token: owner.token, payload: { is_active: 1 } });
        expect(reopen.statusCode).toBe(422);
        expect((await storedDay(ownerConsultant, 'sunday')).is_active).toBe(0);
      } finally {
        await db().update(days).set({ is_active: 1 }).where(and(eq(days.business_id, businessId), eq(days.day, 'sunday')));
      }
    });

    it('PATCH consultant-day/{id} keeps the ordering rules and the business hours; a refused edit changes nothing', async () => {
      const day = await storedDay(staffConsultant, 'tuesday');
      const late = await t.call({ method: 'PATCH', url: `/api/consultant-day/${day.id}`, token: staff.token, payload: { work_end_time: '18:00' } });
      expect(late.statusCode).toBe(422);
      expect(late.json().errors.work_end_time).toEqual([DayMessages.outsideBusinessHours]);
      const backwards = await t.call({ method: 'PATCH', url: `/api/consultant-day/${day.id}`, token: staff.token, payload: { work_start_time: '16:30', work_end_time: '16:00' } });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().message).toBe(DayMessages.workHours);
      expect(await storedDay(staffConsultant, 'tuesday')).toMatchObject({ work_start_time: day.work_start_time, work_end_time: day.work_end_time });

      const ok = await t.call({ method: 'PATCH', url: `/api/consultant-day/${day.id}`, token: staff.token, payload: { work_end_time: '16:00' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ id: day.id, day: 'tuesday', work_end_time: '16:00' });
      expect((await t.call({ method: 'PATCH', url: `/api/consultant-day/${day.id}`, token: other.token, payload: { work_end_time: '15:00' } })).statusCode).toBe(404);
    });

    it('needs the consultant role, with the onboarding text', async () => {
      const former = await addColleague([ROLE_IDS.admin], true);
      const res = await t.call({ method: 'POST', url: '/api/consultant-days', token: former.session.token, payload: { consultant_id: former.consultantId, days: [monday] } });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(NO_ROLE);
      const rows = await db().select().from(days).where(eq(days.consultant_id, former.consultantId!));
      expect(rows).toHaveLength(0);
    });

    it('clears the consultant onboarding steps once services and hours are added', async () => {
      const consultantId = (await consultantOf(other.id))!;
      const before = await stepsOf(other.token);
      expect(before).toEqual(expect.arrayContaining(['add_consultant_services', 'add_consultant_opening_hours']));
      const [theirService] = await db().select().from(services).where(eq(services.business_id, other.businessId));
      await db()
        .insert(days)
        .values({ business_id: other.businessId, day: 'monday', is_active: 1, work_start_time: '09:00', work_end_time: '17:00', has_breaks: 0 })
        .onConflictDoNothing();
      const added = await t.call({
        method: 'POST',
        url: '/api/consultant-service',
        token: other.token,
        payload: offer({ consultant_id: consultantId, service_id: theirService!.id }),
      });
      expect(added.statusCode).toBe(201);
      const hours = await t.call({ method: 'POST', url: '/api/consultant-days', token: other.token, payload: { consultant_id: consultantId, days: [monday] } });
      expect(hours.statusCode).toBe(200);
      const after = await stepsOf(other.token);
      expect(after).not.toContain('add_consultant_services');
      expect(after).not.toContain('add_consultant_opening_hours');
    });
  });
});
