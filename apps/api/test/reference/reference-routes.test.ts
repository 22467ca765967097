import { DEFAULT_COUNTRY_ID } from '@rendezvous/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/seed';
import { createSerializerCompiler } from '../../src/lib/serializer';
import referenceRoutes from '../../src/routes/reference';
import { engines, scratchDatabase } from '../support/database';

/** Just the reference plugin on a seeded database, mounted as the app mounts it. */
async function referenceApp(database: Database): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ NODE_ENV: 'test' }));
  app.decorate('db', database.db);
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.ready();
  return app;
}

describe.each(engines)('reference routes on $name', (engine) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await scratchDatabase(engine);
    await prepareDatabase(database, { seedDemo: true });
    app = await referenceApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('lists countries, Canada as the default one, without states unless asked', async () => {
    const countries = await get('/api/countries?active=1');
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c: { id: number }) => c.id === DEFAULT_COUNTRY_ID)).toEqual({
      id: DEFAULT_COUNTRY_ID,
      name: 'Canada',
      code: 'CA',
      is_active: 1,
    });
    expect(countries[0]).not.toHaveProperty('states');
  });

  it('appends each country its states with appendStates=true', async () => {
    const countries = await get('/api/countries?active=1&appendStates=true&debug=1');
    const canada = countries.find((c: { code: string }) => c.code === 'CA');
    expect(canada.states).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Ontario', code: 'ON', country_id: canada.id }),
      ]),
    );
    for (const country of countries) expect(Array.isArray(country.states)).toBe(true);
  });

  it('refuses a malformed flag', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/countries?appendStates=maybe' });
    // 400 from bare Fastify; the real app's error handler answers validation failures with 422.
    expect([400, 422]).toContain(res.statusCode);
  });

  it('lists the roles by id, with permissions only when asked', async () => {
    expect(await get('/api/roles')).toEqual([
      { id: 1, name: 'user', type: 'user' },
      { id: 2, name: 'consultant', type: 'admin' },
      { id: 3, name: 'admin', type: 'admin' },
      { id: 4, name: 'platform_admin', type: 'admin' },
    ]);
    const roles = await get('/api/roles?appendPermissions=true');
    const consultant = roles.find((r: { name: string }) => r.name === 'consultant');
    expect(consultant.permissions).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), entity: 'appointments', action: 'read', is_active: 1 },
      ]),
    );
    expect(roles.find((r: { name: string }) => r.name === 'user').permissions).toEqual([]);
  });

  it('lists time zones with labels', async () => {
    const zones = await get('/api/timezones');
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContainEqual({
      id: expect.any(Number),
      name: 'America/Toronto',
      label: '(UTC-05:00) Eastern Time (Toronto)',
    });
  });

  it('lists the kinds of business, each with its services', async () => {
    const categories = await get('/api/categories');
    const salon = categories.find((c: { name: string }) => c.name === 'Salon');
    expect(salon.services.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Hair salon', 'Barber shop', 'Nail salon', 'Spa']),
    );
    expect(categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Consultant', 'Real estate']),
    );
  });

  it('lists setting definitions, tags and subscription periods', async () => {
    const settings = await get('/api/settings');
    expect(settings).toContainEqual({
      code: 'sms_notifications',
      description: 'SMS notifications',
      info: expect.any(String),
      icon: 'message',
    });
    const tags = await get('/api/tags');
    expect(tags.length).toBeGreaterThanOrEqual(12);
    expect(tags[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(await get('/api/subscription-periods')).toContainEqual({
      id: 3,
      period: 'monthly',
      description: 'Monthly',
    });
  });

  it("lists the themes, and with business_id that business's image count", async () => {
    const themes = await get('/api/themes');
    expect(themes.map((t: { id: number }) => t.id)).toEqual([1, 2, 3]);
    expect(themes[0]).not.toHaveProperty('images_count');
    const demo = await database.db.query.businesses.findFirst({ columns: { id: true } });
    const withCount = await get(`/api/themes?business_id=${demo!.id}`);
    for (const theme of withCount) {
      expect(theme).toMatchObject({
        preview_image_url: expect.stringMatching(/^data:image\/svg\+xml/),
        minimum_images_count: expect.any(Number),
        images_count: 3,
      });
    }
  });
});
