import type { FastifyInstance } from 'fastify';

/** Routes of the site area (filled in by its owner this session). */
export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
