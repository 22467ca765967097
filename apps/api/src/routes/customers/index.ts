import type { FastifyInstance } from 'fastify';
import clientRoutes from './clients';
import guestRoutes from './guests';
import privacyRoutes from './privacy';

/** Customers: clients (accounts; the spec's users) and guests of the business. */
export default async function customerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(clientRoutes);
  await app.register(guestRoutes);
  await app.register(privacyRoutes);
}
