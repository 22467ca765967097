import { randomBytes } from 'node:crypto';
import {
  AppError,
  CALENDAR_FEED_REFRESH_MINUTES,
  CALENDAR_FEED_WINDOW,
  CalendarFeedMessages,
  CalendarFeedSchema,
  CalendarFeedTokenParamSchema,
  CreateCalendarFeedInputSchema,
  CreatedCalendarFeedSchema,
  ErrorBodySchema,
  ErrorCode,
  IdParamSchema,
  buildIcsFeed,
  type CalendarFeed,
  type CalendarFeedScope,
  type IcsEvent,
} from '@rendezvous/domain';
import { hasPermission } from '@rendezvous/permissions';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { appointmentServices, appointments, businesses, calendarFeeds, consultants } from '../../db/schema';
import { clock } from '../../lib/clock';
import { envelope, ok } from '../../lib/http';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { peopleOf, personKey } from '../../services/people';
import { hashToken } from '../../services/tokens';

const DAY_MS = 24 * 3600_000;
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);

const listed = (row: typeof calendarFeeds.$inferSelect): CalendarFeed => ({
  id: row.id,
  scope: row.scope,
  created_at: row.created_at.toISOString(),
  last_fetched_at: row.last_fetched_at?.toISOString() ?? null,
});

/**
 * Calendar feeds (issue 27): an admin makes a private address their calendar app subscribes
 * to (Google, Apple, Outlook), following their own appointments or, for the owner, the whole
 * business's; they list and stop them. The address holds a 256-bit secret stored only as its
 * SHA-256, shown once; the feed itself answers without headers or sign-in, as calendar apps
 * fetch it.
 */
export default async function calendarFeedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/calendar-feeds',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'listCalendarFeeds',
        tags: ['calendar-feeds'],
        summary: "The caller's calendar feeds in the current business (their addresses are shown only when made)",
        response: { 200: envelope(z.array(CalendarFeedSchema)) },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const businessId = requireBusinessId(request);
      const rows = await app.db
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.business_id, businessId), eq(calendarFeeds.admin_id, me.id)))
        .orderBy(asc(calendarFeeds.scope));
      return ok(rows.map(listed));
    },
  );

  app.post(
    '/calendar-feeds',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'createCalendarFeed',
        tags: ['calendar-feeds'],
        summary:
          "Make a calendar feed: scope mine follows the caller's own appointments as a consultant, business (the owner only) all of the business's. It replaces the caller's feed of that scope, whose address stops at once. The answer holds the address, shown this once.",
        body: CreateCalendarFeedInputSchema,
        response: {
          201: envelope(CreatedCalendarFeedSchema).extend({ message: z.string() }),
          403: ErrorBodySchema.describe(
            'scope business by someone other than the owner, scope mine by an admin who takes no appointments, or another business\'s X-Business-Id.',
          ),
        },
      },
    },
    async (request, reply) => {
      const me = requireAdmin(request);
      const businessId = requireBusinessId(request);
      const { scope } = request.body;
      if (scope === 'business' && !hasPermission(me, 'business', 'update')) {
        throw new AppError(ErrorCode.Forbidden, CalendarFeedMessages.ownerOnly);
      }
      if (scope === 'mine' && (await consultantIdsOf(app.db, businessId, me.id)).length === 0) {
        throw new AppError(ErrorCode.Forbidden, CalendarFeedMessages.notConsultant);
      }
      const token = randomBytes(32).toString('base64url');
      const row = await app.db.transaction(async (tx) => {
        await tx
          .delete(calendarFeeds)
          .where(
            and(eq(calendarFeeds.business_id, businessId), eq(calendarFeeds.admin_id, me.id), eq(calendarFeeds.scope, scope)),
          );
        const [created] = await tx
          .insert(calendarFeeds)
          .values({ business_id: businessId, admin_id: me.id, scope, token_hash: hashToken(token) })
          .returning();
        return created!;
      });
      const url = new URL(`/api/calendar-feed/${token}.ics`, app.config.PUBLIC_URL).toString();
      reply.code(201);
      return ok({ ...listed(row), url }, CalendarFeedMessages.created);
    },
  );

  app.delete(
    '/calendar-feeds/:id',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'deleteCalendarFeed',
        tags: ['calendar-feeds'],
        summary: "Stop one of the caller's calendar feeds: its address answers 404 from now on",
        params: IdParamSchema,
        response: {
          200: envelope(z.object({ id: z.number() })).extend({ message: z.string() }),
          404: ErrorBodySchema.describe('The caller has no such feed in this business.'),
        },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const businessId = requireBusinessId(request);
      const [gone] = await app.db
        .delete(calendarFeeds)
        .where(
          and(
            eq(calendarFeeds.id, request.params.id),
            eq(calendarFeeds.business_id, businessId),
            eq(calendarFeeds.admin_id, me.id),
          ),
        )
        .returning({ id: calendarFeeds.id });
      if (!gone) throw new AppError(ErrorCode.NotFound, CalendarFeedMessages.notFound);
      return ok(gone, CalendarFeedMessages.revoked);
    },
  );

  app.get(
    '/calendar-feed/:token.ics',
    {
      config: { public: true },
      schema: {
        operationId: 'getCalendarFeed',
        tags: ['calendar-feeds'],
        summary:
          "A calendar feed (text/calendar, RFC 5545) as calendar apps subscribe to it, by its secret address: the appointments from 30 days ago to a year ahead (at most 2,000), active ones only, so a cancelled appointment leaves the subscriber's calendar at the next fetch. No headers or sign-in.",
        params: CalendarFeedTokenParamSchema,
        produces: ['text/calendar'],
        response: {
          200: z.string().describe('The iCalendar text.'),
          404: ErrorBodySchema.describe('No feed has this address, or it was stopped.'),
        },
      },
    },
    async (request, reply) => {
      const [feed] = await app.db
        .select({
          id: calendarFeeds.id,
          business_id: calendarFeeds.business_id,
          admin_id: calendarFeeds.admin_id,
          scope: calendarFeeds.scope,
          business_name: businesses.name,
        })
        .from(calendarFeeds)
        .innerJoin(businesses, eq(businesses.id, calendarFeeds.business_id))
        .where(eq(calendarFeeds.token_hash, hashToken(request.params.token)));
      if (!feed) throw new AppError(ErrorCode.NotFound, CalendarFeedMessages.notFound);
      const now = clock.now();
      const [events] = await Promise.all([
        feedEvents(app.db, feed, now, new URL(app.config.PUBLIC_URL)),
        app.db.update(calendarFeeds).set({ last_fetched_at: now }).where(eq(calendarFeeds.id, feed.id)),
      ]);
      const name = feed.scope === 'business' ? feed.business_name : `${feed.business_name}: my appointments`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', 'inline; filename="appointments.ics"')
        .send(buildIcsFeed(events, { name, refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES }));
    },
  );
}

async function consultantIdsOf(db: Db, businessId: number, adminId: number): Promise<number[]> {
  const rows = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(and(eq(consultants.business_id, businessId), eq(consultants.admin_id, adminId)));
  return rows.map((r) => r.id);
}

/**
 * The feed's events: its business's active appointments in the window (the admin's own, for
 * scope mine), each named by its services and customer, and its consultant on the business's
 * feed. Three queries whatever the number of appointments.
 */
async function feedEvents(
  db: Db,
  feed: { business_id: number; admin_id: number; scope: CalendarFeedScope; business_name: string },
  now: Date,
  publicUrl: URL,
): Promise<IcsEvent[]> {
  const mine = feed.scope === 'mine' ? await consultantIdsOf(db, feed.business_id, feed.admin_id) : null;
  if (mine && mine.length === 0) return [];
  const rows = await db
    .select({
      id: appointments.id,
      starts_at: appointments.starts_at,
      ends_at: appointments.ends_at,
      customer_type: appointments.customer_type,
      customerable_id: appointments.customerable_id,
      consultant_admin_id: consultants.admin_id,
      updated_at: appointments.updated_at,
    })
    .from(appointments)
    .innerJoin(
      consultants,
      and(eq(consultants.id, appointments.consultant_id), eq(consultants.business_id, appointments.business_id)),
    )
    .where(
      and(
        eq(appointments.business_id, feed.business_id),
        eq(appointments.status, 'active'),
        gte(appointments.ends_at, new Date(now.getTime() - CALENDAR_FEED_WINDOW.pastDays * DAY_MS)),
        lte(appointments.starts_at, new Date(now.getTime() + CALENDAR_FEED_WINDOW.aheadDays * DAY_MS)),
        mine ? inArray(appointments.consultant_id, mine) : undefined,
      ),
    )
    .orderBy(asc(appointments.starts_at), asc(appointments.id))
    .limit(CALENDAR_FEED_WINDOW.maxEvents);
  if (rows.length === 0) return [];

  const ids = rows.map((r) => r.id);
  const [services, people] = await Promise.all([
    db
      .select({ appointment_id: appointmentServices.appointment_id, name: appointmentServices.name })
      .from(appointmentServices)
      .where(and(eq(appointmentServices.business_id, feed.business_id), inArray(appointmentServices.appointment_id, ids)))
      .orderBy(asc(appointmentServices.id)),
    peopleOf(db, [
      ...rows.map((r) => ({ type: r.customer_type, id: r.customerable_id })),
      ...(feed.scope === 'business' ? rows.map((r) => ({ type: 'admin', id: r.consultant_admin_id })) : []),
    ]),
  ]);
  const servicesOf = new Map<number, string[]>();
  for (const s of services) servicesOf.set(s.appointment_id, [...(servicesOf.get(s.appointment_id) ?? []), s.name]);

  return rows.map((row) => {
    const customer = people.get(personKey(row.customer_type, row.customerable_id))?.full_name ?? 'a customer';
    const what = servicesOf.get(row.id)?.join(', ') || 'Appointment';
    const consultant =
      feed.scope === 'business' ? people.get(personKey('admin', row.consultant_admin_id))?.full_name : undefined;
    return {
      uid: `appointment-${row.id}@${publicUrl.host}`,
      stamp: now,
      start: row.starts_at,
      end: row.ends_at,
      summary: consultant ? `${what}: ${customer} (with ${consultant})` : `${what}: ${customer}`,
      location: feed.business_name,
      description: `Appointment #${row.id} at ${feed.business_name}. ${new URL('/appointments', publicUrl).toString()}`,
      // Moves up with each change, so a subscriber replaces its copy (seconds since 2024: an
      // integer well within the 32 bits calendar apps keep).
      sequence: Math.max(0, Math.floor((row.updated_at.getTime() - SEQUENCE_EPOCH) / 1000)),
    };
  });
}
