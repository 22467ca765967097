import {
  BusinessMessages,
  ORIGIN_KEYS,
  TEXT_MAX,
  TextMessages,
  type PublicSite,
} from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessThemeEntities, businesses, serviceCategories, services } from '../src/db/schema';
import { siteDescription } from '../src/plugins/site-seo';
import { engines, startTestApp, type TestApp } from './support/app';

describe.each(engines)("a business's texts in French on $name", (engine) => {
  let t: TestApp;
  let token: string;
  let businessId: number;

  const api = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    t.call({ method, url: `/api/${url}`, token, businessId, ...(payload ? { payload } : {}) });
  const visit = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/site/maison-lumiere',
        headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'user' },
      })
    ).json().data as PublicSite;
  const businessRow = async () =>
    (await t.database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const owner = await t.signIn('owner@rendezvous.test');
    token = owner.token;
    businessId = owner.admin.business_id!;
  });
  afterAll(() => t?.close());

  it('keeps a French name and description beside the English, bounded like them', async () => {
    const [service] = await t.database.db
      .select()
      .from(services)
      .where(eq(services.business_id, businessId))
      .limit(1);
    const saved = await api('PATCH', `service/${service!.id}`, {
      name_fr: 'Coupe et mise en plis',
      description_fr: 'Shampooing, coupe\net coiffage.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: service!.name,
      name_fr: 'Coupe et mise en plis',
      description_fr: 'Shampooing, coupe\net coiffage.',
    });

    const tooLong = await api('PATCH', `service/${service!.id}`, {
      name_fr: 'x'.repeat(TEXT_MAX.name + 1),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.name_fr).toEqual([
      TextMessages.tooLong('French service name', TEXT_MAX.name),
    ]);
    const brokenLine = await api('PATCH', `service/${service!.id}`, { name_fr: 'Coupe\nfemme' });
    expect(brokenLine.statusCode).toBe(422);
    const [after] = await t.database.db.select().from(services).where(eq(services.id, service!.id));
    expect(after!.name_fr).toBe('Coupe et mise en plis');

    const [category] = await t.database.db
      .select()
      .from(serviceCategories)
      .where(eq(serviceCategories.id, service!.service_category_id));
    const renamed = await api('PATCH', `serviceCategories/${category!.id}`, {
      name_fr: 'Coiffure',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: category!.name, name_fr: 'Coiffure' });

    const described = await api('PATCH', `business/${businessId}`, {
      short_description_fr: 'Coiffure, ongles et spa au cœur du centre-ville de Toronto.',
    });
    expect(described.statusCode).toBe(200);
    expect(described.json().data.short_description_fr).toBe(
      'Coiffure, ongles et spa au cœur du centre-ville de Toronto.',
    );

    // The site gets both languages and shows the visitor's (see `localized`).
    const site = await visit();
    const shown = site.services.find((s) => s.id === service!.id)!;
    expect(shown).toMatchObject({
      name_fr: 'Coupe et mise en plis',
      description_fr: 'Shampooing, coupe\net coiffage.',
      service_category_name_fr: 'Coiffure',
    });
    const offered = site.consultants
      .flatMap((c) => c.services)
      .find((s) => s.service_id === service!.id);
    if (offered?.description === service!.description)
      expect(offered.description_fr).toBe('Shampooing, coupe\net coiffage.');
    expect(offered?.name_fr).toBe('Coupe et mise en plis');
    // Search engines read the French page's description in French, the English page's in English.
    expect(siteDescription(site, 'fr-CA')).toBe(
      'Coiffure, ongles et spa au cœur du centre-ville de Toronto.',
    );
    expect(siteDescription(site, 'en')).toBe(site.business.short_description);
  });

  it('does not let a French-first site go live until its French text is written', async () => {
    expect((await api('PATCH', `business/${businessId}`, { is_live: 0 })).statusCode).toBe(200);
    // French first while the site is off: the texts are asked for when it goes live.
    expect(
      (await api('PATCH', `business/${businessId}`, { default_language: 'fr-CA' })).statusCode,
    ).toBe(200);

    const [service] = await t.database.db
      .select()
      .from(services)
      .where(eq(services.business_id, businessId))
      .limit(1);
    const texts: [url: string, cleared: object, written: object][] = [
      [`service/${service!.id}`, { name_fr: null }, { name_fr: 'Coupe' }],
      [`service/${service!.id}`, { description_fr: '  ' }, { description_fr: 'Une coupe' }],
      [
        `serviceCategories/${service!.service_category_id}`,
        { name_fr: null },
        { name_fr: 'Coiffure' },
      ],
      [
        `business/${businessId}`,
        { short_description_fr: null },
        { short_description_fr: 'Coiffure et spa.' },
      ],
      [
        `business/${businessId}`,
        { long_description_fr: '' },
        { long_description_fr: 'Un salon de quartier.' },
      ],
    ];
    for (const [url, cleared, written] of texts) {
      expect((await api('PATCH', url, cleared)).statusCode).toBe(200);
      const refused = await api('PATCH', `business/${businessId}`, { is_live: 1 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.is_live).toEqual([BusinessMessages.frenchTextMissing]);
      expect((await businessRow()).is_live).toBe(0);
      expect((await api('PATCH', url, written)).statusCode).toBe(200);
    }
    // With every text in French it goes live.
    const live = await api('PATCH', `business/${businessId}`, { is_live: 1 });
    expect(live.statusCode).toBe(200);
    expect((await businessRow()).is_live).toBe(1);

    // An English-first site goes live whatever French is missing.
    await api('PATCH', `business/${businessId}`, { is_live: 0, default_language: 'en-CA' });
    expect((await api('PATCH', `service/${service!.id}`, { name_fr: null })).statusCode).toBe(200);
    expect((await api('PATCH', `business/${businessId}`, { is_live: 1 })).statusCode).toBe(200);
    // Turning French first on a live site asks for the French too.
    const frenchFirst = await api('PATCH', `business/${businessId}`, { default_language: 'fr-CA' });
    expect(frenchFirst.statusCode).toBe(422);
    expect((await businessRow()).default_language).toBe('en-CA');
  });

  it("asks for the French of the theme's blocks too, and serves both", async () => {
    await api('PATCH', `business/${businessId}`, { is_live: 0, default_language: 'fr-CA' });
    // The services' and categories' French all written (the test before left one out).
    for (const service of await t.database.db
      .select()
      .from(services)
      .where(eq(services.business_id, businessId))) {
      await api('PATCH', `service/${service.id}`, {
        name_fr: `Service ${service.id}`,
        description_fr: 'Description',
      });
    }
    const [block] = await t.database.db
      .insert(businessThemeEntities)
      .values({
        business_id: businessId,
        theme_id: (await businessRow()).theme_id!,
        group: 'about_me',
        type: 'about_me',
      })
      .returning();
    const items = (values: Record<string, string>) =>
      api('POST', 'business-theme-entity-items', {
        business_theme_entity_id: block!.id,
        data_type: 'text',
        items: values,
      });

    expect((await items({ about_me_text: 'Twenty years of colour.' })).statusCode).toBe(201);
    const refused = await api('PATCH', `business/${businessId}`, { is_live: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.is_live).toEqual([BusinessMessages.frenchTextMissing]);

    const tooLong = await items({ about_me_text_fr: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['items.about_me_text_fr']);
    expect((await items({ neighbourhood_text_fr: 'Le quartier' })).statusCode).toBe(422);

    expect((await items({ about_me_text_fr: 'Vingt ans de couleur.' })).statusCode).toBe(201);
    expect((await api('PATCH', `business/${businessId}`, { is_live: 1 })).statusCode).toBe(200);
    const served = (await visit()).theme_entities.find((e) => e.id === block!.id)!;
    expect(Object.fromEntries(served.items.map((item) => [item.key, item.value]))).toEqual({
      about_me_text: 'Twenty years of colour.',
      about_me_text_fr: 'Vingt ans de couleur.',
    });
  });
});
