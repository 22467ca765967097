import type { FastifyInstance } from 'fastify';

export default async function activityRoutes(_app: FastifyInstance): Promise<void> {}
