import {
  ORIGIN_KEYS,
  PublicSiteSchema,
  ROLE_IDS,
  SetupStepText,
  type PublicSite,
} from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, admins, consultants, serviceCategories } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { engines, startTestApp, type TestApp } from './support/app';

/**
 * Who and what the public site offers: a service nobody offers is not on it, and a new
 * colleague joins "Our team" only once they offer a service and have hours, while the owner's
 * onboarding step names the colleagues whose hours are missing.
 */
describe.each(engines)("the public site's team and services on $name", (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let businessId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    businessId = owner.admin.business_id!;
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const visit = async (): Promise<PublicSite> => {
    const res = await t.call({
      method: 'GET',
      url: '/api/site/maison-lumiere',
      headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'guest' },
    });
    expect(res.statusCode).toBe(200);
    return PublicSiteSchema.parse(res.json().data);
  };
  const hoursStep = async () => {
    const me = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: owner.token });
    const steps = me.json().data.pending_setup_steps as { action: string; text3: string | null }[];
    return steps.find((s) => s.action === 'add_consultant_opening_hours');
  };
  const offer = (consultantId: number, serviceId: number) =>
    t.call({
      method: 'POST',
      url: '/api/consultant-service',
      token: owner.token,
      payload: {
        consultant_id: consultantId,
        service_id: serviceId,
        price: 0,
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
  const weekday = (day: string) => ({
    day,
    is_active: 1,
    work_start_time: '10:00',
    work_end_time: '16:00',
    has_breaks: 0,
    break_start_time: null,
    break_end_time: null,
  });

  /** A consultant joining the demo business, with no services and no hours yet. */
  async function newConsultant(firstname: string, lastname: string) {
    const [row] = await db()
      .insert(admins)
      .values({
        firstname,
        lastname,
        email: `${firstname.toLowerCase()}@rendezvous.test`,
        password: await hashPassword('Colleague-Pass-2026'),
        business_id: businessId,
      })
      .returning({ id: admins.id });
    await db().insert(adminRoles).values({ admin_id: row!.id, role_id: ROLE_IDS.consultant });
    const [consultant] = await db()
      .insert(consultants)
      .values({ admin_id: row!.id, business_id: businessId })
      .returning({ id: consultants.id });
    t.app.siteCache.forget(businessId);
    return consultant!.id;
  }

  it('leaves out a service no consultant offers, and shows it once someone does', async () => {
    const [hair] = await db()
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(
        and(eq(serviceCategories.business_id, businessId), eq(serviceCategories.name, 'Hair')),
      );
    const created = await t.call({
      method: 'POST',
      url: '/api/service',
      token: owner.token,
      payload: {
        name: 'Scalp treatment',
        service_category_id: hair!.id,
        description: 'A calm, deep clean.',
        show_price: true,
        price: 3500,
        appointment_length_decider: 'business',
        appointment_length: 30,
        minimum_appointment_length: 30,
        maximum_appointment_length: 60,
        is_subscription: false,
        subscription_period_id: null,
      },
    });
    expect(created.statusCode).toBe(201);
    const serviceId = created.json().data.id as number;

    let site = await visit();
    expect(site.services.map((s) => s.name)).not.toContain('Scalp treatment');
    // Every service shown is one some consultant on the site offers.
    const offered = new Set(site.consultants.flatMap((c) => c.services.map((s) => s.service_id)));
    expect(site.services.every((s) => offered.has(s.id))).toBe(true);

    const ownerConsultant = site.consultants.find((c) => c.admin_id === owner.admin.id)!;
    expect((await offer(ownerConsultant.id, serviceId)).statusCode).toBe(201);
    site = await visit();
    expect(site.services.map((s) => s.name)).toContain('Scalp treatment');
  });

  it('shows a new colleague on the team only once they offer a service and have hours', async () => {
    const before = await visit();
    const consultantId = await newConsultant('Zoe', 'Martin');
    expect((await hoursStep())?.text3).toBe(SetupStepText.colleaguesWithoutHours(['Zoe Martin']));
    let site = await visit();
    expect(site.consultants.map((c) => c.full_name)).toEqual(
      before.consultants.map((c) => c.full_name),
    );

    // A service alone is not enough: with no hours nobody can book them.
    const mensCut = before.services.find((s) => s.name === "Men's cut")!;
    expect((await offer(consultantId, mensCut.id)).statusCode).toBe(201);
    site = await visit();
    expect(site.consultants.some((c) => c.id === consultantId)).toBe(false);

    const hours = await t.call({
      method: 'POST',
      url: '/api/consultant-days',
      token: owner.token,
      payload: { consultant_id: consultantId, days: [weekday('monday'), weekday('wednesday')] },
    });
    expect(hours.statusCode).toBe(200);
    site = await visit();
    const zoe = site.consultants.find((c) => c.id === consultantId);
    expect(zoe).toMatchObject({ full_name: 'Zoe Martin', work_days: ['monday', 'wednesday'] });
    expect(zoe!.services.map((s) => s.service_id)).toEqual([mensCut.id]);
    expect((await hoursStep())?.text3 ?? null).toBeNull();
  });

  it('keeps a colleague with hours but no service off the team, and names each colleague without hours', async () => {
    const first = await newConsultant('Ana', 'Roy');
    const second = await newConsultant('Ben', 'Cote');
    expect((await hoursStep())?.text3).toBe(
      SetupStepText.colleaguesWithoutHours(['Ana Roy', 'Ben Cote']),
    );
    expect(SetupStepText.colleaguesWithoutHours(['Ana Roy', 'Ben Cote'])).toContain(
      'Ana Roy and Ben Cote',
    );

    const hours = await t.call({
      method: 'POST',
      url: '/api/consultant-days',
      token: owner.token,
      payload: { consultant_id: first, days: [weekday('tuesday')] },
    });
    expect(hours.statusCode).toBe(200);
    expect((await hoursStep())?.text3).toBe(SetupStepText.colleaguesWithoutHours(['Ben Cote']));
    const site = await visit();
    expect(site.consultants.some((c) => c.id === first || c.id === second)).toBe(false);
  });

  it('tells the consultant without hours to set their own, without naming colleagues to them', async () => {
    const ben = await t.signIn('ben@rendezvous.test', 'Colleague-Pass-2026');
    const me = await t.call({ method: 'GET', url: '/api/get-admin-by-token', token: ben.token });
    const step = (
      me.json().data.pending_setup_steps as { action: string; text3: string | null }[]
    ).find((s) => s.action === 'add_consultant_opening_hours');
    expect(step).toBeDefined();
    expect(step!.text3).toBeNull();
  });
});
