import type { FastifyInstance } from 'fastify';

/** Routes of the payments area (filled in by its owner this session). */
export default async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
