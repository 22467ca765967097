import * as domain from '@rendezvous/domain';
import { HEADERS, REQUEST_TYPES } from '@rendezvous/domain';
import Fastify, { type FastifyInstance, type FastifySchema, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isGuardedRoutePath } from './headers';
import { acceptsApiKeys } from './route-contract';

/**
 * OpenAPI generated from the routes' zod schemas, with a reference UI at /api/docs.
 *
 * @fastify/swagger (and the YAML library it loads) costs a fifth of a second at start-up, for
 * a document few requests ask for. So the routes are only noted as they are declared, and the
 * document is built on the first request: swagger runs in an inner app that declares the same
 * routes (schemas only, no handlers) and is kept for the life of the process.
 */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // Fastify derives a HEAD route from every GET; the inner app will do the same.
    if (route.method === 'HEAD' || isInternal(route)) return;
    routes.push(route);
  });

  let document: Promise<unknown> | undefined;
  const openapi = () =>
    (document ??= (async () => {
      const { default: swagger } = await import('@fastify/swagger');
      const components = domainComponents(routes);
      const inner = Fastify();
      // The inner app never serves: it only needs the schemas, not their compiled forms.
      inner.setValidatorCompiler(() => () => true);
      inner.setSerializerCompiler(() => (data) => JSON.stringify(data));
      await inner.register(swagger, {
        openapi: {
          openapi: '3.1.0',
          info: {
            title: 'Rendezvous API',
            description:
              'Appointment-booking back office API. Every /api call sends X-Origin-Key; signed-in calls ' +
              'send `Authorization: Bearer <token>`, X-Business-Id and X-Request-Type. Successes are ' +
              '`{ data, message? }`; failures `{ message, errors? }`.',
            version: '0.1.0',
            license: { name: 'Proprietary', url: `${opts.publicUrl}/terms-and-conditions` },
          },
          servers: [documentServer(opts.publicUrl)],
          components: {
            securitySchemes: {
              bearer: { type: 'http', scheme: 'bearer' },
              apiKey: {
                type: 'http',
                scheme: 'bearer',
                description:
                  'An API key (rdv_key_…) an owner made in Business → Integrations, sent as `Authorization: Bearer`; no X-Origin-Key needed. It acts as the admin who made it, in its business only; a read key may only GET.',
              },
              origin: { type: 'apiKey', in: 'header', name: 'X-Origin-Key' },
            },
          },
          security: [{ bearer: [], origin: [] }],
        },
        transform: createJsonSchemaTransform({ schemaRegistry: components }),
        transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
      });
      for (const route of routes) {
        inner.route({ method: route.method, url: route.url, schema: documentedSchema(route), handler: () => null });
      }
      await inner.ready();
      return withoutUnusedComponents(inner.swagger() as OpenApiDocument);
    })().catch((error: unknown) => {
      document = undefined;
      throw error;
    }));
  app.get('/api/openapi.json', { schema: { hide: true } }, openapi);

  // The reference UI bundles its whole front end (4 MB) and costs a quarter of a second to
  // load, so it lives in a small inner app built on the first visit, not at start-up. Only its
  // script is served from there: its page configures the UI in an inline <script>, which the
  // Content-Security-Policy refuses, so the page below is this plugin's own.
  let reference: Promise<FastifyInstance> | undefined;
  const referenceApp = () =>
    (reference ??= (async () => {
      const { default: apiReference } = await import('@scalar/fastify-api-reference');
      const inner = Fastify();
      await inner.register(apiReference, {
        routePrefix: '/api/docs',
        configuration: { url: '/api/openapi.json' },
      });
      await inner.ready();
      return inner;
    })());
  app.get('/api/docs/js/scalar.js', { schema: { hide: true } }, async (request, reply) => {
    const res = await (await referenceApp()).inject({ method: 'GET', url: request.url });
    return reply.status(res.statusCode).headers(res.headers).send(res.rawPayload);
  });

  // Scalar's zod copy probes for eval with `Function('')` as it loads; the CSP refuses it and
  // reports a violation. zod keeps its settings on this global, shared by every copy of it.
  app.get('/api/docs/zod-jitless.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .send('globalThis.__zod_globalConfig = { jitless: true };\n'),
  );

  const page = referencePage('/api/openapi.json', {
    // The default fonts come from Scalar's CDN: the page must work offline and under font-src 'self'.
    withDefaultFonts: false,
    // Scalar's own services (its hosted API client, AI agent, MCP generator, developer toolbar)
    // have nothing to do with this API.
    hideClientButton: true,
    // "Test Request" opens the same client, which sends through Scalar's proxy by default.
    hideTestRequestButton: true,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    telemetry: false,
  });
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
});

/**
 * The domain's models as named component schemas: every object schema the domain exports as
 * `<Name>Schema` is registered once as `<Name>`, and the document references it wherever a
 * route's body or answer uses it, so clients generated from the document get named types.
 * Parameter, query and header schemas stay inline: OpenAPI lists those field by field.
 */
function domainComponents(routes: readonly RouteOptions[]) {
  const listedFieldByField = new Set(
    routes.flatMap((route) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      return [schema.params, schema.querystring, schema.headers].filter(Boolean);
    }),
  );
  const registry = z.registry<{ id: string }>();
  const taken = new Set<string>();
  for (const [name, value] of Object.entries(domain)) {
    if (!name.endsWith('Schema') || !(value instanceof z.ZodObject) || listedFieldByField.has(value)) continue;
    // The library names each schema's request form `<id>Input`: a domain `FooInputSchema` is
    // registered as `FooBody`, so it cannot meet `Foo`'s request form.
    const id = name.slice(0, -'Schema'.length).replace(/Input$/, 'Body');
    if (taken.has(id) || taken.has(`${id}Input`) || registry.has(value)) continue;
    taken.add(id).add(`${id}Input`);
    registry.add(value, { id });
  }
  return registry;
}

type OpenApiDocument = { components?: { schemas?: Record<string, unknown> } } & Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

/**
 * The document without the component schemas nothing references (a model no route sends or
 * answers, or only its request form where it is only answered): the domain registers all of
 * its models, the document keeps those in use.
 */
function withoutUnusedComponents(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
        const name = value.slice(SCHEMA_REF.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit({ ...document, components: { ...document.components, schemas: {} } });
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) },
  };
}

/** X-Request-Type, read on every guarded route (headers plugin). */
const REQUEST_TYPE_HEADER = z
  .enum(REQUEST_TYPES)
  .optional()
  .describe('Who calls: `admin` (the console), `user` (a signed-in customer) or `guest` (the default). Anything else is a 400.');

/** X-Business-Id, checked against the signed-in admin (auth plugin). */
const BUSINESS_ID_HEADER = z
  .string()
  .max(10)
  .regex(/^\d{1,10}$/)
  .optional()
  .describe(
    "The business acted on, from 1 to 2147483647 (else a 422). It must be the signed-in admin's own (a platform admin may name any): another business's id is a 403. Absent: the admin's own business.",
  );

/**
 * What the document says of a route beyond its own schema, from how the server treats it:
 * - security: none under the open prefixes (health, webhooks, feeds: the route checks what
 *   the request carries); the origin key alone on a public route (and, on a route a customer
 *   may call signed in, a bearer token as the other choice); the origin key and a bearer token
 *   everywhere else, or an API key alone where keys are accepted;
 * - the request headers the headers plugin reads on the guarded routes. The inner app never
 *   validates, so declaring them here changes nothing the server accepts.
 */
function documentedSchema(route: RouteOptions): FastifySchema {
  const schema = (route.schema ?? {}) as FastifySchema & { security?: unknown };
  if (!isGuardedRoutePath(route.url)) return { ...schema, security: [] } as FastifySchema;
  const config = (route.config ?? {}) as { public?: boolean; customer?: boolean };
  const security = config.public
    ? config.customer
      ? [{ origin: [] }, { origin: [], bearer: [] }]
      : [{ origin: [] }]
    : [{ origin: [], bearer: [] }, ...(acceptsApiKeys(route) ? [{ apiKey: [] }] : [])];
  const headers = z.object({
    [HEADERS.requestType]: REQUEST_TYPE_HEADER,
    ...(!config.public && { [HEADERS.businessId]: BUSINESS_ID_HEADER }),
  });
  return { ...schema, security, headers } as FastifySchema;
}

/** Tags of routes that are not the product's: development helpers stay out of the reference. */
export const INTERNAL_TAGS: readonly string[] = ['development'];

function isInternal(route: RouteOptions): boolean {
  const tags = (route.schema as { tags?: unknown } | undefined)?.tags;
  return Array.isArray(tags) && tags.some((tag) => INTERNAL_TAGS.includes(String(tag)));
}

const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The reference page through Scalar's HTML API: the bundle reads the document URL and the
 * configuration from the #api-reference element's data attributes, so no inline script runs.
 * The element is a JSON data block, never executed.
 */
function referencePage(documentUrl: string, configuration: Record<string, unknown>): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rendezvous API</title>
  </head>
  <body>
    <script src="/api/docs/zod-jitless.js"></script>
    <script id="api-reference" type="application/json" data-url="${escapeAttribute(documentUrl)}" data-configuration="${escapeAttribute(JSON.stringify(configuration))}"></script>
    <script src="/api/docs/js/scalar.js"></script>
  </body>
</html>
`;
}

/**
 * The server the document names: the deployment's PUBLIC_URL, or, when that is a local address
 * (a developer's machine, the demo), `/`, the origin the document itself was fetched from, which
 * is where its operations are served. A client generated from a local copy then names its base
 * URL itself instead of inheriting a localhost that is only ever the machine it was made on.
 */
export function documentServer(publicUrl: string): { url: string; description: string } {
  const host = new URL(publicUrl).hostname;
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host);
  return local
    ? { url: '/', description: 'The server that serves this document' }
    : { url: publicUrl.replace(/\/+$/, ''), description: 'This deployment' };
}
