import {
  AppError,
  CreateTimeOffInputSchema,
  ErrorBodySchema,
  ErrorCode,
  IdParamSchema,
  IdSchema,
  TimeOffMessages,
  TimeOffParamsSchema,
  TimeOffQuerySchema,
  TimeOffSchema,
  activityNote,
  type ActivityNote,
  type TimeOffKind,
} from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultants, timeOff } from '../../db/schema';
import { envelope, ok } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';
import { recordActivity } from '../../services/activities';
import { assertRoomFor, timeOffInterval } from '../../services/time-off';
import { handOnFreedTime } from '../../services/waitlist';
import { assertBusinessAccess } from '../business';
import { assertMayWrite, findEntry, listEntries, timeZoneOf, withConflicts } from './entries';
import holidayRoutes from './holidays';

const answers = {
  403: ErrorBodySchema.describe(
    "A closure or another consultant's time off written by someone other than the owner, or another business's X-Business-Id.",
  ),
  404: ErrorBodySchema.describe(
    'No business of the caller has this id, or it holds no such entry.',
  ),
};

/**
 * The activity's note of an entry added or deleted: a closure or someone's time off, naming its
 * kind and its day, days ("holiday 2027-06-01–2027-06-05") or hours ("sick 2027-06-01 09:00–12:00").
 */
function entryNote(
  e: { kind: TimeOffKind; starts_on: string; ends_on: string; start_time?: string | null; end_time?: string | null },
  closure: boolean,
  what: 'Added' | 'Deleted',
): ActivityNote {
  const of = closure ? 'closure' : 'timeOff';
  if (e.start_time && e.end_time) {
    return activityNote(`${of}${what}Hours`, { kind: e.kind, date: e.starts_on, start: e.start_time, end: e.end_time });
  }
  if (e.starts_on === e.ends_on) return activityNote(`${of}${what}Day`, { kind: e.kind, date: e.starts_on });
  return activityNote(`${of}${what}Days`, { kind: e.kind, from: e.starts_on, to: e.ends_on });
}

/**
 * Time off (issue 25): a consultant's days or hours away and the business's closures. Every
 * admin of the business reads them (the calendar shows who is away); the owner writes any of
 * them, a consultant only their own.
 */
export default async function timeOffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/business/:id/time-off',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'listTimeOff',
        tags: ['time-off'],
        summary:
          "The business's time off touching the dates from..to (at most 366 days): closures and consultants' time off, or, with consultant_id, that consultant's and the closures. appendConflicts adds to each entry the appointments already booked inside it.",
        params: IdParamSchema,
        querystring: TimeOffQuerySchema,
        response: {
          200: envelope(z.array(TimeOffSchema)),
          ...answers,
          422: ErrorBodySchema.describe('A date is invalid, or the range reversed or too long.'),
        },
      },
    },
    async (request) => {
      const businessId = request.params.id;
      assertBusinessAccess(request, businessId);
      const { from, to, consultant_id, appendConflicts } = request.query;
      const entries = await listEntries(app.db, businessId, {
        from,
        to,
        consultantId: consultant_id,
      });
      return ok(appendConflicts ? await withConflicts(app.db, entries) : entries);
    },
  );

  app.post(
    '/business/:id/time-off',
    {
      config: { permission: ['appointments', 'create'] },
      schema: {
        operationId: 'createTimeOff',
        tags: ['time-off'],
        summary:
          "Add time off: a consultant's (consultant_id) or, without one, a closure of the whole business; whole days, or hours within one day. Answers the entry with `conflicts`, the appointments already booked inside it, for the owner to move or cancel. Free times skip it from now on.",
        params: IdParamSchema,
        body: CreateTimeOffInputSchema,
        response: {
          201: envelope(TimeOffSchema),
          ...answers,
          422: ErrorBodySchema.describe(
            'A field is invalid (errors name it), the consultant is not of this business, or the business already holds 500 upcoming entries.',
          ),
        },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      assertBusinessAccess(request, businessId);
      const me = requireAdmin(request);
      const input = request.body;
      const consultantId = input.consultant_id ?? null;
      if (consultantId !== null) {
        const [consultant] = await app.db
          .select({ id: consultants.id })
          .from(consultants)
          .where(and(eq(consultants.id, consultantId), eq(consultants.business_id, businessId)));
        if (!consultant) {
          throw new AppError(ErrorCode.Validation, TimeOffMessages.consultantNotFound, {
            consultant_id: [TimeOffMessages.consultantNotFound],
          });
        }
      }
      await assertMayWrite(app.db, me, businessId, consultantId);
      const interval = timeOffInterval(input, await timeZoneOf(app.db, businessId));
      const id = await app.db.transaction(async (tx) => {
        await assertRoomFor(tx, businessId, 1);
        const [row] = await tx
          .insert(timeOff)
          .values({
            business_id: businessId,
            consultant_id: consultantId,
            kind: input.kind,
            starts_on: input.starts_on,
            ends_on: input.ends_on,
            start_time: input.start_time?.slice(0, 5) ?? null,
            end_time: input.end_time?.slice(0, 5) ?? null,
            note: input.note || null,
            ...interval,
          })
          .returning({ id: timeOff.id });
        await recordActivity(tx, {
          businessId,
          adminId: me.id,
          initiator: { type: 'admin', id: me.id },
          receiver:
            consultantId === null
              ? { type: 'business', id: businessId }
              : { type: 'consultant', id: consultantId },
          type: 'event',
          note: entryNote(input, consultantId === null, 'Added'),
        });
        return row!.id;
      });
      const [entry] = await withConflicts(app.db, [await findEntry(app.db, businessId, id)]);
      reply.code(201);
      return ok(entry!, TimeOffMessages.created);
    },
  );

  app.delete(
    '/business/:id/time-off/:timeOffId',
    {
      config: { permission: ['appointments', 'update'] },
      schema: {
        operationId: 'deleteTimeOff',
        tags: ['time-off'],
        summary:
          'Delete an entry of time off: its times are free again. The owner deletes any; a consultant only their own.',
        params: TimeOffParamsSchema,
        response: { 200: envelope(z.object({ id: IdSchema })), ...answers },
      },
    },
    async (request) => {
      const { id: businessId, timeOffId } = request.params;
      assertBusinessAccess(request, businessId);
      const me = requireAdmin(request);
      const entry = await findEntry(app.db, businessId, timeOffId);
      await assertMayWrite(app.db, me, businessId, entry.consultant_id);
      await app.db.transaction(async (tx) => {
        await tx
          .delete(timeOff)
          .where(and(eq(timeOff.id, entry.id), eq(timeOff.business_id, businessId)));
        await recordActivity(tx, {
          businessId,
          adminId: me.id,
          initiator: { type: 'admin', id: me.id },
          receiver:
            entry.consultant_id === null
              ? { type: 'business', id: businessId }
              : { type: 'consultant', id: entry.consultant_id },
          type: 'event',
          note: entryNote(entry, entry.consultant_id === null, 'Deleted'),
        });
        // The times it kept busy are free again: the waitlist is offered them.
        await handOnFreedTime(tx, app.jobs, {
          businessId,
          consultantId: entry.consultant_id,
          from: new Date(entry.starts_at),
          to: new Date(entry.ends_at),
          source: `time-off:${entry.id}`,
        });
      });
      app.jobs.nudge();
      return ok({ id: entry.id }, TimeOffMessages.deleted);
    },
  );

  await app.register(holidayRoutes);
}
