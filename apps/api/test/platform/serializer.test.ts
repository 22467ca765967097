import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
