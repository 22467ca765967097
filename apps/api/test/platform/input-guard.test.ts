import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_INPUT_DEPTH, MAX_INPUT_STRING } from '../../src/plugins/input-guard';
import { startTestApp, type TestApp } from '../support/app';

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { deeper: value };
  return value;
}

describe('the input guard, for routes whose schemas forget a bound', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, {
      seedDemo: false,
      extend(app) {
        // No schema at all, and a schema without bounds: what the guard stands behind.
        const echo = async (request: { body: unknown; query: unknown; params: unknown }) => ({
          data: { body: request.body, query: request.query, params: request.params },
        });
        app.post(
          '/api/test/echo/:name',
          { config: { public: true }, schema: { hide: true } },
          echo,
        );
        app.post(
          '/api/test/unbounded',
          {
            config: { public: true },
            schema: { hide: true, body: z.object({ note: z.string() }) },
          },
          echo,
        );
      },
    });
  });
  afterAll(() => t?.close());

  const echo = (payload: unknown, url = '/api/test/echo/name') =>
    t.call({ method: 'POST', url, payload: payload as object });

  it('refuses a control character anywhere, naming the field', async () => {
    const res = await echo({ guest: { names: ['Ada', 'Love\u0000lace'] } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'guest.names.1 cannot contain control characters',
      errors: { 'guest.names.1': ['guest.names.1 cannot contain control characters'] },
    });
    expect((await echo({}, '/api/test/echo/name?search=%1B[2J')).json().errors).toEqual({
      search: ['search cannot contain control characters'],
    });
    expect((await echo({}, '/api/test/echo/a%00b')).json().errors).toEqual({
      name: ['name cannot contain control characters'],
    });
  });

  it('refuses before validation, so a schema without bounds is covered too', async () => {
    const res = await echo({ note: 'a\u0000b' }, '/api/test/unbounded');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ note: ['note cannot contain control characters'] });
  });

  it('lets tabs and line breaks through: text areas take them', async () => {
    const res = await echo({ note: 'Hello,\r\n\tthanks' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.body).toEqual({ note: 'Hello,\r\n\tthanks' });
  });

  it('refuses a string past the global cap', async () => {
    expect((await echo({ note: 'x'.repeat(MAX_INPUT_STRING) })).statusCode).toBe(200);
    const res = await echo({ note: 'x'.repeat(MAX_INPUT_STRING + 1) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`note must be at most ${MAX_INPUT_STRING} characters`);
  });

  it('refuses a bad field name without repeating it', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/test/echo/name',
      headers: { 'content-type': 'application/json' },
      payload: '{"guest": {"a\\u0000": 1}}',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['guest']);
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels`, async () => {
    expect((await echo(nested(MAX_INPUT_DEPTH))).statusCode).toBe(200);
    const res = await echo(nested(MAX_INPUT_DEPTH + 1));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`The request is nested deeper than ${MAX_INPUT_DEPTH} levels`);
  });

  it('answers malformed, oversized and absurdly deep JSON with a 4xx', async () => {
    const raw = (payload: string) =>
      t.call({
        method: 'POST',
        url: '/api/test/echo/name',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect((await raw('{"note": ')).statusCode).toBe(400);
    expect((await raw(JSON.stringify({ note: 'x'.repeat(3 * 1024 * 1024) }))).statusCode).toBe(413);
    expect((await raw('['.repeat(500_000) + ']'.repeat(500_000))).statusCode).toBe(422);
    expect((await raw('{"__proto__": {"admin": true}}')).statusCode).toBe(400);
  });
});
