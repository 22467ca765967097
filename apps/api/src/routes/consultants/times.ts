import {
  AppError,
  AppointmentMessages,
  ConsultantTimesQuerySchema,
  ErrorCode,
  HttpMessages,
  IdParamSchema,
  TimeSlotSchema,
  consultantServiceLengths,
  freeSlots,
  isBeyondHorizon,
  totalLength,
  wallDayStart,
  weekDayOf,
  type DayTimes,
  type ServiceLengths,
} from '@rendezvous/domain';
import { isPlatformAdmin } from '@rendezvous/permissions';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
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
  timezones,
} from '../../db/schema';
import { ok } from '../../lib/http';
import { preparedPerDb } from '../../lib/prepared';
import { requireAdmin } from '../../plugins/auth';
import { clock } from '../../lib/clock';

const HOUR = 3_600_000;

const TimesAnswer = z.object({ data: z.array(TimeSlotSchema) });

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

/** A consultant service's lengths and its business service's, as the query builds them. */
type OfferedRow = ServiceLengths & {
  id: number;
  use_business_appointment_length: boolean;
  business: ServiceLengths;
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
 * it per request): the consultant with the business's zone, both days of the week day and the
 * customer's zone, and, correlated to that consultant (so inside its business), the chosen
 * services with their business service and the date's busy intervals. The appointments of the
 * local date are found through (consultant_id, starts_at).
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
        (extract(epoch from ${appointments.starts_at}) * 1000)::bigint,
        (extract(epoch from ${appointments.ends_at}) * 1000)::bigint)), '[]'::json)
      from ${appointments}
      where ${and(
        eq(appointments.consultant_id, consultants.id),
        eq(appointments.business_id, consultants.business_id),
        gte(appointments.starts_at, p('from')),
        lt(appointments.starts_at, p('to')),
        eq(appointments.date, p('date')),
        ne(appointments.status, 'cancelled'),
        excluding ? ne(appointments.id, p('excludeId')) : undefined,
      )})`;
    return db
      .select({
        time_zone: businesses.time_zone,
        booking_horizon_days: businesses.booking_horizon_days,
        customer_time_zone: timezones.name,
        business_day: dayColumns(businessDays),
        consultant_day: dayColumns(consultantDays),
        offered: offeredSql,
        busy: busySql,
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
          "A consultant's free slots on a date for the chosen services, on the business's clock (and the customer's)",
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
        // Every instant of a local date lies within 15 hours of its UTC midnight.
        from: new Date(origin - 15 * HOUR),
        to: new Date(origin + 39 * HOUR),
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
      // Past the business's horizon nothing is bookable: no times, and no slot engine run.
      if (isBeyondHorizon(date, now, consultant.time_zone, consultant.booking_horizon_days)) {
        return ok([]);
      }
      const slots = freeSlots({
        date,
        businessDay: dayOrNull(consultant.business_day),
        consultantDay: dayOrNull(consultant.consultant_day),
        lengthMinutes: totalLength(offered.map((s) => consultantServiceLengths(s, s.business))),
        busy: busy.map(([start, end]) => ({ start: Number(start), end: Number(end) })),
        timeZone: consultant.time_zone,
        customerTimeZone: consultant.customer_time_zone,
        now,
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
