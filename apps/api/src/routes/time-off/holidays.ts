import {
  AddHolidaysAnswerSchema,
  AddHolidaysInputSchema,
  ErrorBodySchema,
  IdParamSchema,
  TIME_OFF_NOTE_MAX,
  TimeOffMessages,
  activityNote,
  type TimeOffConflict,
} from '@rendezvous/domain';
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { timeOff } from '../../db/schema';
import { clock } from '../../lib/clock';
import { envelope, ok } from '../../lib/http';
import { requireAdmin } from '../../plugins/auth';
import { recordActivity } from '../../services/activities';
import {
  assertRoomFor,
  lockTimeOff,
  statutoryHolidays,
  timeOffInterval,
} from '../../services/time-off';
import { assertBusinessAccess } from '../business';
import { listEntries, timeZoneOf, withConflicts } from './entries';

/** The statutory holidays of a year added as closures in one action (issue 25). */
export default async function holidayRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/business/:id/time-off/holidays',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'addStatutoryHolidays',
        tags: ['time-off'],
        summary:
          "Close the business on a year's statutory holidays: Canada's federal ones (CA) or Quebec's (QC), as the date-holidays library keeps them. Idempotent: a date the business is already closed all day is skipped. Answers the closures added, the holidays skipped and the appointments already booked on the days added.",
        params: IdParamSchema,
        body: AddHolidaysInputSchema,
        response: {
          200: envelope(AddHolidaysAnswerSchema),
          403: ErrorBodySchema.describe(
            "Not the owner (business update), or another business's X-Business-Id.",
          ),
          404: ErrorBodySchema.describe('No business of the caller has this id.'),
          422: ErrorBodySchema.describe(
            'The year or region is invalid, or the closures would take the business past 500 upcoming entries.',
          ),
        },
      },
    },
    async (request) => {
      const businessId = request.params.id;
      assertBusinessAccess(request, businessId);
      const me = requireAdmin(request);
      const { year, region } = request.body;
      const holidays = await statutoryHolidays(year, region);
      const timeZone = await timeZoneOf(app.db, businessId);
      const { ids, skipped } = await app.db.transaction(async (tx) => {
        await lockTimeOff(tx, businessId);
        // Whole-day closures over the year: a holiday inside one is already closed.
        const closed = await tx
          .select({ starts_on: timeOff.starts_on, ends_on: timeOff.ends_on })
          .from(timeOff)
          .where(
            and(
              eq(timeOff.business_id, businessId),
              isNull(timeOff.consultant_id),
              isNull(timeOff.start_time),
              lte(timeOff.starts_on, `${year}-12-31`),
              gte(timeOff.ends_on, `${year}-01-01`),
            ),
          );
        const isClosed = (date: string) =>
          closed.some((c) => c.starts_on <= date && date <= c.ends_on);
        const toAdd = holidays.filter((h) => !isClosed(h.date));
        const rows = toAdd.map((h) => ({
          business_id: businessId,
          consultant_id: null,
          kind: 'holiday' as const,
          starts_on: h.date,
          ends_on: h.date,
          note: h.name.slice(0, TIME_OFF_NOTE_MAX),
          ...timeOffInterval({ starts_on: h.date, ends_on: h.date }, timeZone),
        }));
        const now = clock.ms();
        await assertRoomFor(tx, businessId, rows.filter((r) => r.ends_at.getTime() > now).length);
        if (rows.length === 0) return { ids: [], skipped: holidays };
        const inserted = await tx.insert(timeOff).values(rows).returning({ id: timeOff.id });
        await recordActivity(tx, {
          businessId,
          adminId: me.id,
          initiator: { type: 'admin', id: me.id },
          receiver: { type: 'business', id: businessId },
          type: 'event',
          note: activityNote('holidaysAdded', { region, year, dates: toAdd.map((h) => h.date) }),
        });
        return {
          ids: inserted.map((r) => r.id),
          skipped: holidays.filter((h) => isClosed(h.date)),
        };
      });
      const added =
        ids.length === 0
          ? []
          : await withConflicts(app.db, await listEntries(app.db, businessId, { ids }));
      const conflicts = new Map<number, TimeOffConflict>();
      for (const entry of added) for (const c of entry.conflicts ?? []) conflicts.set(c.id, c);
      return ok(
        { added, skipped, conflicts: [...conflicts.values()] },
        TimeOffMessages.holidaysAdded(added.length),
      );
    },
  );
}
