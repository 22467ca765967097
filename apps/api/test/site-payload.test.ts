import {
  ORIGIN_KEYS,
  PROPERTY_FIELD_GROUPS,
  THEME_BLOCK_CAPS,
  THEME_BLOCK_IMAGES_MAX,
  ThemeEntityMessages,
  TextMessages,
  themeItemMaxLength,
} from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessThemeEntities, businessThemeEntityItems, businesses } from '../src/db/schema';
import { engines, startTestApp, type TestApp } from './support/app';

/** What an editor may type in every field of a house, each filled to its longest. */
const fullHouse = (): Record<string, string> => {
  const items: Record<string, string> = { property_type: 'house', property_sale_type: 'Sale' };
  const keys = [
    ...PROPERTY_FIELD_GROUPS.rooms,
    ...PROPERTY_FIELD_GROUPS.house,
    ...PROPERTY_FIELD_GROUPS.common,
    ...PROPERTY_FIELD_GROUPS.location,
  ];
  for (const key of keys) items[key] = 'x'.repeat(themeItemMaxLength(key));
  return items;
};

describe.each(engines)("a public site's size on $name", (engine) => {
  let t: TestApp;
  let token: string;
  let businessId: number;

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.call({ method, url: `/api/${url}`, token, payload: payload as never, businessId });
  const visit = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/site/maison-lumiere',
      headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'user' },
    });
  const addProperty = () =>
    api('POST', 'business-theme-entities', {
      business_id: businessId,
      theme_id: 3,
      group: 'Properties',
      type: 'Property',
      order: 1,
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const owner = await t.signIn('owner@rendezvous.test');
    token = owner.token;
    businessId = owner.admin.business_id!;
    expect((await api('PATCH', `business/${businessId}`, { theme_id: 3 })).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it(
    'keeps the page under 1 MB when an editor tries to list 600 properties with every field full',
    async () => {
      let refused = 0;
      for (let i = 0; i < 600; i++) {
        const created = await addProperty();
        if (created.statusCode !== 201) {
          expect(created.statusCode).toBe(422);
          expect(created.json().message).toBe(ThemeEntityMessages.tooManyBlocks('Property'));
          refused++;
          continue;
        }
        const saved = await api('POST', 'business-theme-entity-items', {
          business_theme_entity_id: created.json().data.id,
          data_type: 'string',
          items: fullHouse(),
        });
        expect(saved.statusCode).toBe(201);
      }
      expect(refused).toBe(600 - THEME_BLOCK_CAPS.Property);

      const page = await visit();
      expect(page.statusCode).toBe(200);
      const properties = page.json().data.theme_entities.filter(
        (e: { type: string }) => e.type === 'Property',
      );
      expect(properties).toHaveLength(THEME_BLOCK_CAPS.Property);
      expect(Buffer.byteLength(page.body)).toBeLessThan(1024 * 1024);
    },
    240_000,
  );

  it('refuses an item longer than its field holds, naming the field', async () => {
    const [property] = await t.database.db
      .select({ id: businessThemeEntities.id })
      .from(businessThemeEntities)
      .where(
        and(
          eq(businessThemeEntities.business_id, businessId),
          eq(businessThemeEntities.type, 'Property'),
        ),
      )
      .limit(1);
    const tooLong = await api('POST', 'business-theme-entity-items', {
      business_theme_entity_id: property!.id,
      data_type: 'text',
      items: { description: 'x'.repeat(2001), price: '9'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      'items.description': [TextMessages.tooLong('description', 2000)],
      'items.price': [TextMessages.tooLong('price', 100)],
    });
  });

  it('keeps the caps in the database too, whatever writes there', async () => {
    const [property] = await t.database.db
      .select({ id: businessThemeEntities.id })
      .from(businessThemeEntities)
      .where(
        and(
          eq(businessThemeEntities.business_id, businessId),
          eq(businessThemeEntities.type, 'Property'),
        ),
      )
      .limit(1);
    await expect(
      t.database.db
        .insert(businessThemeEntities)
        .values({ business_id: businessId, theme_id: 3, type: 'Property', group: 'Properties' }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(businessThemeEntityItems).values({
        business_theme_entity_id: property!.id,
        key: 'price',
        value: '9'.repeat(101),
      }),
    ).rejects.toThrow();
    const images = Array.from({ length: THEME_BLOCK_IMAGES_MAX + 1 }, (_, i) => ({
      business_theme_entity_id: property!.id,
      key: 'image',
      value: `/uploads/${i}.png`,
    }));
    await expect(t.database.db.insert(businessThemeEntityItems).values(images)).rejects.toThrow();
  });

  it('shows an admin their change at once, and otherwise reuses the page for a few seconds', async () => {
    const before = (await visit()).json().data.business.short_description;
    // As another API process would: straight to the database, which this process does not see.
    await t.database.db
      .update(businessThemeEntityItems)
      .set({ value: 'Elsewhere' })
      .where(eq(businessThemeEntityItems.key, 'building_style'));
    expect((await visit()).body).not.toContain('Elsewhere');

    const changed = await api('PATCH', `business/${businessId}`, {
      short_description: 'Now booking spring colour.',
    });
    expect(changed.statusCode).toBe(200);
    const after = (await visit()).json().data;
    expect(after.business.short_description).toBe('Now booking spring colour.');
    expect(after.business.short_description).not.toBe(before);
    expect(JSON.stringify(after)).toContain('Elsewhere');
    // Taking the site offline is never held back by a kept copy.
    await t.database.db.update(businesses).set({ is_live: 0 }).where(eq(businesses.id, businessId));
    expect((await visit()).statusCode).toBe(403);
    await t.database.db.update(businesses).set({ is_live: 1 }).where(eq(businesses.id, businessId));
  });
});
