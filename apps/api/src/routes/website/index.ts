import type { FastifyInstance } from 'fastify';
import themeEntityRoutes from './entities';
import themeImageRoutes from './theme-images';

/** The website manager and theme editor: theme images, and the themed site's blocks and items. */
export default async function websiteRoutes(app: FastifyInstance): Promise<void> {
  await app.register(themeImageRoutes);
  await app.register(themeEntityRoutes);
}
