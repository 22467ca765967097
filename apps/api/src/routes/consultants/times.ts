import type { FastifyInstance } from 'fastify';

export default async function consultantTimesRoutes(_app: FastifyInstance): Promise<void> {}
