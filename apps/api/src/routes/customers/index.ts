import type { FastifyInstance } from 'fastify';

export default async function customerRoutes(_app: FastifyInstance): Promise<void> {}
