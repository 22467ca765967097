import {
  AppError,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  ReviewMessages,
  ReviewSchema,
  UpdateReviewInputSchema,
} from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviews } from '../../db/schema';
import { ok } from '../../lib/http';
import { presentOwnReview } from './create';

/**
 * PATCH reviews/{id}: a signed-in customer changes the rating or the text of their own review.
 * Anyone else's review, or one of another business, is a 404.
 */
export default async function updateReviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/reviews/:id',
    {
      config: { customer: true },
      schema: {
        operationId: 'updateOwnReview',
        tags: ['reviews'],
        summary: 'A customer edits their own review (rating, text or both)',
        description:
          "Needs the customer session of the review's author (login?type=user); an admin token is a 403, " +
          "another customer's review a 404. The answer is the review as the list shows it.",
        params: IdParamSchema,
        body: UpdateReviewInputSchema,
        response: { 200: z.object({ data: ReviewSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new AppError(ErrorCode.Forbidden, ReviewMessages.signInToReview);
      const { rating, text } = request.body;
      const [updated] = await app.db
        .update(reviews)
        .set({
          ...(rating === undefined ? {} : { rating }),
          ...(text === undefined ? {} : { text }),
        })
        .where(
          and(
            eq(reviews.id, request.params.id),
            eq(reviews.user_id, user.id),
            eq(reviews.business_id, user.business_id),
          ),
        )
        .returning();
      if (!updated) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      return ok(await presentOwnReview(app.db, updated, user.id), ReviewMessages.updated);
    },
  );
}
