import { HttpMessages, ORIGIN_KEYS, ThemeEntityMessages, ThemeMessages } from '@rendezvous/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, imageForm, PNG, scratchDataDir, SVG } from './files/support';
import { engines, startTestApp, type TestApp } from './support/app';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;
type Entity = {
  id: number;
  type: string;
  group: string;
  order: number;
  items: { key: string; value: string }[];
};

const itemsOf = (entity: Entity) => Object.fromEntries(entity.items.map((i) => [i.key, i.value]));

describe.each(engines)('website manager and theme editor on $name', (engine) => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof scratchDataDir>>;
  let owner: SignedIn;
  let consultant: SignedIn;
  let other: Awaited<ReturnType<TestApp['signUpOwner']>>;
  let businessId: number;

  beforeAll(async () => {
    data = await scratchDataDir();
    t = await startTestApp(engine, { env: { DATA_DIR: data.dir } });
    owner = await t.signIn('owner@rendezvous.test');
    consultant = await t.signIn('consultant@rendezvous.test');
    other = await t.signUpOwner('website-other@example.com', 'Other Website Shop');
    businessId = owner.admin.business_id!;
  });
  afterAll(async () => {
    await t?.close();
    await data?.remove();
  });

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
    businessHeader?: number,
  ) =>
    t.call({
      method,
      url: `/api/${url}`,
      token,
      payload: payload as never,
      businessId: businessHeader,
    });

  describe('theme images', () => {
    it('lists the business images in display order', async () => {
      const res = await api('GET', `business/${businessId}/themeImages`, owner.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((i: { order: number }) => i.order)).toEqual([1, 2, 3]);
    });

    it('saves a new order and lists the images in it', async () => {
      const images = (await api('GET', `business/${businessId}/themeImages`, owner.token)).json()
        .data as {
        id: number;
      }[];
      const reversed = images.map((img, i) => ({ id: img.id, order: images.length - i }));
      const res = await api(
        'POST',
        `business/${businessId}/update-theme-image-order`,
        owner.token,
        {
          business_id: businessId,
          images: reversed,
        },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((i: { id: number }) => i.id)).toEqual(
        images.map((i) => i.id).reverse(),
      );
      const again = (await api('GET', `business/${businessId}/themeImages`, owner.token)).json()
        .data;
      expect(again.map((i: { id: number }) => i.id)).toEqual(images.map((i) => i.id).reverse());
    });

    it("refuses to reorder another business's image, changing nothing", async () => {
      const before = (await api('GET', `business/${businessId}/themeImages`, owner.token)).json()
        .data;
      const upload = await t.call({
        method: 'POST',
        url: `/api/business/${other.businessId}/theme-image`,
        token: other.token,
        ...imageForm(PNG),
      });
      expect(upload.statusCode).toBe(201);
      const res = await api(
        'POST',
        `business/${businessId}/update-theme-image-order`,
        owner.token,
        {
          business_id: businessId,
          images: [
            { id: before[0].id, order: 9 },
            { id: upload.json().data.id, order: 1 },
          ],
        },
      );
      expect(res.statusCode).toBe(404);
      expect(
        (await api('GET', `business/${businessId}/themeImages`, owner.token)).json().data,
      ).toEqual(before);
    });

    it('uploads an image after the others, serves it, and removes it', async () => {
      const res = await t.call({
        method: 'POST',
        url: `/api/business/${businessId}/theme-image`,
        token: owner.token,
        ...imageForm(PNG),
      });
      expect(res.statusCode).toBe(201);
      const image = res.json().data;
      expect(image).toMatchObject({ business_id: businessId, order: 4 });
      const served = await t.app.inject({ method: 'GET', url: image.image_url });
      expect(served.statusCode).toBe(200);

      const removed = await api(
        'DELETE',
        `business/${businessId}/theme-image/${image.id}`,
        owner.token,
      );
      expect(removed.statusCode).toBe(200);
      const left = (await api('GET', `business/${businessId}/themeImages`, owner.token)).json()
        .data;
      expect(left.map((i: { id: number }) => i.id)).not.toContain(image.id);
      expect((await t.app.inject({ method: 'GET', url: image.image_url })).statusCode).toBe(404);
    });

    it('gives images uploaded at the same time their own places, one after the other', async () => {
      const before = (await api('GET', `business/${businessId}/themeImages`, owner.token)).json()
        .data;
      const upload = () =>
        t.call({
          method: 'POST',
          url: `/api/business/${businessId}/theme-image`,
          token: owner.token,
          ...imageForm(PNG),
        });
      const answers = await Promise.all([upload(), upload(), upload()]);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
      const last = Math.max(...before.map((i: { order: number }) => i.order));
      const orders = answers.map((a) => a.json().data.order as number).sort((x, y) => x - y);
      expect(orders).toEqual([last + 1, last + 2, last + 3]);
      for (const a of answers) {
        await api('DELETE', `business/${businessId}/theme-image/${a.json().data.id}`, owner.token);
      }
    });

    it('refuses what is not an image, judged by its content', async () => {
      const res = await t.call({
        method: 'POST',
        url: `/api/business/${businessId}/theme-image`,
        token: owner.token,
        ...imageForm(SVG, 'x.png', 'image/png'),
      });
      expect(res.statusCode).toBe(422);
    });

    it('keeps each business to its own images', async () => {
      expect((await api('GET', `business/${businessId}/themeImages`, other.token)).statusCode).toBe(
        404,
      );
      const mismatch = await api(
        'GET',
        `business/${other.businessId}/themeImages`,
        other.token,
        undefined,
        businessId,
      );
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json().message).toBe(HttpMessages.businessMismatch);
      const mine = (await api('GET', `business/${businessId}/themeImages`, owner.token)).json()
        .data;
      expect(
        (await api('DELETE', `business/${businessId}/theme-image/${mine[0].id}`, other.token))
          .statusCode,
      ).toBe(404);
      expect(
        (await api('DELETE', `business/${other.businessId}/theme-image/${mine[0].id}`, other.token))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('theme entities and items', () => {
    const create = (token: string, body: Record<string, unknown>, business = businessId) =>
      api('POST', 'business-theme-entities', token, {
        business_id: business,
        theme_id: 3,
        order: 1,
        ...body,
      });
    const saveItems = (
      method: 'POST' | 'PUT',
      token: string,
      entityId: number,
      items: Record<string, string>,
    ) =>
      api(
        method,
        method === 'POST'
          ? 'business-theme-entity-items'
          : 'business-theme-entity-items/bulk-update',
        token,
        {
          business_theme_entity_id: entityId,
          data_type: 'string',
          items,
        },
      );

    it('creates a single block once: a second one is refused with 409', async () => {
      const first = await create(owner.token, { group: 'header_images', type: 'header_image' });
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toMatchObject({ business_id: businessId, theme_id: 3, items: [] });
      const second = await create(owner.token, { group: 'header_images', type: 'header_image' });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(ThemeEntityMessages.singleBlockExists);
    });

    it('lets only one of two editors saving the same single block at once create it', async () => {
      const [a, b] = await Promise.all([
        create(owner.token, { group: 'agent_photos', type: 'agent_photo' }),
        create(owner.token, { group: 'agent_photos', type: 'agent_photo' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    });

    it('refuses a type that does not belong to its group', async () => {
      const res = await create(owner.token, { group: 'action_cards', type: 'Property' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.type).toEqual([ThemeEntityMessages.kindMismatch]);
    });

    it('builds a house for sale with its fields, marks it sold, and shows it with the business', async () => {
      const property = (await create(owner.token, { group: 'Properties', type: 'Property' })).json()
        .data as Entity;
      const saved = await saveItems('POST', owner.token, property.id, {
        property_type: 'house',
        property_sale_type: 'Sale',
        price: '649000',
        description: 'Bright family home near the park.',
        num_of_rooms: '8',
        num_of_beds: '3',
        num_of_baths: '2',
        building_style: 'Detached',
        gmaps_full_address: '10 Rue Principale, Montréal, QC',
        gmaps_place_id: 'place-1',
      });
      expect(saved.statusCode).toBe(201);
      expect(itemsOf(saved.json().data)).toMatchObject({
        property_type: 'house',
        num_of_beds: '3',
      });

      const sold = await saveItems('PUT', owner.token, property.id, { sold: '1' });
      expect(sold.statusCode).toBe(200);
      expect(itemsOf(sold.json().data)).toMatchObject({ sold: '1', price: '649000' });
      // One item per key: the update replaced, not added.
      expect(sold.json().data.items.filter((i: { key: string }) => i.key === 'sold')).toHaveLength(
        1,
      );

      const business = await api(
        'GET',
        `business/${businessId}?appendThemeEntities=true`,
        owner.token,
      );
      const shown = (business.json().data.theme_entities as Entity[]).find(
        (e) => e.id === property.id,
      )!;
      expect(itemsOf(shown)).toMatchObject({ sold: '1', property_type: 'house' });
    });

    it('accepts only the fields of the property type, and drops the old ones when the type changes', async () => {
      const property = (await create(owner.token, { group: 'Properties', type: 'Property' })).json()
        .data as Entity;
      const early = await saveItems('POST', owner.token, property.id, { num_of_beds: '2' });
      expect(early.statusCode).toBe(422);
      expect(early.json().errors['items.num_of_beds']).toEqual([
        ThemeEntityMessages.propertyTypeFirst,
      ]);

      await saveItems('POST', owner.token, property.id, {
        property_type: 'condominium',
        num_of_rooms: '4',
        num_of_beds: '2',
        num_of_baths: '1',
        price: '1',
      });
      const wrong = await saveItems('PUT', owner.token, property.id, { number_of_units: '3' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors['items.number_of_units']).toEqual([
        ThemeEntityMessages.unknownItemKey('number_of_units'),
      ]);

      const badSale = await saveItems('PUT', owner.token, property.id, {
        property_sale_type: 'Lease',
        sold: 'yes',
      });
      expect(badSale.statusCode).toBe(422);
      expect(badSale.json().errors).toMatchObject({
        'items.property_sale_type': [ThemeEntityMessages.saleTypeInvalid],
        'items.sold': [ThemeEntityMessages.soldInvalid],
      });

      const duplex = await saveItems('PUT', owner.token, property.id, {
        property_type: 'duplex',
        number_of_units: '2',
      });
      expect(duplex.statusCode).toBe(200);
      const items = itemsOf(duplex.json().data);
      expect(items).toMatchObject({ property_type: 'duplex', number_of_units: '2', price: '1' });
      expect(items.num_of_beds).toBeUndefined();
    });

    it('takes images by upload only, each as an image item of the block', async () => {
      const property = (await create(owner.token, { group: 'Properties', type: 'Property' })).json()
        .data as Entity;
      const asItem = await saveItems('POST', owner.token, property.id, {
        image: 'https://example.com/a.png',
      });
      expect(asItem.statusCode).toBe(422);
      expect(asItem.json().errors['items.image']).toEqual([ThemeEntityMessages.imageByUpload]);

      for (let i = 0; i < 2; i++) {
        const upload = await t.call({
          method: 'POST',
          url: '/api/file/upload',
          token: owner.token,
          ...fileForm(
            {
              business_id: businessId,
              entity_type: 'business_theme_entity',
              entity_id: property.id,
              item_type: 'business_theme_entity_item_image',
            },
            { bytes: PNG },
          ),
        });
        expect(upload.statusCode).toBe(201);
      }
      const business = await api(
        'GET',
        `business/${businessId}?appendThemeEntities=true`,
        owner.token,
      );
      const shown = (business.json().data.theme_entities as Entity[]).find(
        (e) => e.id === property.id,
      )!;
      const images = shown.items.filter((i) => i.key === 'image') as Array<
        Entity['items'][number] & { file_id?: number }
      >;
      expect(images).toHaveLength(2);
      // Each image names its stored file; removing one by it leaves the other in place.
      expect(images.every((i) => typeof i.file_id === 'number')).toBe(true);
      expect(shown.items.filter((i) => i.key !== 'image').every((i) => !('file_id' in i))).toBe(
        true,
      );
      const removed = await t.call({
        method: 'POST',
        url: '/api/file/delete',
        token: owner.token,
        ...fileForm({
          business_id: businessId,
          entity_type: 'business_theme_entity',
          entity_id: property.id,
          item_type: 'business_theme_entity_item_image',
          file_id: images[0]!.file_id!,
          action: 'delete',
        }),
      });
      expect(removed.statusCode).toBe(200);
      const after = (
        await api('GET', `business/${businessId}?appendThemeEntities=true`, owner.token)
      ).json().data.theme_entities as Entity[];
      const left = after.find((e) => e.id === property.id)!.items.filter((i) => i.key === 'image');
      expect(left.map((i) => i.value)).toEqual([images[1]!.value]);
    });

    it('checks the broker contact with its form rules, creating once and updating after', async () => {
      const contact = (await create(owner.token, { group: 'contacts', type: 'contact' })).json()
        .data as Entity;
      const bad = await saveItems('POST', owner.token, contact.id, {
        broker_name: '',
        broker_email: 'nope',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toMatchObject({
        'items.broker_name': [ThemeMessages.brokerNameRequired],
        'items.broker_email': [ThemeMessages.brokerEmailValid],
      });
      const good = {
        broker_name: 'Sam Tremblay',
        broker_email: 'sam@example.com',
        broker_office_number: '514-555-0100',
        broker_mobile_number: '514-555-0199',
      };
      expect((await saveItems('POST', owner.token, contact.id, good)).statusCode).toBe(201);
      const updated = await saveItems('PUT', owner.token, contact.id, {
        broker_mobile_number: '514-555-0111',
      });
      expect(itemsOf(updated.json().data)).toMatchObject({
        ...good,
        broker_mobile_number: '514-555-0111',
      });
      expect((await create(owner.token, { group: 'contacts', type: 'contact' })).statusCode).toBe(
        409,
      );
    });

    it('saves the order of action cards after a drag, and removes one', async () => {
      const cards: Entity[] = [];
      for (const order of [1, 2, 3]) {
        const card = (
          await create(owner.token, { group: 'action_cards', type: 'action_card', order })
        ).json().data;
        await saveItems('POST', owner.token, card.id, {
          action_card_text: `Card ${order}`,
          action_card_button_text: 'Go',
        });
        cards.push(card);
      }
      const res = await api('PUT', 'business-theme-entities/bulk-update', owner.token, {
        business_theme_entities: [
          { id: cards[2]!.id, order: 1 },
          { id: cards[0]!.id, order: 2 },
          { id: cards[1]!.id, order: 3 },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((e: Entity) => e.id)).toEqual([
        cards[2]!.id,
        cards[0]!.id,
        cards[1]!.id,
      ]);
      expect(itemsOf(res.json().data[0])).toMatchObject({ action_card_text: 'Card 3' });

      expect(
        (await api('DELETE', `business-theme-entities/${cards[1]!.id}`, owner.token)).statusCode,
      ).toBe(200);
      const business = await api(
        'GET',
        `business/${businessId}?appendThemeEntities=true`,
        owner.token,
      );
      const ids = (business.json().data.theme_entities as Entity[]).map((e) => e.id);
      expect(ids).not.toContain(cards[1]!.id);
      expect(ids).toContain(cards[0]!.id);
    });

    it("keeps each business to its own blocks, and needs the website manager's rights", async () => {
      const mine = (
        await create(owner.token, { group: 'action_cards', type: 'action_card' })
      ).json().data as Entity;
      expect(
        (await create(other.token, { group: 'action_cards', type: 'action_card' })).statusCode,
      ).toBe(404);
      expect(
        (await saveItems('PUT', other.token, mine.id, { action_card_text: 'Hijack' })).statusCode,
      ).toBe(404);
      expect(
        (await api('DELETE', `business-theme-entities/${mine.id}`, other.token)).statusCode,
      ).toBe(404);
      const reorder = await api('PUT', 'business-theme-entities/bulk-update', other.token, {
        business_theme_entities: [{ id: mine.id, order: 5 }],
      });
      expect(reorder.statusCode).toBe(404);
      const mismatch = await create(
        other.token,
        { group: 'action_cards', type: 'action_card' },
        other.businessId,
      );
      expect(mismatch.statusCode).toBe(201);
      const foreignHeader = await api(
        'POST',
        'business-theme-entities',
        other.token,
        {
          business_id: other.businessId,
          theme_id: 3,
          order: 1,
          group: 'about_me',
          type: 'about_me',
        },
        businessId,
      );
      expect(foreignHeader.statusCode).toBe(403);
      expect(
        (await create(consultant.token, { group: 'action_cards', type: 'action_card' })).statusCode,
      ).toBe(403);
    });

    it('shows the blocks of the real-estate theme on the public site with its items', async () => {
      await t.call({
        method: 'PATCH',
        url: `/api/business/${businessId}`,
        token: owner.token,
        payload: { theme_id: 3 },
      });
      const res = await t.call({
        method: 'GET',
        url: '/api/site/maison-lumiere',
        headers: { 'x-origin-key': ORIGIN_KEYS.publicSite, 'x-request-type': 'guest' },
      });
      expect(res.statusCode).toBe(200);
      const entities = res.json().data.theme_entities as Entity[];
      const sold = entities.find((e) => e.type === 'Property' && itemsOf(e).sold === '1');
      expect(sold).toBeDefined();
      expect(entities.some((e) => e.type === 'contact')).toBe(true);
    });
  });
});
