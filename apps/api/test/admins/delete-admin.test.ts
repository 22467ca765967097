import { ROLE_IDS, MAX_BOOKING_HORIZON_DAYS } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, admins, appointments, consultants, files } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

describe.each(engines)('DELETE admin/{id} on $name', (engine) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  let platform: Session;
  let other: { token: string; id: number; businessId: number };
  const db = () => t.database.db;

  /** A consultant admin of the demo business, with a photo row. */
  async function colleague(email: string) {
    const businessId = owner.admin.business_id!;
    const [row] = await db()
      .insert(admins)
      .values({ firstname: 'Col', lastname: 'League', email, password: 'x', business_id: businessId })
      .returning({ id: admins.id });
    await db().insert(adminRoles).values({ admin_id: row!.id, role_id: ROLE_IDS.consultant });
    const [consultant] = await db()
      .insert(consultants)
      .values({ admin_id: row!.id, business_id: businessId })
      .returning({ id: consultants.id });
    await db().insert(files).values({
      business_id: businessId,
      entity_type: 'admin',
      entity_id: row!.id,
      item_type: 'admin_image',
      storage: 'local',
      storage_key: `test/admin-${row!.id}.png`,
      url: `http://localhost/admin-${row!.id}.png`,
      mime_type: 'image/png',
      size_bytes: 10,
    });
    return { id: row!.id, consultantId: consultant!.id, businessId };
  }
  const del = (token: string, id: number) => t.call({ method: 'DELETE', url: `/api/admin/${id}`, token });

  beforeAll(async () => {
    t = await startTestApp(engine, { bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS });
    owner = await t.signIn('owner@rendezvous.test');
    staff = await t.signIn('consultant@rendezvous.test');
    platform = await t.signIn('platform@rendezvous.test');
    other = await t.signUpOwner('bea@other.test', 'Other Shop');
  });
  afterAll(() => t?.close());

  it('deletes a colleague with their consultant and photo; they leave the list', async () => {
    const { id } = await colleague('gone@rendezvous.test');
    const res = await del(owner.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Admin deleted' });
    expect(await db().select().from(admins).where(eq(admins.id, id))).toHaveLength(0);
    expect(await db().select().from(consultants).where(eq(consultants.admin_id, id))).toHaveLength(0);
    expect(await db().select().from(files).where(eq(files.entity_id, id))).toHaveLength(0);
    const list = (await t.call({ method: 'GET', url: '/api/admins?search=gone@', token: owner.token })).json().data;
    expect(list.total).toBe(0);
    expect((await del(owner.token, id)).statusCode).toBe(404);
  });

  it('refuses yourself, the out-of-sight, the out-of-reach and the ungranted, changing nothing', async () => {
    const { id } = await colleague('kept@rendezvous.test');
    expect((await del(owner.token, owner.admin.id)).statusCode).toBe(403);
    expect((await del(other.token, id)).statusCode).toBe(404);
    expect((await del(owner.token, platform.admin.id)).statusCode).toBe(404);
    expect((await del(owner.token, other.id)).statusCode).toBe(404);
    expect((await del(staff.token, id)).statusCode).toBe(403);
    // A consultant may not delete the owner, whose role is above theirs, either.
    expect((await del(staff.token, owner.admin.id)).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/admin/${id}` })).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: '/api/admin/abc', token: owner.token })).statusCode).toBe(422);
    expect(await db().select().from(admins).where(eq(admins.id, id))).toHaveLength(1);
    expect(await db().select().from(admins).where(eq(admins.id, owner.admin.id))).toHaveLength(1);
  });

  it('keeps an admin whose consultant has appointments (409)', async () => {
    const { id, consultantId, businessId } = await colleague('booked@rendezvous.test');
    await db().insert(appointments).values({
      business_id: businessId,
      consultant_id: consultantId,
      customerable_id: 1,
      date: '2030-01-02',
      start_time: '10:00',
      end_time: '10:30',
      starts_at: new Date('2030-01-02T10:00:00Z'),
      ends_at: new Date('2030-01-02T10:30:00Z'),
      busy_from: new Date('2030-01-02T10:00:00Z'),
      busy_until: new Date('2030-01-02T10:30:00Z'),
    } as typeof appointments.$inferInsert);
    const res = await del(owner.token, id);
    expect(res.statusCode).toBe(409);
    expect(await db().select().from(admins).where(eq(admins.id, id))).toHaveLength(1);
  });

  it("lets a platform admin delete any business's admin", async () => {
    const { id } = await colleague('platform-removes@rendezvous.test');
    expect((await del(platform.token, id)).statusCode).toBe(200);
    expect(await db().select().from(admins).where(eq(admins.id, id))).toHaveLength(0);
  });
});
