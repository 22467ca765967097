import type { FastifyInstance } from 'fastify';

/** Routes of the reviews area (filled in by its owner this session). */
export default async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
