import {
  AppError,
  ErrorCode,
  HttpMessages,
  ReviewListQuerySchema,
  ReviewSchema,
  ReviewStatsQuerySchema,
  ReviewStatsSchema,
  SiteMessages,
  envelope,
  paginated,
} from '@rendezvous/domain';
import { hasPermission, isPlatformAdmin } from '@rendezvous/permissions';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { businesses, flaggedReviews, reviews, users } from '../../db/schema';
import { ok, pageWindow, toPage } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { loadReviewStats } from '../site/load';
import createReviewRoutes from './create';
import updateReviewRoutes from './update';

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whose reviews a request may read. An admin with reviews/read reads their own business's
 * (a platform admin any), in every status; anyone else reads the published reviews of a
 * business whose site is live.
 */
async function readScope(
  db: Db,
  request: FastifyRequest,
  asked: number | undefined,
  filterByBusiness: boolean,
): Promise<{ businessId: number; admin: boolean }> {
  const admin = request.admin;
  if (admin && hasPermission(admin, 'reviews', 'read')) {
    const own = request.businessId;
    const businessId = asked ?? (filterByBusiness || !isPlatformAdmin(admin) ? own : null);
    if (businessId === null || businessId === undefined) {
      throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    }
    // Another business's id is a 404, as if it had no reviews page at all.
    if (businessId !== own && !isPlatformAdmin(admin)) {
      throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
    }
    return { businessId, admin: true };
  }
  if (asked === undefined) {
    const message = 'Choose the business whose reviews to read (business_id).';
    throw new AppError(ErrorCode.Validation, message, { business_id: [message] });
  }
  const [business] = await db
    .select({ is_live: businesses.is_live, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, asked))
    .limit(1);
  if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  if (business.is_live !== 1 || business.status !== 'active') {
    throw new AppError(ErrorCode.Forbidden, SiteMessages.notPublished);
  }
  return { businessId: asked, admin: false };
}

/**
 * Reviews of a business: the console's list (any status, flags, search) and the public
 * site's (published only, with the stats of GET reviews/stats). Writing one is for a
 * customer who had an appointment at the business.
 */
export default async function reviewsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/reviews',
    {
      config: { public: true },
      schema: {
        operationId: 'listReviews',
        tags: ['reviews'],
        summary:
          "A business's reviews, newest first: all of them for its admins, the published ones for anyone",
        description:
          'Signed in with reviews/read: your business (filterByBusiness, or business_id; a platform admin ' +
          'any), filtered by status and search, with flagged_reviews on appendFlaggedReviews. Without: ' +
          'business_id is required and only published reviews of a live site are listed. appendUser adds the ' +
          "author's name and photo and how many reviews they wrote.",
        querystring: ReviewListQuerySchema,
        response: { 200: envelope(paginated(ReviewSchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = await readScope(app.db, request, q.business_id, q.filterByBusiness ?? false);
      const window = pageWindow(q);
      const filters: SQL[] = [eq(reviews.business_id, scope.businessId)];
      if (!scope.admin) filters.push(eq(reviews.status, 'published'));
      else if (q.status) filters.push(eq(reviews.status, q.status));
      if (q.search) {
        const pattern = likePattern(q.search);
        filters.push(or(ilike(reviews.text, pattern), ilike(users.full_name, pattern))!);
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            id: reviews.id,
            business_id: reviews.business_id,
            rating: reviews.rating,
            text: reviews.text,
            status: reviews.status,
            created_at: reviews.created_at,
            user_id: users.id,
            user_full_name: users.full_name,
            user_image_url: users.image_url,
          })
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.user_id))
          .where(where)
          .orderBy(desc(reviews.created_at), desc(reviews.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db
          .select({ n: count() })
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.user_id))
          .where(where),
      ]);

      const authorIds = [...new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])))];
      const reviewIds = rows.map((r) => r.id);
      const [authorCounts, flags] = await Promise.all([
        q.appendUser && authorIds.length
          ? app.db
              .select({ user_id: reviews.user_id, n: count() })
              .from(reviews)
              .where(
                and(
                  inArray(reviews.user_id, authorIds),
                  scope.admin ? undefined : eq(reviews.status, 'published'),
                ),
              )
              .groupBy(reviews.user_id)
          : Promise.resolve([]),
        scope.admin && q.appendFlaggedReviews && reviewIds.length
          ? app.db
              .select({
                id: flaggedReviews.id,
                review_id: flaggedReviews.review_id,
                reason: flaggedReviews.reason,
                created_at: flaggedReviews.created_at,
              })
              .from(flaggedReviews)
              .where(inArray(flaggedReviews.review_id, reviewIds))
              .orderBy(desc(flaggedReviews.id))
          : Promise.resolve([]),
      ]);
      const written = new Map(authorCounts.map((a) => [a.user_id, a.n]));

      const shown = rows.map(({ user_id, user_full_name, user_image_url, ...review }) => ({
        ...review,
        ...(q.appendUser && user_id !== null
          ? {
              user: { id: user_id, full_name: user_full_name ?? '', image_url: user_image_url },
              user_review_count: written.get(user_id) ?? 0,
            }
          : {}),
        ...(scope.admin && q.appendFlaggedReviews
          ? { flagged_reviews: flags.filter((f) => f.review_id === review.id) }
          : {}),
      }));
      return ok(toPage(toWire(shown), total?.n ?? 0, window));
    },
  );

  app.get(
    '/reviews/stats',
    {
      config: { public: true },
      schema: {
        operationId: 'getReviewStats',
        tags: ['reviews'],
        summary:
          "A business's published reviews in figures: count, average to 1 decimal, count per rating",
        description: "Anyone for a live site; the business's admins at any time.",
        querystring: ReviewStatsQuerySchema,
        response: { 200: envelope(ReviewStatsSchema) },
      },
    },
    async (request) => {
      const { businessId } = await readScope(app.db, request, request.query.business_id, false);
      return ok(await loadReviewStats(app.db, businessId));
    },
  );

  await app.register(createReviewRoutes);
  await app.register(updateReviewRoutes);
}
