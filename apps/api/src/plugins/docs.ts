import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
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
  app.get('/api/openapi.json', { schema: { hide: true }, config: { skipOriginCheck: true } }, () =>
    app.swagger(),
  );
  await app.register(apiReference, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', title: 'Rendezvous API' },
  });
});
