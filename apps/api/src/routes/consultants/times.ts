import {
  AppError,
  AppointmentMessages,
  ConsultantTimesQuerySchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  TimeSlotSchema,
  appointmentBuffers,
  consultantServiceLengths,
  freeSlots,
  isBeyondHorizon,
  isDayFull,
  totalLength,
  wallDayStart,
  weekDayOf,
  type DayTimes,
  type ServiceLengths,
} from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointments,
  businesses,
  consultantServices,
  consultants,
  days,
  services,
  timeOff,
  waitlistOffers,
  timezones,
} from '../../db/schema';
import { ok } from '../../lib/http';
import { preparedPerDb } from '../../lib/prepared';
import { requireAdmin } from '../../plugins/auth';
import { clock } from '../../lib/clock';
import { assertMayOverride, busyDuring, busyWindow } from '../../services/booking-rules';
import { awayDuring } from '../../services/time-off';

const TimesAnswer = z.object({ data: z.array(TimeSlotSchema) });

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

/**
 * A consultant service's lengths and its business service's (with the buffers, which are the
 * business service's), as the query builds them.
 */
type OfferedRow = ServiceLengths & {
  id: number;
  use_business_appointment_length: boolean;
  business: ServiceLengths;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
};

const businessDays = alias(days, 'business_day');
const consultantDays = alias(days, 'consultant_day');

const dayColumns = (d: typeof businessDays | typeof consultantDays) => ({
  is_active: d.is_active,
  work_start_time: d.work_start_time,
  work_end_time: d.work_end_time,
  has_breaks: d.has_breaks,
  break_start_time: d.break_start_time,
  break_end_time: d.break_end_time,
});

/** A left-joined day comes back with null columns when there is none: that day is closed. */
const dayOrNull = (day: { [K in keyof DayTimes]: DayTimes[K] | null }): DayTimes | null =>
  day.is_active === null || day.work_start_time === null || day.work_end_time === null
    ? null
    : {
        is_active: day.is_active,
        work_start_time: day.work_start_time,
        work_end_time: day.work_end_time,
        has_breaks: day.has_breaks ?? 0,
        break_start_time: day.break_start_time,
        break_end_time: day.break_end_time,
      };

const p = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * One round trip, prepared once per shape (neither Drizzle nor PostgreSQL rebuilds or re-plans
 * it per request): the consultant with the business's zone and booking rules, both days of the
 * week day and the customer's zone, and, correlated to that consultant (so inside its
 * business), the chosen services with their business service, the busy intervals the date's
 * slots could meet (found through the no-overlap constraint's index), the consultant's time off
 * and the business's closures meeting the same window, and how many appointments
 * the consultant holds on the date (for the per-day limit).
 */
function prepareTimes(name: string, scoped: boolean, excluding: boolean) {
  return preparedPerDb(name, (db, statement) => {
    const offeredSql = sql<OfferedRow[]>`(
      select coalesce(json_agg(json_build_object(
        'id', ${consultantServices.id},
        'use_business_appointment_length', ${consultantServices.use_business_appointment_length},
        'appointment_length_decider', ${consultantServices.appointment_length_decider},
        'appointment_length', ${consultantServices.appointment_length},
        'minimum_appointment_length', ${consultantServices.minimum_appointment_length},
        'maximum_appointment_length', ${consultantServices.maximum_appointment_length},
        'buffer_before_minutes', ${services.buffer_before_minutes},
        'buffer_after_minutes', ${services.buffer_after_minutes},
        'business', json_build_object(
          'appointment_length_decider', ${services.appointment_length_decider},
          'appointment_length', ${services.appointment_length},
          'minimum_appointment_length', ${services.minimum_appointment_length},
          'maximum_appointment_length', ${services.maximum_appointment_length}))), '[]'::json)
      from ${consultantServices}
      inner join ${services} on ${services.id} = ${consultantServices.service_id}
        and ${services.business_id} = ${consultantServices.business_id}
      where ${and(
        sql`${consultantServices.id} = any(${p('serviceIds')}::integer[])`,
        eq(consultantServices.consultant_id, consultants.id),
        eq(consultantServices.business_id, consultants.business_id),
      )})`;
    const busySql = sql<[number, number][]>`(
      select coalesce(json_agg(json_build_array(
        (extract(epoch from ${appointments.busy_from}) * 1000)::bigint,
        (extract(epoch from ${appointments.busy_until}) * 1000)::bigint)), '[]'::json)
      from ${appointments}
      where ${and(
        eq(appointments.consultant_id, consultants.id),
        eq(appointments.business_id, consultants.business_id),
        busyDuring(p('from'), p('to')),
        excluding ? ne(appointments.id, p('excludeId')) : undefined,
      )})`;
    // The consultant's time off, the business's closures and the times held for waitlist
    // customers (until their hold ends) are busy like appointments. A hold's end comes back with
    // it and is compared with the clock in code, so the statement does not depend on the time
    // and its rows can be reused until the next write (db/read-cache).
    const awaySql = sql<[number, number, number | null][]>`(
      select coalesce(json_agg(json_build_array(
        (extract(epoch from away.starts_at) * 1000)::bigint,
        (extract(epoch from away.ends_at) * 1000)::bigint,
        (extract(epoch from away.held_until) * 1000)::bigint)), '[]'::json)
      from (
        select ${timeOff.starts_at} as starts_at, ${timeOff.ends_at} as ends_at,
          null::timestamptz as held_until
        from ${timeOff}
        where ${awayDuring(consultants.business_id, consultants.id, p('from'), p('to'))}
        union all
        select ${waitlistOffers.busy_from}, ${waitlistOffers.busy_until}, ${waitlistOffers.expires_at}
        from ${waitlistOffers}
        where ${and(
          eq(waitlistOffers.consultant_id, consultants.id),
          eq(waitlistOffers.business_id, consultants.business_id),
          eq(waitlistOffers.status, 'open'),
          sql`${waitlistOffers.busy_from} < ${p('to')}::timestamptz`,
          sql`${waitlistOffers.busy_until} > ${p('from')}::timestamptz`,
        )}
      ) as away)`;
    // The appointment being edited, when it already lies on this date with this consultant,
    // takes no new place by moving within it (as the API's update holds): its day counts as
    // open whatever the limit.
    const counted = excluding
      ? sql`case when bool_or(${appointments.id} = ${p('excludeId')}) then 0
          else count(*) filter (where ${appointments.id} <> ${p('excludeId')}) end`
      : count();
    // Counted only where the business has a limit: most have none.
    const bookedSql = sql<number>`case when ${businesses.max_appointments_per_consultant_day} is null then 0 else (
      select ${counted} from ${appointments}
      where ${and(
        eq(appointments.consultant_id, consultants.id),
        eq(appointments.business_id, consultants.business_id),
        eq(appointments.date, p('date')),
        ne(appointments.status, 'cancelled'),
      )}) end`.mapWith(Number);
    return db
      .select({
        time_zone: businesses.time_zone,
        booking_horizon_days: businesses.booking_horizon_days,
        minimum_notice_minutes: businesses.minimum_notice_minutes,
        slot_step_minutes: businesses.slot_step_minutes,
        max_appointments_per_consultant_day: businesses.max_appointments_per_consultant_day,
        customer_time_zone: timezones.name,
        business_day: dayColumns(businessDays),
        consultant_day: dayColumns(consultantDays),
        offered: offeredSql,
        busy: busySql,
        away: awaySql,
        booked: bookedSql,
      })
      .from(consultants)
      .innerJoin(businesses, eq(businesses.id, consultants.business_id))
      .leftJoin(businessDays, and(eq(businessDays.business_id, consultants.business_id), eq(businessDays.day, p('weekDay'))))
      .leftJoin(consultantDays, and(eq(consultantDays.consultant_id, consultants.id), eq(consultantDays.day, p('weekDay'))))
      .leftJoin(timezones, eq(timezones.id, p('customerTimezoneId')))
      .where(
        and(eq(consultants.id, p('consultantId')), scoped ? eq(consultants.business_id, p('scope')) : undefined),
      )
      .limit(1)
      .prepare(statement);
  });
}

const timesQueries = new Map<string, ReturnType<typeof prepareTimes>>();

function timesQuery(shape: { scoped: boolean; excluding: boolean }) {
  const name = `consultant_times_${Number(shape.scoped)}${Number(shape.excluding)}`;
  let query = timesQueries.get(name);
  if (!query) timesQueries.set(name, (query = prepareTimes(name, shape.scoped, shape.excluding)));
  return query;
}

export default async function consultantTimesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/consultant/:id/times',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'getConsultantTimes',
        tags: ['consultants'],
        summary:
          "A consultant's free slots on a date for the chosen services, on the business's clock (and the customer's): every slot step of the business, past its minimum notice, within its horizon, none on a day the consultant's per-day limit fills, and each slot's buffers (the first service's before, the last one's after) clear of the consultant's busy times, time off and the business's closures. override_booking_rules (the owner only; 403 otherwise) also offers times inside the notice and beyond the horizon.",
        params: IdParamSchema,
        querystring: ConsultantTimesQuerySchema,
        response: { 200: TimesAnswer },
      },
    },
    async (request) => {
      const me = requireAdmin(request);
      const scope = request.businessId;
      if (scope === null && !isPlatformAdmin(me)) {
        throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      }
      const consultantId = request.params.id;
      const { date, customer_timezone_id, excludeAppointmentId } = request.query;
      const override = request.query.override_booking_rules === true;
      if (override) assertMayOverride(me);
      const serviceIds = [...new Set(request.query.consultantServiceIds)];
      const origin = wallDayStart(date);
      if (Number.isNaN(origin) || new Date(origin).toISOString().slice(0, 10) !== date) {
        throw invalid('date', 'Please enter a valid date (YYYY-MM-DD)');
      }
      const [consultant] = await timesQuery({ scoped: scope !== null, excluding: excludeAppointmentId !== undefined })(
        app.db,
      ).execute({
        consultantId,
        scope: scope ?? 0,
        weekDay: weekDayOf(date),
        customerTimezoneId: customer_timezone_id ?? 0,
        serviceIds: `{${serviceIds.join(',')}}`,
        date,
        ...busyWindow(date),
        excludeId: excludeAppointmentId ?? 0,
      });

      if (!consultant) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
      if (customer_timezone_id !== undefined && consultant.customer_time_zone === null) {
        throw invalid('customer_timezone_id', AppointmentMessages.timezoneUnknown);
      }
      const { offered, busy } = consultant;
      if (offered.length !== serviceIds.length) {
        throw invalid('consultantServiceIds', AppointmentMessages.serviceNotOffered);
      }

      const now = clock.ms();
      // A waitlist hold is busy until it ends; time off has no end of that kind.
      const away = consultant.away.filter(([, , heldUntil]) => heldUntil === null || Number(heldUntil) > now);
      // Past the business's horizon (unless the owner overrides it) or on a full day nothing is
      // bookable: no times, and no slot engine run.
      if (
        (!override &&
          isBeyondHorizon(date, now, consultant.time_zone, consultant.booking_horizon_days)) ||
        isDayFull(consultant.booked, consultant.max_appointments_per_consultant_day)
      ) {
        return ok([]);
      }
      // The services in the order chosen: the first one's buffer before, the last one's after.
      const lines = serviceIds.map((id) => offered.find((s) => s.id === id)!);
      const buffers = appointmentBuffers(lines);
      const slots = freeSlots({
        date,
        businessDay: dayOrNull(consultant.business_day),
        consultantDay: dayOrNull(consultant.consultant_day),
        lengthMinutes: totalLength(lines.map((s) => consultantServiceLengths(s, s.business))),
        busy: [...busy, ...away].map(([start, end]) => ({ start: Number(start), end: Number(end) })),
        timeZone: consultant.time_zone,
        customerTimeZone: consultant.customer_time_zone,
        now,
        minimumNoticeMinutes: override ? 0 : consultant.minimum_notice_minutes,
        stepMinutes: consultant.slot_step_minutes,
        bufferBeforeMinutes: buffers.before,
        bufferAfterMinutes: buffers.after,
      });
      return ok(
        slots.map((s) =>
          s.customer_date === undefined
            ? { start_time: s.start_time, end_time: s.end_time }
            : {
                start_time: s.start_time,
                end_time: s.end_time,
                customer_date: s.customer_date,
                customer_start_time: s.customer_start_time,
                customer_end_time: s.customer_end_time,
              },
        ),
      );
    },
  );
}
