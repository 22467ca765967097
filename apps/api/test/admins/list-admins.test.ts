import { ROLE_IDS } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';

type Session = Awaited<ReturnType<TestApp['signIn']>>;
interface Row {
  id: number;
  email: string;
  business_id: number | null;
  is_active: number;
  roles: { id: number; name: string }[];
  consultant?: { id: number } | null;
}
interface Page {
  data: Row[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

describe.each(engines)('GET admins on $name', (engine) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  let platform: Session;
  let other: { token: string; id: number; businessId: number };

  const list = async (token: string, query = '', businessId?: number) => {
    const res = await t.call({ method: 'GET', url: `/api/admins${query}`, token, businessId });
    return res;
  };
  const page = async (token: string, query = '', businessId?: number) => {
    const res = await list(token, query, businessId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };
  const emails = (p: Page) => p.data.map((a) => a.email).sort();

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    staff = await t.signIn('consultant@rendezvous.test');
    platform = await t.signIn('platform@rendezvous.test');
    other = await t.signUpOwner('bea@other.test', 'Other Shop');
  });
  afterAll(() => t?.close());

  it("lists the business's admins with their roles, never another business's or a platform admin", async () => {
    const p = await page(owner.token);
    expect(emails(p)).toEqual(['consultant@rendezvous.test', 'owner@rendezvous.test']);
    expect(p).toMatchObject({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    const me = p.data.find((a) => a.email === 'owner@rendezvous.test')!;
    expect(me.roles.map((r) => r.name).sort()).toEqual(['admin', 'consultant']);
    expect(p.data.every((a) => a.business_id === owner.admin.business_id)).toBe(true);

    const theirs = await page(other.token);
    expect(emails(theirs)).toEqual(['bea@other.test']);
  });

  it('pages 10 at a time by default and honours paginate and page', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => ({
      firstname: 'Zed',
      lastname: `Extra${String(i).padStart(2, '0')}`,
      email: `extra${i}@other.test`,
      password: 'x',
      business_id: other.businessId,
      is_active: (i % 2) as 0 | 1,
    }));
    await t.database.db.insert(admins).values(rows);
    const first = await page(other.token);
    expect(first.data).toHaveLength(10);
    expect(first).toMatchObject({ total: 12, last_page: 2, per_page: 10 });
    const second = await page(other.token, '?page=2');
    expect(second.data).toHaveLength(2);
    expect((await page(other.token, '?paginate=5&page=3')).data).toHaveLength(2);
  });

  it('filters by status, role id, role name and searches name, e-mail and username', async () => {
    expect((await page(other.token, '?status=active')).total).toBe(6); // Bea + 5 odd extras
    expect((await page(other.token, '?status=inactive')).total).toBe(6);

    const consultants = await page(owner.token, `?role=${ROLE_IDS.consultant}`);
    expect(emails(consultants)).toEqual(['consultant@rendezvous.test', 'owner@rendezvous.test']);
    expect(emails(await page(owner.token, `?role=${ROLE_IDS.admin}`))).toEqual(['owner@rendezvous.test']);
    expect(emails(await page(owner.token, '?roleName=admin'))).toEqual(['owner@rendezvous.test']);
    expect((await page(owner.token, '?roleName=nobody')).total).toBe(0);

    expect(emails(await page(other.token, '?search=EXTRA03'))).toEqual(['extra3@other.test']);
    expect(emails(await page(other.token, '?search=zed%20extra07'))).toEqual(['extra7@other.test']);
    await t.database.db.update(admins).set({ username: 'bea_the_boss' }).where(eq(admins.id, other.id));
    expect(emails(await page(other.token, '?search=the_boss'))).toEqual(['bea@other.test']);
    // % and _ are literal, not wildcards.
    expect((await page(other.token, '?search=%25')).total).toBe(0);
  });

  it('appends the consultant on request', async () => {
    const plain = await page(owner.token, '?search=consultant@');
    expect(plain.data[0]!.consultant ?? null).toBeNull();
    const withConsultant = await page(owner.token, '?search=consultant@&appendConsultant=true&appendRoles=true');
    expect(withConsultant.data[0]!.consultant).toMatchObject({ id: expect.any(Number) });
  });

  it("lets a platform admin list every business's admins, or one business's with filterByBusiness", async () => {
    const all = await page(platform.token, '?paginate=50');
    expect(emails(all)).toEqual(
      expect.arrayContaining(['bea@other.test', 'owner@rendezvous.test', 'platform@rendezvous.test']),
    );
    const one = await page(platform.token, '?filterByBusiness=true&paginate=50', other.businessId);
    expect(one.total).toBe(12);
    expect(one.data.every((a) => a.business_id === other.businessId)).toBe(true);
  });

  it('keeps the scope whatever the query says', async () => {
    // Another business's X-Business-Id is refused; filterByBusiness does not widen a business admin's view.
    expect((await list(owner.token, '', other.businessId)).statusCode).toBe(403);
    expect(emails(await page(owner.token, '?filterByBusiness=false&roleName=platform_admin'))).toEqual([]);
  });

  it('refuses the anonymous, an admin without the admins read grant and bad input', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admins' })).statusCode).toBe(401);
    // The demo consultant holds no admins read grant.
    expect((await list(staff.token)).statusCode).toBe(403);
    for (const bad of ['?status=gone', '?role=abc', '?role=2147483648', `?search=${'s'.repeat(101)}`, `?roleName=${'r'.repeat(300)}`, '?page=-1', '?paginate=1e9']) {
      expect((await list(owner.token, bad)).statusCode, bad).toBe(422);
    }
  });
});
