import { BUSINESS_APPEND_FLAGS, BusinessMessages, themeMinimumImagesMessage } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, invitations, outboundMail } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;

describe.each(engines)('business routes on $name', (engine) => {
  let t: TestApp;
  let owner: SignedIn;
  let consultant: SignedIn;
  let platform: SignedIn;
  let other: Awaited<ReturnType<TestApp['signUpOwner']>>;
  let businessId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    consultant = await t.signIn('consultant@rendezvous.test');
    platform = await t.signIn('platform@rendezvous.test');
    other = await t.signUpOwner('other-owner@example.com', 'Other Shop');
    businessId = owner.admin.business_id!;
  });
  afterAll(() => t?.close());

  const get = (token: string, url: string) => t.call({ method: 'GET', url: `/api/${url}`, token });

  describe('GET business/{id}', () => {
    it('returns the business alone without append flags', async () => {
      const res = await get(owner.token, `business/${businessId}`);
      expect(res.statusCode).toBe(200);
      const business = res.json().data;
      expect(business).toMatchObject({ id: businessId, name: 'Maison Lumière Salon', morph_class: 'business' });
      expect(business.addresses).toBeUndefined();
      expect(business.services).toBeUndefined();
    });

    it('includes every relation its append flags ask for, and ignores unknown flags', async () => {
      const query = [...BUSINESS_APPEND_FLAGS.map((f) => `${f}=true`), 'appendNonsense=true'].join('&');
      const res = await get(owner.token, `business/${businessId}?${query}`);
      expect(res.statusCode).toBe(200);
      const b = res.json().data;
      for (const relation of ['consultants', 'services', 'service_categories', 'days', 'merchants', 'reviews', 'addresses', 'settings', 'tags', 'integrations', 'entities', 'theme_entities', 'roles']) {
        expect(Array.isArray(b[relation]), relation).toBe(true);
      }
      expect(b.consultants.length).toBeGreaterThan(0);
      expect(b.consultants[0].admin.full_name).toBeTruthy();
      expect(b.services.length).toBeGreaterThan(0);
      expect(b.service_categories.length).toBeGreaterThan(0);
      expect(b.days).toHaveLength(7);
      expect(b.addresses[0]).toMatchObject({ city: 'Toronto', addressable_type: 'business' });
      expect(b.settings.some((s: { setting_code: string }) => s.setting_code === 'online_booking')).toBe(true);
      expect(b.tags[0]).toMatchObject({ tag_id: expect.any(Number), tag: { name: expect.any(String) } });
      expect(b.merchants[0]).toMatchObject({ name: expect.any(String), onboarding_completed: expect.any(Boolean) });
      expect(b.reviews.length).toBeGreaterThan(0);
      expect(b.appendNonsense).toBeUndefined();
      // Integration secrets never leave the API.
      expect(JSON.stringify(b)).not.toMatch(/access_token|refresh_token/);
    });

    it('costs one query per asked relation (two for integrations and theme entities)', async () => {
      if (engine.name !== 'pglite') return;
      const client = (t.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
      const spy = vi.spyOn(client, 'query');
      const queriesFor = async (url: string) => {
        spy.mockClear();
        expect((await get(owner.token, url)).statusCode).toBe(200);
        return spy.mock.calls.length;
      };
      const bare = await queriesFor(`business/${businessId}`);
      const all = await queriesFor(`business/${businessId}?${BUSINESS_APPEND_FLAGS.map((f) => `${f}=true`).join('&')}`);
      expect(all - bare).toBeLessThanOrEqual(BUSINESS_APPEND_FLAGS.length + 2);
      expect(all - bare).toBeGreaterThan(0);
      spy.mockRestore();
    });

    it("appends the roles the business's admins hold, each with how many hold it", async () => {
      const b = (await get(owner.token, `business/${businessId}?appendRoles=true`)).json().data;
      const byName = Object.fromEntries(b.roles.map((r: { name: string; admins_count: number }) => [r.name, r.admins_count]));
      const staff = (await get(owner.token, 'consultants?paginate=100')).json().data;
      expect(byName.consultant).toBe(staff.total ?? staff.data.length);
      expect(b.roles[0]).toEqual({ id: expect.any(Number), name: expect.any(String), type: 'admin', admins_count: expect.any(Number) });
      // Another business's admins are not counted: the other business has its owner alone.
      const theirs = (await get(platform.token, `business/${other.businessId}?appendRoles=true`)).json().data;
      expect(theirs.roles.reduce((n: number, r: { admins_count: number }) => n + r.admins_count, 0)).toBe(1);
    });

    it('includes only the asked relations', async () => {
      const b = (await get(owner.token, `business/${businessId}?appendDays=true&appendTags=false`)).json().data;
      expect(b.days).toHaveLength(7);
      expect(b.tags).toBeUndefined();
    });

    it("answers 404 for another business's id, and serves any business to a platform admin", async () => {
      expect((await get(owner.token, `business/${other.businessId}`)).statusCode).toBe(404);
      const res = await get(platform.token, `business/${other.businessId}?appendDays=true`);
      expect(res.statusCode).toBe(200);
      // A new business has no opening hours until its owner saves them (a setup step).
      expect(res.json().data.days).toEqual([]);
    });
  });

  describe('GET businesses', () => {
    it('pages, searches by name or e-mail and filters by status for a platform admin', async () => {
      const page = (await get(platform.token, 'businesses?paginate=1&page=1')).json().data;
      expect(page).toMatchObject({ current_page: 1, per_page: 1 });
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.data).toHaveLength(1);

      const byName = (await get(platform.token, 'businesses?search=other%20sh&paginate=10&appendAddresses=true&appendDays=true&appendServices=true')).json().data;
      expect(byName.data.map((b: { id: number }) => b.id)).toEqual([other.businessId]);
      expect(byName.data[0].days).toEqual([]);
      expect(byName.data[0].addresses).toEqual([]);
      expect(byName.data[0].services).toEqual([]);

      const byEmail = (await get(platform.token, 'businesses?search=other-owner@example')).json().data;
      expect(byEmail.data.map((b: { id: number }) => b.id)).toEqual([other.businessId]);

      await t.database.db.update(businesses).set({ status: 'suspended' }).where(eq(businesses.id, other.businessId));
      const suspended = (await get(platform.token, 'businesses?status=suspended')).json().data;
      expect(suspended.data.map((b: { id: number }) => b.id)).toEqual([other.businessId]);
      await t.database.db.update(businesses).set({ status: 'active' }).where(eq(businesses.id, other.businessId));
    });

    it('is refused to business admins and consultants', async () => {
      expect((await get(owner.token, 'businesses')).statusCode).toBe(403);
      expect((await get(consultant.token, 'businesses')).statusCode).toBe(403);
    });
  });

  describe('PATCH business/{id}', () => {
    const patch = (token: string, id: number, payload: Record<string, unknown>) =>
      t.call({ method: 'PATCH', url: `/api/business/${id}`, token, payload });

    it('changes one field or several of the own business', async () => {
      const one = await patch(owner.token, businessId, { short_description: 'Hair and colour' });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ data: { short_description: 'Hair and colour' }, message: BusinessMessages.updated });
      const several = await patch(owner.token, businessId, { phone_number: '416-555-0100', registry_id: 'ON-1234', long_description: 'Line one\nLine two' });
      expect(several.json().data).toMatchObject({ phone_number: '416-555-0100', registry_id: 'ON-1234', long_description: 'Line one\nLine two', short_description: 'Hair and colour' });
    });

    it('refuses a bad value with its field message and changes nothing', async () => {
      const res = await patch(owner.token, businessId, { name: '', phone_number: '1' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.name).toContain(BusinessMessages.nameRequired);
      expect((await get(owner.token, `business/${businessId}`)).json().data.phone_number).toBe('416-555-0100');
    });

    it("answers 404 for another business, lets a platform admin change any", async () => {
      expect((await patch(owner.token, other.businessId, { name: 'Hijacked' })).statusCode).toBe(404);
      const res = await patch(platform.token, other.businessId, { name: 'Other Shop Renamed' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.name).toBe('Other Shop Renamed');
    });

    it('lets only a platform admin change the status', async () => {
      const refused = await patch(owner.token, businessId, { status: 'inactive' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(BusinessMessages.statusPlatformOnly);
      expect((await patch(consultant.token, businessId, { status: 'inactive' })).statusCode).toBe(403);
      const done = await patch(platform.token, other.businessId, { status: 'suspended' });
      expect(done.json().data.status).toBe('suspended');
      await patch(platform.token, other.businessId, { status: 'active' });
    });

    it('keeps subdomains unique whatever their case', async () => {
      const taken = await patch(other.token, other.businessId, { subdomain: 'Maison-Lumiere' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.subdomain).toEqual([BusinessMessages.subdomainTaken]);
      const mine = await patch(other.token, other.businessId, { subdomain: 'Other Shop' });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.subdomain).toBe('othershop');
      // Saving its own subdomain again is no conflict.
      expect((await patch(other.token, other.businessId, { subdomain: 'othershop' })).statusCode).toBe(200);
    });

    it('refuses an unknown theme, and one the business lacks images for, with the spec message', async () => {
      const res = await patch(other.token, other.businessId, { theme_id: 999 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.theme_id).toEqual([BusinessMessages.unknownTheme]);
      const themes = (await get(other.token, 'themes')).json().data as { id: number; minimum_images_count: number }[];
      const demanding = themes.find((th) => th.minimum_images_count > 0)!;
      const refused = await patch(other.token, other.businessId, { theme_id: demanding.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.theme_id).toEqual([themeMinimumImagesMessage(demanding.minimum_images_count)]);
    });
  });

  describe('POST business/check-existing-subdomain', () => {
    const check = (token: string, subdomain: string) =>
      t.call({ method: 'POST', url: '/api/business/check-existing-subdomain', token, payload: { subdomain } });

    it('is true when another business uses it in any case, false otherwise', async () => {
      expect((await check(other.token, 'MAISON-lumiere')).json().data).toBe(true);
      expect((await check(other.token, 'brand-new-place')).json().data).toBe(false);
      // The business's own subdomain is not "taken" for itself.
      expect((await check(owner.token, 'maison-lumiere')).json().data).toBe(false);
    });

    it('refuses an empty subdomain with the spec message', async () => {
      const res = await check(owner.token, '  ');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.subdomain).toEqual([BusinessMessages.subdomainRequired]);
    });
  });

  describe('POST business-tags/{id}', () => {
    it('replaces the tags with exactly the given set', async () => {
      const all = (await get(owner.token, 'tags')).json().data as { id: number; name: string }[];
      const chosen = [all[0]!.id, all[1]!.id];
      const res = await t.call({ method: 'POST', url: `/api/business-tags/${businessId}`, token: owner.token, payload: { tags: chosen } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((x: { tag_id: number }) => x.tag_id).sort()).toEqual([...chosen].sort());
      const b = (await get(owner.token, `business/${businessId}?appendTags=true`)).json().data;
      expect(b.tags.map((x: { tag_id: number }) => x.tag_id).sort()).toEqual([...chosen].sort());
      const cleared = await t.call({ method: 'POST', url: `/api/business-tags/${businessId}`, token: owner.token, payload: { tags: [] } });
      expect(cleared.json().data).toEqual([]);
    });

    it('refuses an unknown tag and keeps the old set; 404 for another business', async () => {
      const res = await t.call({ method: 'POST', url: `/api/business-tags/${other.businessId}`, token: other.token, payload: { tags: [999_999] } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.tags).toEqual([BusinessMessages.unknownTag]);
      const cross = await t.call({ method: 'POST', url: `/api/business-tags/${other.businessId}`, token: owner.token, payload: { tags: [] } });
      expect(cross.statusCode).toBe(404);
    });
  });

  describe('POST business', () => {
    it('refuses a second business to an owner who already has one, creating nothing', async () => {
      const before = (await get(platform.token, 'businesses')).json().data.total;
      const res = await t.call({ method: 'POST', url: '/api/business', token: owner.token, payload: { name: 'Second', category_service_id: 1 } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(BusinessMessages.alreadyHasBusiness);
      expect((await get(platform.token, 'businesses')).json().data.total).toBe(before);
    });

    it('lets a platform admin create a business for someone else without owning it', async () => {
      const category = (await get(platform.token, 'categories')).json().data[0].services[0].id;
      const res = await t.call({ method: 'POST', url: '/api/business', token: platform.token, payload: { name: 'For a client', category_service_id: category } });
      expect(res.statusCode).toBe(201);
      const me = (await get(platform.token, 'get-admin-by-token')).json().data;
      expect(me.business_id).toBeNull();
    });

    it('still sets up a new owner: POST business, then PATCH admin/{id} business_id', async () => {
      const signup = await t.call({ method: 'POST', url: '/api/admin', payload: { firstname: 'New', lastname: 'Owner', email: 'new-owner@example.com', password: 'Third-Shop-2026' } });
      const { token, admin } = signup.json().data;
      const category = (await get(token, 'categories')).json().data[0].services[0].id;
      const created = await t.call({ method: 'POST', url: '/api/business', token, payload: { name: 'Third', category_service_id: category } });
      expect(created.statusCode).toBe(201);
      const assigned = await t.call({ method: 'PATCH', url: `/api/admin/${admin.id}`, token, payload: { business_id: created.json().data.id } });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json().data.business_id).toBe(created.json().data.id);
    });
  });

  describe('POST business-invitations', () => {
    const invite = (token: string, emails: string) =>
      t.call({ method: 'POST', url: '/api/business-invitations', token, payload: { emails } });

    it('invites each comma-separated address as the admin of a new business and mails a register link', async () => {
      const res = await invite(platform.token, 'shop-a@example.com, shop-b@example.com');
      expect(res.statusCode).toBe(201);
      expect(res.json().data.invited.map((i: { email: string }) => i.email)).toEqual(['shop-a@example.com', 'shop-b@example.com']);
      const rows = await t.database.db.select().from(invitations).where(eq(invitations.email, 'shop-a@example.com'));
      expect(rows[0]).toMatchObject({ kind: 'business', business_id: null, role_id: 3, status: 'invited' });
      const [mail] = await t.database.db.select().from(outboundMail).where(eq(outboundMail.to, 'shop-a@example.com'));
      const link = mail!.text.match(/\/register\?(\S+)/)![1]!;
      const params = new URLSearchParams(link);
      expect(params.get('email')).toBe('shop-a@example.com');

      // The invitee registers with the code, then sets up a business of their own.
      const registered = await t.call({
        method: 'POST',
        url: '/api/register?type=admin',
        payload: { firstname: 'Shop', lastname: 'A', username: 'shopa', email: 'shop-a@example.com', code: params.get('code'), password: 'Shop-A-Password-2026', password_confirmation: 'Shop-A-Password-2026' },
      });
      expect(registered.statusCode).toBe(201);
      const { access_token, admin } = registered.json().data;
      expect(admin.business_id).toBeNull();
      const category = (await get(access_token, 'categories')).json().data[0].services[0].id;
      const created = await t.call({ method: 'POST', url: '/api/business', token: access_token, payload: { name: 'Shop A', category_service_id: category } });
      expect(created.statusCode).toBe(201);
    });

    it('refuses a bad address with the message, inviting nobody', async () => {
      const res = await invite(platform.token, 'good@example.com, not-an-email');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.emails).toEqual(['Email must be valid']);
      expect(await t.database.db.select().from(invitations).where(eq(invitations.email, 'good@example.com'))).toEqual([]);
    });

    it('refuses an address that already has an account', async () => {
      const res = await invite(platform.token, 'owner@rendezvous.test');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(BusinessMessages.inviteExistingAdmin('owner@rendezvous.test'));
    });

    it('is refused to business admins', async () => {
      expect((await invite(owner.token, 'x@example.com')).statusCode).toBe(403);
    });
  });

  describe('DELETE business/{id}', () => {
    it('is refused to business admins, even for their own business', async () => {
      const res = await t.call({ method: 'DELETE', url: `/api/business/${businessId}`, token: owner.token });
      expect(res.statusCode).toBe(403);
      expect((await get(owner.token, `business/${businessId}`)).statusCode).toBe(200);
    });

    it('removes a business and what it holds for a platform admin', async () => {
      const res = await t.call({ method: 'DELETE', url: `/api/business/${other.businessId}`, token: platform.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(BusinessMessages.deleted);
      expect((await get(platform.token, `business/${other.businessId}`)).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `/api/business/${other.businessId}`, token: platform.token })).statusCode).toBe(404);
    });
  });
});
