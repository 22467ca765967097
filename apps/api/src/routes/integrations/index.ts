import type { FastifyInstance } from 'fastify';

/** Routes of the integrations area (filled in by its owner this session). */
export default async function integrationsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
