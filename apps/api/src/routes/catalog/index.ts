import type { FastifyInstance } from 'fastify';
import serviceCategoryRoutes from './categories';
import serviceRoutes from './services';

/** Services and service categories of a business (business spec §2, §7). */
export default async function catalogRoutes(app: FastifyInstance): Promise<void> {
  await app.register(serviceCategoryRoutes);
  await app.register(serviceRoutes);
}
