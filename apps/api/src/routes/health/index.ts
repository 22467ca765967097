import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export default async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ data: z.object({ status: z.literal('ok'), uptime_seconds: z.number() }) }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        return reply.status(503).send({ message: 'The database is not reachable.' });
      }
      return { data: { status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) } };
    },
  );
}
