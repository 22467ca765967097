import {
  AppError,
  CreateReviewInputSchema,
  ErrorCode,
  HttpMessages,
  ReviewMessages,
  ReviewSchema,
  SiteMessages,
} from '@rendezvous/domain';
import { and, count, eq, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointments, businessSettings, businesses, reviews, users } from '../../db/schema';
import { ok } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { clock } from '../../lib/clock';

/**
 * POST reviews: a signed-in customer rates a business they have had an appointment with
 * (one that has started and was not cancelled), on a live site that accepts reviews. The
 * review is published at once; the answer is the review as the list shows it.
 */
export default async function createReviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/reviews',
    {
      config: { customer: true },
      schema: {
        operationId: 'createReview',
        tags: ['reviews'],
        summary:
          'A customer who has had an appointment at a business rates it (1-5 stars) and writes a review',
        description:
          'Needs a customer session (login?type=user) of that business; an admin token is a 403. Refused ' +
          `while the site is offline ("${SiteMessages.notPublished}") or the business does not accept reviews.`,
        body: CreateReviewInputSchema,
        response: { 201: z.object({ data: ReviewSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new AppError(ErrorCode.Forbidden, ReviewMessages.signInToReview);
      const { business_id, rating, text } = request.body;
      // A customer belongs to one business: any other business is not theirs to review.
      if (business_id !== user.business_id)
        throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);

      const [[business], [setting], [past]] = await Promise.all([
        app.db
          .select({ is_live: businesses.is_live, status: businesses.status })
          .from(businesses)
          .where(eq(businesses.id, business_id)),
        app.db
          .select({ is_active: businessSettings.is_active })
          .from(businessSettings)
          .where(
            and(
              eq(businessSettings.business_id, business_id),
              eq(businessSettings.setting_code, 'accept_reviews'),
            ),
          ),
        app.db
          .select({ n: count() })
          .from(appointments)
          .where(
            and(
              eq(appointments.business_id, business_id),
              eq(appointments.user_id, user.id),
              ne(appointments.status, 'cancelled'),
              lt(appointments.starts_at, clock.now()),
            ),
          ),
      ]);
      if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      if (business.is_live !== 1 || business.status !== 'active') {
        throw new AppError(ErrorCode.Forbidden, SiteMessages.notPublished);
      }
      if (setting?.is_active === 0)
        throw new AppError(ErrorCode.Forbidden, ReviewMessages.notAccepted);
      if ((past?.n ?? 0) === 0)
        throw new AppError(ErrorCode.Forbidden, ReviewMessages.appointmentNeeded);

      const [created] = await app.db
        .insert(reviews)
        .values({ business_id, user_id: user.id, rating, text, status: 'published' })
        .returning();
      const [[author], [written]] = await Promise.all([
        app.db
          .select({ id: users.id, full_name: users.full_name, image_url: users.image_url })
          .from(users)
          .where(eq(users.id, user.id)),
        app.db
          .select({ n: count() })
          .from(reviews)
          .where(and(eq(reviews.user_id, user.id), eq(reviews.status, 'published'))),
      ]);
      reply.code(201);
      return ok(
        toWire({
          id: created!.id,
          business_id: created!.business_id,
          rating: created!.rating,
          text: created!.text,
          status: created!.status,
          created_at: created!.created_at,
          user: {
            id: user.id,
            full_name: author?.full_name ?? '',
            image_url: author?.image_url ?? null,
          },
          user_review_count: written?.n ?? 1,
        }),
        ReviewMessages.added,
      );
    },
  );
}
