import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, serviceCategories } from '../../src/db/schema';
import { fileForm, imageForm, PNG, scratchDataDir } from '../files/support';
import { engines, startTestApp, type TestApp } from '../support/app';

describe.each(engines)('images of services and categories on $name', (engine) => {
  let t: TestApp;
  let data: Awaited<ReturnType<typeof scratchDataDir>>;
  let owner: { token: string; businessId: number };

  beforeAll(async () => {
    data = await scratchDataDir();
    t = await startTestApp(engine, { env: { DATA_DIR: data.dir } });
    const signedIn = await t.signIn('owner@rendezvous.test');
    owner = { token: signedIn.token, businessId: signedIn.admin.business_id! };
  });
  afterAll(async () => {
    await t?.close();
    await data?.remove();
  });

  const filesOf = (entityType: string, id: number) =>
    t.database.db
      .select()
      .from(files)
      .where(and(eq(files.entity_type, entityType), eq(files.entity_id, id)));

  it("deletes a service's stored image with the service", async () => {
    const [category] = await t.database.db
      .select()
      .from(serviceCategories)
      .where(eq(serviceCategories.business_id, owner.businessId))
      .limit(1);
    const service = (
      await t.call({
        method: 'POST',
        url: '/api/service',
        token: owner.token,
        payload: {
          name: 'Pictured',
          service_category_id: category!.id,
          price: 1000,
          description: 'Has a picture',
          show_price: true,
          appointment_length_decider: 'business',
          appointment_length: 30,
          minimum_appointment_length: 30,
          maximum_appointment_length: 60,
          is_subscription: false,
          subscription_period_id: 3,
        },
      })
    ).json().data;
    const upload = await t.call({
      method: 'POST',
      url: `/api/service/${service.id}/image`,
      token: owner.token,
      ...imageForm(PNG),
    });
    expect(upload.statusCode).toBe(200);
    const url = upload.json().data.image_url as string;
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);

    expect(
      (await t.call({ method: 'DELETE', url: `/api/service/${service.id}`, token: owner.token }))
        .statusCode,
    ).toBe(200);
    expect(await filesOf('service', service.id)).toEqual([]);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("deletes a category's stored image with the category", async () => {
    const category = (
      await t.call({
        method: 'POST',
        url: '/api/serviceCategories',
        token: owner.token,
        payload: { name: 'Pictured' },
      })
    ).json().data;
    const upload = await t.call({
      method: 'POST',
      url: '/api/file/upload',
      token: owner.token,
      ...fileForm(
        {
          business_id: owner.businessId,
          entity_type: 'service_category',
          entity_id: category.id,
          item_type: 'service_category_image',
        },
        { bytes: PNG },
      ),
    });
    expect(upload.statusCode).toBe(201);
    const url = upload.json().data.url as string;
    expect((await filesOf('service_category', category.id)).length).toBe(1);

    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/serviceCategories/${category.id}`,
      token: owner.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await filesOf('service_category', category.id)).toEqual([]);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(404);
  });
});
