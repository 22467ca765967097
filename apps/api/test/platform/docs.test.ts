import { ORIGIN_KEYS } from '@rendezvous/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { INTERNAL_TAGS, documentServer } from '../../src/plugins/docs';
import { startTestApp, type TestApp } from '../support/app';

const PUBLIC_URL = 'https://book.example.test';

type Operation = {
  tags?: string[];
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** Every absolute http(s) address in a text. */
const addresses = (text: string) => text.match(/https?:\/\/[^\s"'<>)\\]+/g) ?? [];

describe('the API reference', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    // The development mailbox on, as on a machine without SMTP: it must still stay out.
    t = await startTestApp(undefined, {
      seedDemo: false,
      env: { DEV_MAILBOX: 'true', PUBLIC_URL },
    });
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it("documents only the product's actions, not the development helpers", async () => {
    // The helper is there to be called...
    const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(mailbox.statusCode).toBe(200);
    // ...but not in the reference.
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
    const tags = new Set(
      Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])),
    );
    for (const internal of INTERNAL_TAGS) expect(tags).not.toContain(internal);
    expect(doc.paths['/api/login']?.post?.operationId).toBeDefined();
  });

  it('says per operation what a caller must send: nothing, the origin key, the key and a token, or an API key', () => {
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    // Probes, webhooks and calendar feeds carry their own proof, checked by the route.
    expect(op('/api/health', 'get')?.security).toEqual([]);
    expect(op('/api/stripe/webhook', 'post')?.security).toEqual([]);
    // Signing in needs the app's origin key, not a token.
    expect(op('/api/login', 'post')?.security).toEqual([{ origin: [] }]);
    // A customer may book signed in or as a guest.
    expect(op('/api/site/{subdomain}/appointments', 'post')?.security).toEqual([{ origin: [] }, { origin: [], bearer: [] }]);
    // Everything else needs both, or an API key alone where keys are accepted (not on one's
    // own session, nor to manage keys).
    expect(op('/api/appointments', 'get')?.security).toEqual([{ origin: [], bearer: [] }, { apiKey: [] }]);
    expect(op('/api/get-admin-by-token', 'get')?.security).toEqual([{ origin: [], bearer: [] }]);
    expect(op('/api/api-keys', 'post')?.security).toEqual([{ origin: [], bearer: [] }]);
    const everyOperation = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    expect(everyOperation.filter((o) => o.security === undefined).map((o) => o.operationId)).toEqual([]);
  });

  it("names the domain's models as component schemas, references them, and keeps only those in use", () => {
    const text = JSON.stringify(doc);
    const referenced = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!));
    // The models a client works with are named types...
    for (const name of ['Appointment', 'Business', 'Review', 'CreateAppointmentBodyInput']) {
      expect(doc.components.schemas, name).toHaveProperty(name);
      expect(referenced.has(name), `${name} referenced`).toBe(true);
    }
    // ...every reference resolves, and nothing is defined that nothing uses.
    expect([...referenced].filter((name) => !(name in doc.components.schemas))).toEqual([]);
    expect(Object.keys(doc.components.schemas).filter((name) => !referenced.has(name))).toEqual([]);
  });

  it('declares the request headers the server reads, where it reads them', () => {
    const headers = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name).sort();
    expect(headers('/api/appointments', 'get')).toEqual(['x-business-id', 'x-request-type']);
    // No business is acted on before signing in.
    expect(headers('/api/login', 'post')).toEqual(['x-request-type']);
    expect(headers('/api/health', 'get')).toEqual([]);
  });

  it("fails a test app whose route answered a status its document does not list (every API test checks this)", async () => {
    const other = await startTestApp(undefined, {
      seedDemo: false,
      extend: (app) =>
        app.get(
          '/api/teapot',
          { config: { public: true }, schema: { operationId: 'brewTea', summary: 'A route that answers off its document' } },
          async (_request, reply) => reply.status(418).send({ message: 'I am a teapot' }),
        ),
    });
    const res = await other.app.inject({ method: 'GET', url: '/api/teapot', headers: { 'x-origin-key': ORIGIN_KEYS.adminConsole } });
    expect(res.statusCode).toBe(418);
    await expect(other.close()).rejects.toThrow('brewTea (GET /api/teapot) answered 418, which its document does not list');
  });

  it('points at no other host than this API', async () => {
    const text = JSON.stringify(doc);
    expect(
      addresses(text).filter((url) => !url.startsWith(`${PUBLIC_URL}/`) && url !== PUBLIC_URL),
    ).toEqual([]);
  });

  it("passes Redocly's recommended rules without an error or a warning, on a deployment and on a developer's machine", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = async (document: unknown) =>
      (await lintFromString({ source: JSON.stringify(document), config })).map(
        (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`,
      );
    expect(await problems(doc)).toEqual([]);
    // Served from a local PUBLIC_URL (the demo, a developer's machine), the document names the
    // origin it was fetched from rather than a localhost only that machine has.
    const local = documentServer('http://localhost:3000');
    expect(local.url).toBe('/');
    expect(documentServer('http://127.0.0.1:3000/').url).toBe('/');
    expect(documentServer(`${PUBLIC_URL}/`).url).toBe(PUBLIC_URL);
    expect(await problems({ ...doc, servers: [local] })).toEqual([]);
    // The check itself fails on what it is there to catch.
    expect(await problems({ ...doc, servers: [{ url: 'http://localhost:3000' }] })).toEqual([
      expect.stringMatching(/^no-server-example\.com: /),
    ]);
  });

  it('loads nothing from elsewhere: no CDN fonts, no hosted client, no proxy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    // Scripts and styles come from this origin only.
    expect(addresses(html)).toEqual([]);
    for (const [, src] of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)) {
      expect(src).toMatch(/^\/api\/docs\//);
    }
    const configuration = JSON.parse(
      (/data-configuration="([^"]*)"/.exec(html)?.[1] ?? '{}').replace(/&#(\d+);/g, (_, code) =>
        String.fromCharCode(Number(code)),
      ),
    ) as Record<string, unknown>;
    expect(configuration).toMatchObject({
      withDefaultFonts: false,
      hideClientButton: true,
      hideTestRequestButton: true,
    });
    expect(configuration).not.toHaveProperty('proxyUrl');
    // Its scripts are served here.
    for (const script of ['/api/docs/js/scalar.js', '/api/docs/zod-jitless.js']) {
      expect((await t.app.inject({ method: 'GET', url: script })).statusCode, script).toBe(200);
    }
  });
});
