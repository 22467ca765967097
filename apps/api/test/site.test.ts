import { HttpMessages, ORIGIN_KEYS, PublicSiteSchema, SiteMessages } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, businessSettings, businesses, services } from '../src/db/schema';
import { engines, startTestApp, type TestApp } from './support/app';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;

describe.each(engines)('public site on $name', (engine) => {
  let t: TestApp;
  let owner: SignedIn;
  let other: Awaited<ReturnType<TestApp['signUpOwner']>>;
  let businessId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await t.signIn('owner@rendezvous.test');
    other = await t.signUpOwner('site-other@example.com', 'Other Site Shop');
    businessId = owner.admin.business_id!;
  });
  afterAll(() => t?.close());

  /** As the public site calls it: its own origin key, a guest, no token. */
  const visit = (subdomain: string) =>
    t.call({
      method: 'GET',
      url: `/api/site/${encodeURIComponent(subdomain)}`,
      headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'guest' },
    });
  const setLive = (id: number, is_live: 0 | 1) =>
    t.database.db.update(businesses).set({ is_live }).where(eq(businesses.id, id));

  describe('GET site/{subdomain}', () => {
    it("serves the demo business's live site to a visitor without signing in, whatever the case", async () => {
      const res = await visit('Maison-LUMIERE');
      expect(res.statusCode).toBe(200);
      const site = PublicSiteSchema.parse(res.json().data);
      expect(site.business).toMatchObject({
        id: businessId,
        name: 'Maison Lumière Salon',
        subdomain: 'maison-lumiere',
        theme_id: 1,
      });
      expect(site.business.days).toHaveLength(7);
      expect(site.business.addresses[0]).toMatchObject({
        city: 'Toronto',
        gmaps_latitude: expect.any(Number),
      });
      expect(site.theme_images.map((i) => i.order)).toEqual([1, 2, 3]);
      expect(site.services.length).toBeGreaterThan(0);
      expect(site.services[0]!.service_category_name).toBeTruthy();
      expect(site.consultants.length).toBeGreaterThan(0);
      expect(site.consultants.some((c) => c.services.length > 0)).toBe(true);
      expect(site.consultants[0]!.full_name).toBeTruthy();
    });

    it('counts only published reviews in the stats: average to 1 decimal and per rating', async () => {
      const site = (await visit('maison-lumiere')).json().data;
      // Seeded: 5, 4, 5, 3 published and one flagged 1.
      expect(site.review_stats).toEqual({
        count: 4,
        average: 4.3,
        per_rating: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 },
      });
    });

    it('never shows staff e-mail addresses, phones or password hashes', async () => {
      const body = (await visit('maison-lumiere')).body;
      expect(body).not.toMatch(/@rendezvous\.test/);
      expect(body).not.toMatch(/argon2|"password"/);
    });

    it("omits a service's price when the service hides it, and every price when the business does", async () => {
      const [first] = await t.database.db
        .select()
        .from(services)
        .where(eq(services.business_id, businessId))
        .limit(1);
      await t.database.db
        .update(services)
        .set({ show_price: false })
        .where(eq(services.id, first!.id));
      // Written straight to the database, behind the API that would drop the cached copy.
      t.app.siteCache.forget(businessId);
      let site = (await visit('maison-lumiere')).json().data as ReturnType<
        typeof PublicSiteSchema.parse
      >;
      const hidden = site.services.find((s) => s.id === first!.id)!;
      expect(hidden).toMatchObject({ show_price: false, price: null });
      expect(site.services.some((s) => s.price !== null)).toBe(true);
      for (const c of site.consultants) {
        for (const offer of c.services.filter((o) => o.service_id === first!.id))
          expect(offer.price).toBeNull();
      }
      await t.database.db
        .update(services)
        .set({ show_price: true })
        .where(eq(services.id, first!.id));

      const showPrices = and(
        eq(businessSettings.business_id, businessId),
        eq(businessSettings.setting_code, 'show_prices'),
      );
      await t.database.db.update(businessSettings).set({ is_active: 0 }).where(showPrices);
      t.app.siteCache.forget(businessId);
      site = (await visit('maison-lumiere')).json().data;
      expect(site.services.every((s) => s.price === null && !s.show_price)).toBe(true);
      await t.database.db.update(businessSettings).set({ is_active: 1 }).where(showPrices);
    });

    it('withholds the street of an address the business hides, keeping the city', async () => {
      const where = eq(addresses.business_id, businessId);
      await t.database.db.update(addresses).set({ hide_address: 1 }).where(where);
      t.app.siteCache.forget(businessId);
      const site = (await visit('maison-lumiere')).json().data;
      expect(site.business.addresses[0]).toMatchObject({
        city: 'Toronto',
        address_line_1: null,
        gmaps_full_address: null,
        gmaps_latitude: null,
      });
      expect(JSON.stringify(site)).not.toContain('123 King Street West');
      await t.database.db.update(addresses).set({ hide_address: 0 }).where(where);
    });

    it('answers 404 "This site does not exist." for an unknown subdomain, without echoing it', async () => {
      const res = await visit('no-such-salon-xyz');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SiteMessages.notFound);
      expect(res.body).not.toContain('no-such-salon-xyz');
    });

    it('answers 403 "This site is not published yet." while the site is offline or the business inactive', async () => {
      await setLive(businessId, 0);
      const res = await visit('maison-lumiere');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SiteMessages.notPublished);
      expect(res.body).not.toContain('maison-lumiere');
      await setLive(businessId, 1);

      await t.database.db
        .update(businesses)
        .set({ status: 'suspended' })
        .where(eq(businesses.id, businessId));
      expect((await visit('maison-lumiere')).statusCode).toBe(403);
      await t.database.db
        .update(businesses)
        .set({ status: 'active' })
        .where(eq(businesses.id, businessId));
      expect((await visit('maison-lumiere')).statusCode).toBe(200);
    });

    it('refuses a subdomain longer than a DNS label', async () => {
      const res = await visit('a'.repeat(64));
      expect(res.statusCode).toBe(422);
    });
  });

  describe('GET business/{id}/site (preview)', () => {
    const preview = (token: string | undefined, id: number, query = '', businessHeader?: number) =>
      t.call({
        method: 'GET',
        url: `/api/business/${id}/site${query}`,
        token,
        businessId: businessHeader,
      });

    it("shows the admin's own site even while it is offline, drawn with the theme asked for", async () => {
      await setLive(businessId, 0);
      const res = await preview(owner.token, businessId, '?theme_id=2');
      expect(res.statusCode).toBe(200);
      const site = PublicSiteSchema.parse(res.json().data);
      expect(site.business).toMatchObject({ id: businessId, theme_id: 2, is_live: 0 });
      await setLive(businessId, 1);
      expect((await preview(owner.token, businessId)).json().data.business.theme_id).toBe(1);
    });

    it('keeps each business to its own preview', async () => {
      expect((await preview(other.token, businessId)).statusCode).toBe(404);
      const res = await preview(other.token, other.businessId, '', businessId);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(HttpMessages.businessMismatch);
      expect((await preview(undefined, businessId)).statusCode).toBe(401);
      expect((await preview(owner.token, businessId, '?theme_id=999')).statusCode).toBe(404);
    });
  });
});

describe('GET site-config', () => {
  it("tells the console the server's site domain, without signing in", async () => {
    const t = await startTestApp(engines[0], { seedDemo: false, env: { SITE_DOMAIN: 'sites.example.ca' } });
    try {
      const res = await t.call({ method: 'GET', url: '/api/site-config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ site_domain: 'sites.example.ca' });
    } finally {
      await t.close();
    }
  });
});
