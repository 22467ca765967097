import type { FastifyInstance } from 'fastify';

/** Routes of the website area (filled in by its owner this session). */
export default async function websiteRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
