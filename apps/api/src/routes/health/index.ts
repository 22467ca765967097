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
        summary: 'Liveness, database check and the job queue: jobs due and how late the oldest is',
        response: {
          200: z.object({
            data: z.object({
              status: z.literal('ok'),
              uptime_seconds: z.number(),
              jobs: z.object({
                /** Jobs whose time has come that no worker has taken yet. */
                due: z.number().int(),
                /** Seconds the oldest of them has waited past its time; null when none waits. */
                oldest_late_seconds: z.number().int().nullable(),
              }),
            }),
          }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      let jobs;
      try {
        // Reading the queue's figures checks the database too.
        jobs = await app.jobs.figures();
      } catch {
        return reply.status(503).send({ message: 'The database is not reachable.' });
      }
      return { data: { status: 'ok' as const, uptime_seconds: Math.round(process.uptime()), jobs } };
    },
  );
}
