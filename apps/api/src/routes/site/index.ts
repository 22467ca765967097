import {
  AppError,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  PublicSiteSchema,
  SiteMessages,
  SiteParamsSchema,
  SitePreviewQuerySchema,
  debugParam,
  envelope,
} from '@rendezvous/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businesses, themes } from '../../db/schema';
import { ok } from '../../lib/http';
import { createSerializerCompiler } from '../../lib/serializer';
import { assertBusinessAccess } from '../business';
import { SITE_CACHE_TTL_MS } from './cache';
import { loadSite } from './load';

const PublicSiteAnswer = envelope(PublicSiteSchema);

/**
 * The public website's one read: GET site/{subdomain} for customers, and GET
 * business/{id}/site for an admin's preview of their own site, live or not.
 */
export default async function siteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serialize = createSerializerCompiler(app.config)({
    schema: PublicSiteAnswer,
    method: 'GET',
    url: '/api/site/:subdomain',
  });

  app.get(
    '/site/:subdomain',
    {
      config: { public: true },
      schema: {
        operationId: 'getPublicSite',
        tags: ['website'],
        summary:
          "A business's public website by its subdomain (any case): business, images, services, staff, reviews",
        description:
          `An unknown subdomain is a 404 ("${SiteMessages.notFound}"); a site that is not live, or a business ` +
          `that is not active, is a 403 ("${SiteMessages.notPublished}"). Neither echoes the subdomain. ` +
          `The content may be up to ${SITE_CACHE_TTL_MS / 1000} s old; going offline shows at once.`,
        params: SiteParamsSchema,
        querystring: z.object({ debug: debugParam }),
        response: { 200: PublicSiteAnswer },
      },
    },
    async (request, reply) => {
      const subdomain = request.params.subdomain.trim().toLowerCase();
      const [business] = await app.db
        .select()
        .from(businesses)
        .where(eq(sql`lower(${businesses.subdomain})`, subdomain))
        .limit(1);
      if (!business) throw new AppError(ErrorCode.NotFound, SiteMessages.notFound);
      if (business.is_live !== 1 || business.status !== 'active') {
        throw new AppError(ErrorCode.Forbidden, SiteMessages.notPublished);
      }
      // Checked against the schema once per copy, as the route's own serializer would.
      const body = await app.siteCache.get(
        business.id,
        `${business.theme_id}@${business.updated_at.getTime()}`,
        async () => serialize(ok(await loadSite(app.db, business, business.theme_id))),
      );
      // Already JSON: Fastify sends a string of this type as it is.
      const raw: FastifyReply = reply;
      return raw.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/business/:id/site',
    {
      config: { permission: ['themes', 'read'] },
      schema: {
        operationId: 'getSitePreview',
        tags: ['website'],
        summary: "Preview of your business's website, live or not, drawn with any theme (theme_id)",
        description:
          "The same payload as GET site/{subdomain}. Without theme_id the business's own theme is used.",
        params: IdParamSchema,
        querystring: SitePreviewQuerySchema,
        response: { 200: envelope(PublicSiteSchema) },
      },
    },
    async (request) => {
      assertBusinessAccess(request, request.params.id);
      const [business] = await app.db
        .select()
        .from(businesses)
        .where(eq(businesses.id, request.params.id))
        .limit(1);
      if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      let themeId = business.theme_id;
      if (request.query.theme_id !== undefined) {
        const [theme] = await app.db
          .select({ id: themes.id })
          .from(themes)
          .where(eq(themes.id, request.query.theme_id))
          .limit(1);
        if (!theme) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
        themeId = theme.id;
      }
      return ok(await loadSite(app.db, business, themeId));
    },
  );
}
