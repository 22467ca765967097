import {
  ORIGIN_KEYS,
  PublicSiteSchema,
  SiteMessages,
  THEME_ENTITY_KINDS,
  isPropertySold,
  itemValue,
  themeMinimumImagesMessage,
  type ThemeEntityKind,
} from '@rendezvous/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, imageForm, PNG, scratchDataDir } from './files/support';
import { engines, startTestApp, type TestApp } from './support/app';

/**
 * A broker builds a real-estate site from nothing with the calls the theme editor makes, step
 * by step (block, items, images), goes live, and a visitor sees every step on the site.
 */
describe.each(engines)('a real-estate site built end to end on $name', (engine) => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof scratchDataDir>>;
  let broker: Awaited<ReturnType<TestApp['signUpOwner']>>;

  beforeAll(async () => {
    data = await scratchDataDir();
    t = await startTestApp(engine, { env: { DATA_DIR: data.dir } });
    broker = await t.signUpOwner('broker@example.com', 'Tremblay Realty');
  });
  afterAll(async () => {
    await t?.close();
    await data?.remove();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.call({ method, url: `/api/${url}`, token: broker.token, payload: payload as never });
  const visit = () =>
    t.call({
      method: 'GET',
      url: '/api/site/tremblay-realty',
      headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'guest' },
    });

  /** One editor step: the block, its text items, then its images, stopping at a failure. */
  async function saveBlock(
    kind: ThemeEntityKind,
    items: Record<string, string>,
    images = 0,
    order = 1,
  ) {
    const { group, type } = THEME_ENTITY_KINDS[kind];
    const kindOrder =
      'order' in THEME_ENTITY_KINDS[kind]
        ? (THEME_ENTITY_KINDS[kind] as { order: number }).order
        : order;
    const created = await call('POST', 'business-theme-entities', {
      business_id: broker.businessId,
      theme_id: 3,
      group,
      type,
      order: kindOrder,
    });
    expect(created.statusCode, `${kind} block`).toBe(201);
    const entity = created.json().data as { id: number };
    if (Object.keys(items).length > 0) {
      const saved = await call('POST', 'business-theme-entity-items', {
        business_theme_entity_id: entity.id,
        data_type: 'string',
        items,
      });
      expect(saved.statusCode, `${kind} items`).toBe(201);
    }
    for (let i = 0; i < images; i++) {
      const upload = await t.call({
        method: 'POST',
        url: '/api/file/upload',
        token: broker.token,
        ...fileForm(
          {
            business_id: broker.businessId,
            entity_type: 'business_theme_entity',
            entity_id: entity.id,
            item_type: 'business_theme_entity_item_image',
          },
          { bytes: PNG },
        ),
      });
      expect(upload.statusCode, `${kind} image`).toBe(201);
    }
    return entity;
  }

  it('goes from an empty business to a live site showing all seven steps', async () => {
    // The site address, then the theme: refused until the theme has its images.
    expect(
      (await call('PATCH', `business/${broker.businessId}`, { subdomain: 'Tremblay-Realty' }))
        .statusCode,
    ).toBe(200);
    const early = await call('PATCH', `business/${broker.businessId}`, { theme_id: 3 });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(themeMinimumImagesMessage(1));
    const image = await t.call({
      method: 'POST',
      url: `/api/business/${broker.businessId}/theme-image`,
      token: broker.token,
      ...imageForm(PNG),
    });
    expect(image.statusCode).toBe(201);
    expect((await call('PATCH', `business/${broker.businessId}`, { theme_id: 3 })).statusCode).toBe(
      200,
    );

    // The seven steps.
    await saveBlock('headerImage', {}, 1);
    await saveBlock('agentPhoto', {}, 1);
    const property = await saveBlock(
      'property',
      {
        property_type: 'cottage',
        property_sale_type: 'Sale',
        price: '425000',
        description: 'Lakeside cottage with a dock.',
        num_of_rooms: '6',
        num_of_beds: '3',
        num_of_baths: '1',
        living_area: '1400',
        gmaps_full_address: '12 Chemin du Lac, Mont-Tremblant, QC',
        gmaps_place_id: 'place-lac',
        gmaps_latitude: '46.2',
        gmaps_longitude: '-74.6',
      },
      2,
    );
    await saveBlock('neighbourhoodText', {
      neighbourhood_text: 'Quiet streets, a lake and ski hills nearby.',
    });
    await saveBlock('neighbourhoodImage1', {}, 1);
    await saveBlock('neighbourhoodImage2', {}, 1);
    await saveBlock('aboutMe', { about_me_text: 'Twenty years selling homes in the Laurentians.' });
    await saveBlock(
      'actionCard',
      { action_card_text: 'Thinking of selling?', action_card_button_text: 'Get a valuation' },
      1,
      1,
    );
    await saveBlock(
      'actionCard',
      { action_card_text: 'Looking to buy?', action_card_button_text: 'See listings' },
      1,
      2,
    );
    await saveBlock('contact', {
      broker_name: 'Julie Tremblay',
      broker_email: 'julie@tremblay-realty.example',
      broker_office_number: '819-555-0100',
      broker_mobile_number: '819-555-0199',
    });
    const sold = await call('PUT', 'business-theme-entity-items/bulk-update', {
      business_theme_entity_id: property.id,
      data_type: 'string',
      items: { sold: '1' },
    });
    expect(sold.statusCode).toBe(200);

    // Offline until the Go Live switch.
    const offline = await visit();
    expect(offline.statusCode).toBe(403);
    expect(offline.json().message).toBe(SiteMessages.notPublished);
    expect((await call('PATCH', `business/${broker.businessId}`, { is_live: 1 })).statusCode).toBe(
      200,
    );

    const res = await visit();
    expect(res.statusCode).toBe(200);
    const site = PublicSiteSchema.parse(res.json().data);
    expect(site.business).toMatchObject({ name: 'Tremblay Realty', theme_id: 3, is_live: 1 });
    const byType = (type: string) => site.theme_entities.filter((e) => e.type === type);
    for (const type of [
      'header_image',
      'agent_photo',
      'neighbourhood_image_1',
      'neighbourhood_image_2',
    ]) {
      expect(itemValue(byType(type)[0]!, 'image'), type).toMatch(/^\/uploads\//);
    }
    const [home] = byType('Property');
    expect(isPropertySold(home!)).toBe(true);
    expect(home!.items.filter((i) => i.key === 'image')).toHaveLength(2);
    expect(itemValue(home!, 'living_area')).toBe('1400');
    expect(itemValue(byType('neighbourhood_text')[0]!, 'neighbourhood_text')).toMatch(/lake/);
    expect(itemValue(byType('about_me')[0]!, 'about_me_text')).toMatch(/Laurentians/);
    expect(byType('action_card').map((c) => itemValue(c, 'action_card_text'))).toEqual([
      'Thinking of selling?',
      'Looking to buy?',
    ]);
    expect(itemValue(byType('contact')[0]!, 'broker_name')).toBe('Julie Tremblay');
    expect(site.theme_images).toHaveLength(1);
    expect(site.review_stats.count).toBe(0);
  });
});
