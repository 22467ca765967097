import type { FastifyInstance } from 'fastify';

// Routes are being added in this slice.
export default async function consultantsRoutes(_app: FastifyInstance): Promise<void> {}
