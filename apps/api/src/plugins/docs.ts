import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, with a reference UI at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rendezvous API',
        description:
          'Appointment-booking back office API. Every /api call sends X-Origin-Key; signed-in calls ' +
          'send `Authorization: Bearer <token>`, X-Business-Id and X-Request-Type. Successes are ' +
          '`{ data, message? }`; failures `{ message, errors? }`.',
        version: '0.1.0',
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          origin: { type: 'apiKey', in: 'header', name: 'X-Origin-Key' },
        },
      },
      security: [{ bearer: [], origin: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () =>
    app.swagger(),
  );

  // The reference UI bundles its whole front end (4 MB) and costs a quarter of a second to
  // load, so it lives in a small inner app built on the first visit, not at start-up.
  let reference: Promise<FastifyInstance> | undefined;
  const referenceApp = () =>
    (reference ??= (async () => {
      const { default: apiReference } = await import('@scalar/fastify-api-reference');
      const inner = Fastify();
      await inner.register(apiReference, {
        routePrefix: '/api/docs',
        configuration: { url: '/api/openapi.json', title: 'Rendezvous API' },
      });
      await inner.ready();
      return inner;
    })());
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const res = await (await referenceApp()).inject({ method: 'GET', url: request.url });
    return reply.status(res.statusCode).headers(res.headers).send(res.rawPayload);
  };
  app.get('/api/docs', { schema: { hide: true } }, forward);
  app.get('/api/docs/*', { schema: { hide: true } }, forward);
});
