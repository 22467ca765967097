import { envelope, SiteConfigSchema } from '@rendezvous/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import themeEntityRoutes from './entities';
import themeImageRoutes from './theme-images';

/** The website manager and theme editor: theme images, and the themed site's blocks and items. */
export default async function websiteRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/site-config',
    {
      config: { public: true },
      schema: {
        operationId: 'getSiteConfig',
        tags: ['website'],
        summary: "Where business sites live: {subdomain}.{site_domain}, the server's SITE_DOMAIN",
        response: { 200: envelope(SiteConfigSchema) },
      },
    },
    async () => ok({ site_domain: app.config.SITE_DOMAIN }),
  );
  await app.register(themeImageRoutes);
  await app.register(themeEntityRoutes);
}
