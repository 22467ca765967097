import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSerializerCompiler } from '../../src/lib/serializer';
import { startTestApp, type TestApp } from '../support/app';

describe('response serialisation against the route schema', () => {
  let t: TestApp;
  let answer: unknown;
  beforeAll(async () => {
    t = await startTestApp(undefined, {
      seedDemo: false,
      extend(app) {
        app.get(
          '/api/test/answer',
          {
            config: { public: true },
            schema: {
              hide: true,
              response: {
                200: z.object({
                  data: z.object({
                    name: z.string().max(5),
                    owner: z.object({ id: z.number().int() }),
                  }),
                }),
              },
            },
          },
          async () => answer,
        );
      },
    });
  });
  afterAll(() => t?.close());

  const get = () => t.call({ method: 'GET', url: '/api/test/answer' });

  it('sends only what the schema names, at every depth', async () => {
    answer = {
      data: { name: 'Léa', password_hash: 'x', owner: { id: 7, token: 'secret' } },
      debug: true,
    };
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Léa', owner: { id: 7 } } });
    expect(res.body).not.toContain('secret');
  });

  it('answers a 500 with the generic message, not the payload, when a check fails', async () => {
    answer = { data: { name: 'far too long', owner: { id: 7 } } };
    const res = await get();
    expect(res.statusCode).toBe(500);
    expect(res.json().message).not.toContain('far too long');
    expect(res.body).not.toContain('far too long');
  });

  it('answers a 500 when the shape is wrong', async () => {
    answer = { data: { name: 'Léa', owner: { id: 'seven' } } };
    expect((await get()).statusCode).toBe(500);
  });
});

describe('the compiled writer (fast-json-stringify from the zod schema)', () => {
  const schema = z.object({
    data: z.object({
      id: z.number().int(),
      name: z.string(),
      note: z.string().nullable(),
      nickname: z.string().optional(),
      status: z.enum(['active', 'cancelled']),
      cancelled_by: z.enum(['owner', 'customer']).nullable(),
      tags: z.array(z.string()).nullable(),
      at: z.iso.datetime(),
      // A union whose rows carry more than either branch shows: zod strips the rest.
      customer: z.union([
        z.object({ type: z.literal('client'), id: z.number(), email: z.string() }),
        z.object({ type: z.literal('guest'), name: z.string() }),
      ]),
      business: z.object({ id: z.number(), time_zone: z.string() }).nullable(),
      counts: z.record(z.string(), z.number()),
      lines: z.array(z.object({ service: z.string(), price: z.number() })),
      anything: z.unknown(),
      paid: z.boolean().default(false),
    }),
  });
  const route = { schema, method: 'GET', url: '/api/test' };
  const row = (over: Record<string, unknown> = {}) => ({
    data: {
      id: 7,
      name: 'Léa "Tremblay" \u2028 \\ é',
      note: null,
      status: 'active',
      cancelled_by: null,
      tags: ['vip'],
      at: '2031-06-10T14:00:00.000Z',
      customer: { type: 'guest', name: 'Amélie', email: 'hidden@example.test', password_hash: 'x' },
      business: { id: 1, time_zone: 'America/Toronto', secret: 'no' },
      counts: { a: 1, b: 2 },
      lines: [
        { service: 'Cut', price: 40.5, cost: 10 },
        { service: 'Colour', price: 0, cost: 3 },
      ],
      anything: { nested: [1, 'two', null] },
      token: 'secret',
      ...over,
    },
  });

  it('writes exactly what zod parses, dropping every field the schema does not name', () => {
    const write = createSerializerCompiler({ NODE_ENV: 'production' })(route);
    for (const data of [
      row(),
      row({ nickname: 'Lili', business: null, paid: true, cancelled_by: 'owner', tags: null }),
      row({ customer: { type: 'client', id: 3, email: 'c@example.test', name: 'extra' } }),
    ]) {
      const json = write(data);
      expect(JSON.parse(json)).toStrictEqual(JSON.parse(JSON.stringify(schema.parse(data))));
      expect(json).not.toMatch(/secret|password_hash|hidden@|cost/);
    }
  });

  it('refuses to write an answer that misses a field the schema requires, in production too', () => {
    const write = createSerializerCompiler({ NODE_ENV: 'production' })(route);
    const { name: _, ...nameless } = row().data;
    expect(() => write({ data: nameless })).toThrow();
  });

  it('checks every answer with zod outside production', () => {
    const write = createSerializerCompiler({ NODE_ENV: 'test' })(route);
    expect(JSON.parse(write(row()))).toEqual(JSON.parse(JSON.stringify(schema.parse(row()))));
    expect(() => write(row({ status: 'unknown' }))).toThrow(ResponseSerializationError);
  });
});
