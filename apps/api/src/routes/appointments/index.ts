import type { FastifyInstance } from 'fastify';

export default async function appointmentRoutes(_app: FastifyInstance): Promise<void> {}
