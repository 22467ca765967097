import {
  BusinessDaySchema,
  BusinessDaysInputSchema,
  IdParamSchema,
  UpdateDayInputSchema,
  WEEK_DAYS,
  validateDayTimes,
} from '@rendezvous/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { consultants, days } from '../../db/schema';
import { ok } from '../../lib/http';
import { toWire } from '../../lib/wire';
import { requireBusinessId } from '../../plugins/auth';
import { notFound, validationError } from '../catalog/scope';
import { fitConsultantDays } from './fit';

type DayRow = typeof days.$inferSelect;

const BusinessDayResponse = BusinessDaySchema;
const DaysResponse = z.object({
  data: z.array(BusinessDayResponse),
  message: z.string().optional(),
});

/** Columns hold 'HH:MM'; the API accepts 'HH:MM:SS' too and drops the seconds. */
const clock = <T extends string | null | undefined>(time: T): T =>
  (typeof time === 'string' ? time.slice(0, 5) : time) as T;

const inWeekOrder = (rows: DayRow[]) =>
  [...rows].sort((a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day));

const asBusinessDay = (row: DayRow) => toWire({ ...row, business_id: row.business_id! });

async function businessDays(db: Db | Tx, businessId: number): Promise<DayRow[]> {
  return inWeekOrder(await db.select().from(days).where(eq(days.business_id, businessId)));
}

/**
 * Consultants' days of the same week days are kept within the new business hours (see fit.ts);
 * the number changed is reported in the success message.
 */
async function fitConsultants(tx: Tx, businessId: number, changed: DayRow[]): Promise<number> {
  const weekDays = changed.map((day) => day.day);
  if (weekDays.length === 0) return 0;
  const rows = await tx
    .select({ day: days })
    .from(days)
    .innerJoin(consultants, eq(consultants.id, days.consultant_id))
    .where(and(eq(consultants.business_id, businessId), inArray(days.day, weekDays)));
  let adjusted = 0;
  for (const { day } of rows) {
    const business = changed.find((b) => b.day === day.day);
    if (!business) continue;
    const fitted = fitConsultantDays(day, business);
    if (!fitted) continue;
    await tx.update(days).set(fitted).where(eq(days.id, day.id));
    adjusted += 1;
  }
  return adjusted;
}

function savedMessage(adjusted: number): string {
  const base = 'Business hours have been saved!';
  if (adjusted === 0) return base;
  return `${base} ${adjusted} consultant ${adjusted === 1 ? 'day was' : 'days were'} fitted to the new hours.`;
}

export default async function dayRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/business-days',
    {
      // Every admin of the business may read its opening hours: a consultant's own hours are
      // limited by them.
      schema: {
        operationId: 'listBusinessDays',
        tags: ['days'],
        summary: "The business's opening hours, Monday to Sunday",
        response: { 200: DaysResponse },
      },
    },
    async (request) => {
      const rows = await businessDays(app.db, requireBusinessId(request));
      return ok(rows.map(asBusinessDay));
    },
  );

  app.post(
    '/business-days',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'saveBusinessDays',
        tags: ['days'],
        summary: "Save the business's opening hours (each day given is created or replaced)",
        body: BusinessDaysInputSchema,
        response: { 200: DaysResponse },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const { saved, adjusted } = await app.db.transaction(async (tx) => {
        const existing = await businessDays(tx, businessId);
        const changed: DayRow[] = [];
        for (const input of request.body.days) {
          const values = {
            is_active: input.is_active,
            work_start_time: clock(input.work_start_time),
            work_end_time: clock(input.work_end_time),
            has_breaks: input.has_breaks,
            break_start_time: clock(input.break_start_time ?? null),
            break_end_time: clock(input.break_end_time ?? null),
          };
          const stored = existing.find((day) => day.day === input.day);
          const [row] = stored
            ? await tx.update(days).set(values).where(eq(days.id, stored.id)).returning()
            : await tx
                .insert(days)
                .values({ ...values, day: input.day, business_id: businessId })
                .returning();
          changed.push(row!);
        }
        const adjusted = await fitConsultants(tx, businessId, changed);
        return { saved: await businessDays(tx, businessId), adjusted };
      });
      return ok(saved.map(asBusinessDay), savedMessage(adjusted));
    },
  );

  app.patch(
    '/business-day/:id',
    {
      config: { permission: ['business', 'update'] },
      schema: {
        operationId: 'updateBusinessDay',
        tags: ['days'],
        summary: 'Change one or more fields of one business day; the day must stay coherent',
        params: IdParamSchema,
        body: UpdateDayInputSchema,
        response: { 200: z.object({ data: BusinessDayResponse, message: z.string().optional() }) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const patch = request.body;
      const values = Object.fromEntries(
        Object.entries(patch).map(([key, value]) => [
          key,
          key.endsWith('_time') ? clock(value as string | null) : value,
        ]),
      ) as typeof patch;
      const result = await app.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(days)
          .where(and(eq(days.id, request.params.id), eq(days.business_id, businessId)))
          .limit(1);
        if (!current) throw notFound();
        const merged = { ...current, ...values };
        const issue = validateDayTimes(merged);
        if (issue) throw validationError({ [issue.field]: [issue.message] });
        if (Object.keys(values).length === 0) return { row: current, adjusted: 0 };
        const [row] = await tx.update(days).set(values).where(eq(days.id, current.id)).returning();
        const adjusted = await fitConsultants(tx, businessId, [row!]);
        return { row: row!, adjusted };
      });
      return ok(asBusinessDay(result.row), savedMessage(result.adjusted));
    },
  );
}
