import { ServiceCategoryMessages, ServiceMessages } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCategories, services } from '../../src/db/schema';
import { engines, startTestApp, type TestApp } from '../support/app';

type Row = { id: number; name: string; [key: string]: unknown };

const validService = (categoryId: number) => ({
  name: 'Blow-dry',
  service_category_id: categoryId,
  price: 3550,
  description: 'Wash and blow-dry',
  show_price: true,
  appointment_length_decider: 'business',
  appointment_length: 45,
  minimum_appointment_length: 30,
  maximum_appointment_length: 60,
  is_subscription: false,
  subscription_period_id: 3,
});

describe.each(engines)('services and categories on $name', (engine) => {
  let t: TestApp;
  let owner: { token: string; businessId: number };
  let consultant: { token: string };
  let other: { token: string; businessId: number };
  let otherCategoryId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const signedIn = await t.signIn('owner@rendezvous.test');
    owner = { token: signedIn.token, businessId: signedIn.admin.business_id! };
    consultant = await t.signIn('consultant@rendezvous.test');
    other = await t.signUpOwner('other-catalog@rendezvous.test', 'Other Catalog Shop');
    const [category] = await t.database.db
      .insert(serviceCategories)
      .values({ business_id: other.businessId, name: 'Other category' })
      .returning();
    otherCategoryId = category!.id;
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => t.call({ method, url: `/api/${url}`, token, ...(payload ? { payload } : {}) });

  const categoriesOf = (businessId: number) =>
    t.database.db
      .select()
      .from(serviceCategories)
      .where(eq(serviceCategories.business_id, businessId));
  const servicesOf = (businessId: number) =>
    t.database.db.select().from(services).where(eq(services.business_id, businessId));

  describe('categories', () => {
    it("lists the business's categories, newest first, 10 a page, with search", async () => {
      const created: number[] = [];
      for (let i = 1; i <= 9; i += 1) {
        const res = await call('POST', 'serviceCategories', owner.token, { name: `Paging ${i}` });
        expect(res.statusCode).toBe(201);
        created.push(res.json().data.id);
      }
      const first = await call('GET', 'serviceCategories', owner.token);
      expect(first.statusCode).toBe(200);
      const page = first.json().data;
      expect(page).toMatchObject({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
      expect(page.data).toHaveLength(10);
      expect(page.data[0].name).toBe('Paging 9');
      const second = (await call('GET', 'serviceCategories?page=2', owner.token)).json().data;
      // The demo's three were seeded together: Spa, the last of them, ends page 1.
      expect(page.data[9].name).toBe('Spa');
      expect(second.data.map((c: Row) => c.name)).toEqual(['Nails', 'Hair']);
      const found = (await call('GET', 'serviceCategories?search=paging%203', owner.token)).json()
        .data;
      expect(found.data.map((c: Row) => c.name)).toEqual(['Paging 3']);
      // Wildcards are taken literally.
      const none = (await call('GET', 'serviceCategories?search=%25', owner.token)).json().data;
      expect(none.total).toBe(0);
      for (const id of created)
        expect((await call('DELETE', `serviceCategories/${id}`, owner.token)).statusCode).toBe(200);
    });

    it("never lists another business's categories", async () => {
      const page = (await call('GET', 'serviceCategories?paginate=100', other.token)).json().data;
      expect(page.data.map((c: Row) => c.name)).toEqual(['Other category']);
    });

    it('adds a category at the top of the list', async () => {
      const res = await call('POST', 'serviceCategories', owner.token, {
        name: 'Barbering',
        business_id: owner.businessId,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        data: { name: 'Barbering', business_id: owner.businessId, image_url: null },
        message: expect.any(String),
      });
      const top = (await call('GET', 'serviceCategories', owner.token)).json().data.data[0];
      expect(top.name).toBe('Barbering');
      await call('DELETE', `serviceCategories/${top.id}`, owner.token);
    });

    it('refuses a category without a name, and saves nothing', async () => {
      const before = await categoriesOf(owner.businessId);
      for (const name of ['', '   ']) {
        const res = await call('POST', 'serviceCategories', owner.token, { name });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.name).toEqual([ServiceCategoryMessages.nameRequired]);
      }
      const missing = await call('POST', 'serviceCategories', owner.token, {});
      expect(missing.statusCode).toBe(422);
      expect(await categoriesOf(owner.businessId)).toEqual(before);
    });

    it('refuses to add a category to another business (404) and saves nothing', async () => {
      const res = await call('POST', 'serviceCategories', owner.token, {
        name: 'Sneaky',
        business_id: other.businessId,
      });
      expect(res.statusCode).toBe(404);
      expect((await categoriesOf(other.businessId)).map((c) => c.name)).toEqual(['Other category']);
    });

    it('lets a platform admin add a category to any existing business', async () => {
      const platform = await t.signIn('platform@rendezvous.test');
      const res = await call('POST', 'serviceCategories', platform.token, {
        name: 'Added by support',
        business_id: other.businessId,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.business_id).toBe(other.businessId);
      const missing = await call('POST', 'serviceCategories', platform.token, {
        name: 'x',
        business_id: 999999,
      });
      expect(missing.statusCode).toBe(404);
      await t.database.db
        .delete(serviceCategories)
        .where(eq(serviceCategories.id, res.json().data.id));
    });

    it('lets a platform admin work in a business through X-Business-Id, not without one', async () => {
      const platform = await t.signIn('platform@rendezvous.test');
      const scoped = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.call({
          method,
          url: `/api/${url}`,
          token: platform.token,
          businessId: other.businessId,
          ...(payload ? { payload } : {}),
        });
      const categories = await scoped('GET', 'serviceCategories');
      expect(categories.statusCode).toBe(200);
      expect(categories.json().data.data.map((c: Row) => c.name)).toEqual(['Other category']);
      expect((await scoped('GET', 'services')).json().data.total).toBe(0);
      const created = await scoped('POST', 'service', validService(otherCategoryId));
      expect(created.statusCode).toBe(201);
      expect(created.json().data.business_id).toBe(other.businessId);
      await t.database.db.delete(services).where(eq(services.id, created.json().data.id));
      // Without a business scope there is nothing to list.
      expect((await call('GET', 'services', platform.token)).statusCode).toBe(403);
    });

    it('renames a category; blank names and other businesses are refused', async () => {
      const created = (
        await call('POST', 'serviceCategories', owner.token, { name: 'Colourx' })
      ).json().data;
      const renamed = await call('PATCH', `serviceCategories/${created.id}`, owner.token, {
        name: 'Colour',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.name).toBe('Colour');

      const blank = await call('PATCH', `serviceCategories/${created.id}`, owner.token, {
        name: '',
      });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors.name).toEqual([ServiceCategoryMessages.nameRequired]);

      const foreign = await call('PATCH', `serviceCategories/${otherCategoryId}`, owner.token, {
        name: 'Mine now',
      });
      expect(foreign.statusCode).toBe(404);
      const [stored] = await t.database.db
        .select()
        .from(serviceCategories)
        .where(eq(serviceCategories.id, otherCategoryId));
      expect(stored!.name).toBe('Other category');
      expect(
        (await call('PATCH', 'serviceCategories/999999', owner.token, { name: 'x' })).statusCode,
      ).toBe(404);
      await call('DELETE', `serviceCategories/${created.id}`, owner.token);
    });

    it("refuses to delete a category that still holds services (409) or another business's (404)", async () => {
      const [hair] = (await categoriesOf(owner.businessId)).filter((c) => c.name === 'Hair');
      const held = await call('DELETE', `serviceCategories/${hair!.id}`, owner.token);
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toBe(ServiceCategoryMessages.stillHoldsServices);
      expect((await categoriesOf(owner.businessId)).some((c) => c.id === hair!.id)).toBe(true);

      const foreign = await call('DELETE', `serviceCategories/${otherCategoryId}`, owner.token);
      expect(foreign.statusCode).toBe(404);
      expect(await categoriesOf(other.businessId)).toHaveLength(1);
    });

    it('lets a consultant read the categories but not change them (403)', async () => {
      expect((await call('GET', 'serviceCategories', consultant.token)).statusCode).toBe(200);
      const before = await categoriesOf(owner.businessId);
      expect(
        (await call('POST', 'serviceCategories', consultant.token, { name: 'Nope' })).statusCode,
      ).toBe(403);
      expect(
        (
          await call('PATCH', `serviceCategories/${before[0]!.id}`, consultant.token, {
            name: 'Nope',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('DELETE', `serviceCategories/${before[0]!.id}`, consultant.token)).statusCode,
      ).toBe(403);
      expect(await categoriesOf(owner.businessId)).toEqual(before);
    });
  });

  describe('services', () => {
    let hairId: number;
    beforeAll(async () => {
      hairId = (await categoriesOf(owner.businessId)).find((c) => c.name === 'Hair')!.id;
    });

    it('lists the services with their category, newest first, 10 a page, with search', async () => {
      const res = await call('GET', 'services', owner.token);
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      const total = (await servicesOf(owner.businessId)).length;
      expect(page).toMatchObject({ current_page: 1, per_page: 10, total });
      expect(page.data.length).toBe(Math.min(10, total));
      expect(page.data[0].service_category).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
      });

      const created = (
        await call('POST', 'service', owner.token, { ...validService(hairId), name: 'Zz newest' })
      ).json().data;
      const top = (await call('GET', 'services?paginate=10&page=1', owner.token)).json().data
        .data[0];
      expect(top).toMatchObject({
        id: created.id,
        name: 'Zz newest',
        price: 3550,
        service_category: { id: hairId, name: 'Hair' },
        // New: nobody offers it yet (the console warns, the site leaves it out).
        consultants_count: 0,
      });
      // The demo's services are each offered by at least one consultant.
      expect(page.data.every((s: { consultants_count: number }) => s.consultants_count > 0)).toBe(
        true,
      );
      const found = (await call('GET', 'services?search=ZZ%20NEW', owner.token)).json().data;
      expect(found.data.map((s: Row) => s.id)).toEqual([created.id]);
      expect((await call('GET', 'services?page=99', owner.token)).json().data.data).toEqual([]);
      await call('DELETE', `service/${created.id}`, owner.token);
    });

    it("never lists another business's services", async () => {
      const page = (await call('GET', 'services', other.token)).json().data;
      expect(page).toMatchObject({ data: [], total: 0 });
    });

    it('adds a service with its price in cents', async () => {
      const res = await call('POST', 'service', owner.token, {
        ...validService(hairId),
        appointment_length_decider: 'customer',
        minimum_appointment_length: 15,
        maximum_appointment_length: 480,
        is_subscription: true,
        subscription_period_id: 2,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        name: 'Blow-dry',
        price: 3550,
        business_id: owner.businessId,
        appointment_length_decider: 'customer',
        minimum_appointment_length: 15,
        maximum_appointment_length: 480,
        is_subscription: true,
        subscription_period_id: 2,
      });
      await call('DELETE', `service/${res.json().data.id}`, owner.token);
    });

    it.each([
      ['name', { name: '' }, ServiceMessages.nameRequired],
      ['service_category_id', { service_category_id: null }, ServiceMessages.categoryRequired],
      ['price', { price: undefined }, ServiceMessages.priceRequired],
      ['price', { price: -1 }, ServiceMessages.priceInvalid],
      ['description', { description: ' ' }, ServiceMessages.descriptionRequired],
      [
        'subscription_period_id',
        { is_subscription: true, subscription_period_id: null },
        ServiceMessages.subscriptionPeriodRequired,
      ],
      [
        'subscription_period_id',
        { is_subscription: true, subscription_period_id: 999 },
        ServiceMessages.subscriptionPeriodInvalid,
      ],
      ['appointment_length', { appointment_length: 375 }, ServiceMessages.lengthInvalid],
      ['appointment_length', { appointment_length: 10 }, ServiceMessages.lengthInvalid],
      ['appointment_length', { appointment_length: 40 }, ServiceMessages.lengthInvalid],
      [
        'maximum_appointment_length',
        { appointment_length_decider: 'customer', maximum_appointment_length: 495 },
        ServiceMessages.rangeInvalid,
      ],
      [
        'minimum_appointment_length',
        {
          appointment_length_decider: 'customer',
          minimum_appointment_length: 90,
          maximum_appointment_length: 60,
        },
        ServiceMessages.rangeOrder,
      ],
    ])(
      'refuses a bad %s (%j) with its message and saves nothing',
      async (field, patch, message) => {
        const before = await servicesOf(owner.businessId);
        const res = await call('POST', 'service', owner.token, {
          ...validService(hairId),
          ...patch,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[field]).toContain(message);
        expect(await servicesOf(owner.businessId)).toEqual(before);
      },
    );

    it('accepts the range ends: fixed 15 and 360, customer 15 to 480', async () => {
      for (const patch of [
        { appointment_length: 15 },
        { appointment_length: 360 },
        {
          appointment_length_decider: 'customer',
          minimum_appointment_length: 480,
          maximum_appointment_length: 480,
        },
      ]) {
        const res = await call('POST', 'service', owner.token, {
          ...validService(hairId),
          ...patch,
        });
        expect(res.statusCode).toBe(201);
        await call('DELETE', `service/${res.json().data.id}`, owner.token);
      }
    });

    it('tells a business without categories to add one first', async () => {
      const res = await call(
        'POST',
        'service',
        other.token,
        validService(otherCategoryId + 100000),
      );
      // The other business has a category; a third one without any hears the spec message.
      expect(res.statusCode).toBe(404);
      const bare = await t.signUpOwner('bare-catalog@rendezvous.test', 'Bare Shop');
      for (const body of [validService(hairId), {}]) {
        const refused = await call('POST', 'service', bare.token, body);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().message).toBe(ServiceMessages.noCategory);
      }
      expect(await servicesOf(bare.businessId)).toEqual([]);
    });

    it('refuses a category of another business (404) and saves nothing', async () => {
      const before = await servicesOf(owner.businessId);
      const res = await call('POST', 'service', owner.token, validService(otherCategoryId));
      expect(res.statusCode).toBe(404);
      expect(await servicesOf(owner.businessId)).toEqual(before);
      expect(await servicesOf(other.businessId)).toEqual([]);
    });

    describe('changes', () => {
      let service: Row;
      beforeAll(async () => {
        service = (await call('POST', 'service', owner.token, validService(hairId))).json().data;
      });
      const stored = async () =>
        (await t.database.db.select().from(services).where(eq(services.id, service.id)))[0]!;

      it('changes one field at a time', async () => {
        const res = await call('PATCH', `service/${service.id}`, owner.token, { price: 4000 });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({
          id: service.id,
          price: 4000,
          name: 'Blow-dry',
          service_category: { id: hairId },
        });
        expect((await stored()).price).toBe(4000);
      });

      it('changes the period together with is_subscription', async () => {
        const res = await call('PATCH', `service/${service.id}`, owner.token, {
          subscription_period_id: 1,
          is_subscription: true,
        });
        expect(res.statusCode).toBe(200);
        expect(await stored()).toMatchObject({ subscription_period_id: 1, is_subscription: true });
      });

      it('checks the service as it would become and keeps it when refused', async () => {
        const before = await stored();
        const cases: [object, string, string][] = [
          [
            { subscription_period_id: null },
            'subscription_period_id',
            ServiceMessages.subscriptionPeriodRequired,
          ],
          [
            { appointment_length_decider: 'customer', minimum_appointment_length: 120 },
            'minimum_appointment_length',
            ServiceMessages.rangeOrder,
          ],
          [{ appointment_length: 365 }, 'appointment_length', ServiceMessages.lengthInvalid],
          [{ name: '' }, 'name', ServiceMessages.nameRequired],
          [{ description: '' }, 'description', ServiceMessages.descriptionRequired],
          [{ price: 1.5 }, 'price', ServiceMessages.priceInvalid],
        ];
        for (const [patch, field, message] of cases) {
          const res = await call('PATCH', `service/${service.id}`, owner.token, patch);
          expect(res.statusCode, JSON.stringify(patch)).toBe(422);
          expect(res.json().errors[field]).toContain(message);
        }
        expect(await stored()).toEqual(before);
      });

      it('moves a service to another category of the business only', async () => {
        const nails = (await categoriesOf(owner.businessId)).find((c) => c.name === 'Nails')!.id;
        const moved = await call('PATCH', `service/${service.id}`, owner.token, {
          service_category_id: nails,
        });
        expect(moved.statusCode).toBe(200);
        expect(moved.json().data.service_category.name).toBe('Nails');
        const foreign = await call('PATCH', `service/${service.id}`, owner.token, {
          service_category_id: otherCategoryId,
        });
        expect(foreign.statusCode).toBe(404);
        expect((await stored()).service_category_id).toBe(nails);
      });

      it("does not reveal or change another business's service (404)", async () => {
        const before = await stored();
        expect(
          (await call('PATCH', `service/${service.id}`, other.token, { name: 'Hijacked' }))
            .statusCode,
        ).toBe(404);
        expect((await call('DELETE', `service/${service.id}`, other.token)).statusCode).toBe(404);
        expect(await stored()).toEqual(before);
      });

      it('lets a consultant read services but not change them (403)', async () => {
        const before = await stored();
        expect((await call('GET', 'services', consultant.token)).statusCode).toBe(200);
        expect(
          (await call('POST', 'service', consultant.token, validService(hairId))).statusCode,
        ).toBe(403);
        expect(
          (await call('PATCH', `service/${service.id}`, consultant.token, { price: 1 })).statusCode,
        ).toBe(403);
        expect((await call('DELETE', `service/${service.id}`, consultant.token)).statusCode).toBe(
          403,
        );
        expect(await stored()).toEqual(before);
      });

      it('deletes a service, then answers 404 for it', async () => {
        const res = await call('DELETE', `service/${service.id}`, owner.token);
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toBe('Service deleted!');
        expect(
          await t.database.db.select().from(services).where(eq(services.id, service.id)),
        ).toEqual([]);
        expect((await call('DELETE', `service/${service.id}`, owner.token)).statusCode).toBe(404);
        expect(
          (await call('PATCH', `service/${service.id}`, owner.token, { price: 1 })).statusCode,
        ).toBe(404);
      });
    });

    it('lets a category go once its services are gone', async () => {
      const category = (
        await call('POST', 'serviceCategories', owner.token, { name: 'Short-lived' })
      ).json().data;
      const service = (await call('POST', 'service', owner.token, validService(category.id))).json()
        .data;
      expect(
        (await call('DELETE', `serviceCategories/${category.id}`, owner.token)).statusCode,
      ).toBe(409);
      await call('DELETE', `service/${service.id}`, owner.token);
      expect(
        (await call('DELETE', `serviceCategories/${category.id}`, owner.token)).statusCode,
      ).toBe(200);
      expect((await categoriesOf(owner.businessId)).some((c) => c.id === category.id)).toBe(false);
    });

    it("updates the owner's pending setup steps once a first service exists", async () => {
      const bare = await t.signUpOwner('steps-catalog@rendezvous.test', 'Steps Shop');
      const steps = async () =>
        (
          (await call('GET', 'get-admin-by-token', bare.token)).json().data.pending_setup_steps as {
            action: string;
          }[]
        ).map((step) => step.action);
      expect(await steps()).toContain('add_business_services');
      const category = (
        await call('POST', 'serviceCategories', bare.token, { name: 'First' })
      ).json().data;
      expect(
        (await call('POST', 'service', bare.token, validService(category.id))).statusCode,
      ).toBe(201);
      expect(await steps()).not.toContain('add_business_services');
    });
  });
});
