import type { FastifyInstance } from 'fastify';

/** Routes of the customer-auth area (filled in by its owner this session). */
export default async function customerAuthRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
