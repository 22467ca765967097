import {
  AppError,
  CreateReviewInputSchema,
  ErrorBodySchema,
  ErrorCode,
  HttpMessages,
  ReviewEligibilitySchema,
  ReviewMessages,
  ReviewSchema,
  type ReviewEligibility,
  SiteMessages,
} from '@rendezvous/domain';
import { and, asc, count, eq, gte, lt, ne, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { SQLSTATE, databaseErrorOf } from '../../db/errors';
import { appointments, businessSettings, businesses, reviews, users } from '../../db/schema';
import { ok } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { clock } from '../../lib/clock';
import { emitReviewPosted } from '../../services/webhooks';

/**
 * POST reviews: a signed-in customer rates a business they have had an appointment with
 * (one that has started and was not cancelled), on a live site that accepts reviews. The
 * review is published at once; the answer is the review as the list shows it.
 */
export default async function createReviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/review-eligibility',
    {
      config: { customer: true },
      schema: {
        operationId: 'getMyReviewEligibility',
        tags: ['reviews'],
        summary:
          'Whether the signed-in customer may write a review of their business now, and why not ' +
          '(the same rules as POST reviews): told before they write',
        response: {
          200: z.object({ data: ReviewEligibilitySchema }),
          401: ErrorBodySchema.describe('No customer session.'),
          403: ErrorBodySchema.describe('An admin token.'),
        },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) {
        throw request.admin
          ? new AppError(ErrorCode.Forbidden, ReviewMessages.signInToReview)
          : new AppError(ErrorCode.Unauthenticated, HttpMessages.unauthenticated);
      }
      return ok(await reviewEligibility(app.db, user));
    },
  );

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
          `while the site is offline ("${SiteMessages.notPublished}") or the business does not accept reviews. ` +
          'One review per appointment: it reviews the oldest visit not yet reviewed; with none left, 409 ' +
          '(edit the review with PATCH reviews/{id}).',
        body: CreateReviewInputSchema,
        response: {
          201: z.object({ data: ReviewSchema, message: z.string() }),
          409: ErrorBodySchema.describe('Every appointment of the customer is already reviewed.'),
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new AppError(ErrorCode.Forbidden, ReviewMessages.signInToReview);
      const { business_id, rating, text } = request.body;
      // A customer belongs to one business: any other business is not theirs to review.
      if (business_id !== user.business_id)
        throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);

      const [[business], [setting], visits] = await Promise.all([
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
        // The customer's visits (started, neither cancelled nor missed: a review is of a visit
        // that took place), oldest first, each with its review.
        app.db
          .select({ id: appointments.id, review_id: reviews.id })
          .from(appointments)
          .leftJoin(reviews, eq(reviews.appointment_id, appointments.id))
          .where(
            and(
              eq(appointments.business_id, business_id),
              eq(appointments.user_id, user.id),
              notInArray(appointments.status, ['cancelled', 'missed']),
              lt(appointments.starts_at, clock.now()),
            ),
          )
          .orderBy(asc(appointments.starts_at), asc(appointments.id)),
      ]);
      if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      if (business.is_live !== 1 || business.status !== 'active') {
        throw new AppError(ErrorCode.Forbidden, SiteMessages.notPublished);
      }
      if (setting?.is_active === 0)
        throw new AppError(ErrorCode.Forbidden, ReviewMessages.notAccepted);
      if (visits.length === 0)
        throw new AppError(ErrorCode.Forbidden, ReviewMessages.appointmentNeeded);
      // One review per visit: this one reviews the oldest visit not yet reviewed.
      const visit = visits.find((v) => v.review_id === null);
      if (!visit) throw new AppError(ErrorCode.Conflict, ReviewMessages.allReviewed);

      let created: ReviewRow;
      try {
        created = await app.db.transaction(async (tx) => {
          const [inserted] = (await tx
            .insert(reviews)
            .values({
              business_id,
              user_id: user.id,
              appointment_id: visit.id,
              rating,
              text,
              status: 'published',
            })
            .returning()) as [ReviewRow];
          await emitReviewPosted(tx, app.jobs, inserted.id);
          return inserted;
        });
      } catch (error) {
        // Two reviews of one visit sent at once: the unique index lets one in.
        if (databaseErrorOf(error)?.code === SQLSTATE.uniqueViolation)
          throw new AppError(ErrorCode.Conflict, ReviewMessages.allReviewed);
        throw error;
      }
      reply.code(201);
      return ok(await presentOwnReview(app.db, created, user.id), ReviewMessages.added);
    },
  );
}

type ReviewRow = typeof reviews.$inferSelect;

/** A review as its author sees it after writing or editing it: the list's shape. */
export async function presentOwnReview(db: Db, review: ReviewRow, userId: number) {
  const [[author], [written]] = await Promise.all([
    db
      .select({ id: users.id, full_name: users.full_name, image_url: users.image_url })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.user_id, userId), eq(reviews.status, 'published'))),
  ]);
  return toWire({
    id: review.id,
    business_id: review.business_id,
    rating: review.rating,
    text: review.text,
    status: review.status,
    created_at: review.created_at,
    user: {
      id: userId,
      full_name: author?.full_name ?? '',
      image_url: author?.image_url ?? null,
    },
    user_review_count: written?.n ?? 1,
  });
}

/**
 * Whether the customer may review their business now, by the rules POST reviews applies: the
 * business accepts reviews, and one of their visits (started, neither cancelled nor missed)
 * has no review yet.
 */
export async function reviewEligibility(
  db: Db,
  user: { id: number; business_id: number },
): Promise<ReviewEligibility> {
  const now = clock.now();
  const [[setting], visits, [upcoming]] = await Promise.all([
    db
      .select({ is_active: businessSettings.is_active })
      .from(businessSettings)
      .where(
        and(
          eq(businessSettings.business_id, user.business_id),
          eq(businessSettings.setting_code, 'accept_reviews'),
        ),
      ),
    db
      .select({ id: appointments.id, review_id: reviews.id })
      .from(appointments)
      .leftJoin(reviews, eq(reviews.appointment_id, appointments.id))
      .where(
        and(
          eq(appointments.business_id, user.business_id),
          eq(appointments.user_id, user.id),
          notInArray(appointments.status, ['cancelled', 'missed']),
          lt(appointments.starts_at, now),
        ),
      ),
    db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.business_id, user.business_id),
          eq(appointments.user_id, user.id),
          ne(appointments.status, 'cancelled'),
          gte(appointments.starts_at, now),
        ),
      ),
  ]);
  const no = (reason: ReviewEligibility['reason'], message: string): ReviewEligibility => ({
    can_review: false,
    reason,
    message,
  });
  if (setting?.is_active === 0) return no('not_accepted', ReviewMessages.notAccepted);
  if (visits.some((v) => v.review_id === null)) return { can_review: true, reason: 'ok', message: null };
  if (visits.length > 0) return no('already_reviewed', ReviewMessages.alreadyReviewed);
  if ((upcoming?.n ?? 0) > 0) return no('after_visit', ReviewMessages.afterVisit);
  return no('no_appointment', ReviewMessages.appointmentNeeded);
}
