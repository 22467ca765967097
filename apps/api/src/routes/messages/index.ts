import type { FastifyInstance } from 'fastify';

export default async function messageRoutes(_app: FastifyInstance): Promise<void> {}
