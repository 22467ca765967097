import {
  AppError,
  AppointmentMessages,
  ErrorCode,
  HttpMessages,
  appointmentBuffers,
  consultantServiceLengths,
  freeSlots,
  isBeyondHorizon,
  isDayFull,
  totalLength,
  wallDayStart,
  weekDayOf,
  type DayTimes,
  type PublicTimeSlot,
  type PublicTimesQuerySchema,
} from '@rendezvous/domain';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  admins,
  appointments,
  consultantServices,
  consultants,
  days,
  services,
  timezones,
} from '../../db/schema';
import { busyDuring, busyWindow } from '../../services/booking-rules';
import { awayIntervals } from '../../services/time-off';
import type { LiveSite } from './site';

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.Validation, message, { [field]: [message] });

type Query = z.output<typeof PublicTimesQuerySchema>;

const dayOf = (row: typeof days.$inferSelect | undefined): DayTimes | null =>
  row
    ? {
        is_active: row.is_active,
        work_start_time: row.work_start_time,
        work_end_time: row.work_end_time,
        has_breaks: row.has_breaks,
        break_start_time: row.break_start_time,
        break_end_time: row.break_end_time,
      }
    : null;

/**
 * The free slots of a date at a live site for business services: one consultant's, or every
 * bookable consultant's who offers all of them ("any available"), merged by time with each
 * time once, each slot naming its consultant and the consultant services to book. The same
 * slot engine and rules as the console's consultant times (business and consultant hours,
 * breaks, the consultant's other appointments, time off and the business's closures, the services' buffers, the
 * business's step, minimum notice, horizon and per-day limit).
 */
export async function publicFreeTimes(
  db: Db,
  site: LiveSite,
  query: Query,
  now: number,
): Promise<PublicTimeSlot[]> {
  const { date, customer_timezone_id, consultant_id } = query;
  const serviceIds = [...new Set(query.service_ids)];
  const origin = wallDayStart(date);
  if (Number.isNaN(origin) || new Date(origin).toISOString().slice(0, 10) !== date) {
    throw invalid('date', 'Please enter a valid date (YYYY-MM-DD)');
  }
  // Past the business's horizon nothing is bookable: no times, and no slot engine run.
  if (isBeyondHorizon(date, now, site.time_zone, site.booking_horizon_days)) return [];
  const window = busyWindow(date);
  const weekDay = weekDayOf(date);
  const staffFilter = and(
    eq(consultants.business_id, site.id),
    consultant_id === undefined ? undefined : eq(consultants.id, consultant_id),
  );
  const [staff, offered, zone] = await Promise.all([
    db
      .select({ id: consultants.id, firstname: admins.firstname, lastname: admins.lastname })
      .from(consultants)
      .innerJoin(admins, eq(admins.id, consultants.admin_id))
      .where(and(staffFilter, eq(admins.is_active, 1), eq(admins.is_away, 0)))
      .orderBy(asc(admins.firstname), asc(admins.lastname), asc(consultants.id)),
    db
      .select({
        id: consultantServices.id,
        consultant_id: consultantServices.consultant_id,
        service_id: consultantServices.service_id,
        use_business_appointment_length: consultantServices.use_business_appointment_length,
        appointment_length_decider: consultantServices.appointment_length_decider,
        appointment_length: consultantServices.appointment_length,
        minimum_appointment_length: consultantServices.minimum_appointment_length,
        maximum_appointment_length: consultantServices.maximum_appointment_length,
        buffer_before_minutes: services.buffer_before_minutes,
        buffer_after_minutes: services.buffer_after_minutes,
        business: {
          appointment_length_decider: services.appointment_length_decider,
          appointment_length: services.appointment_length,
          minimum_appointment_length: services.minimum_appointment_length,
          maximum_appointment_length: services.maximum_appointment_length,
        },
      })
      .from(consultantServices)
      .innerJoin(
        services,
        and(
          eq(services.id, consultantServices.service_id),
          eq(services.business_id, consultantServices.business_id),
        ),
      )
      .where(
        and(
          eq(consultantServices.business_id, site.id),
          inArray(consultantServices.service_id, serviceIds),
          consultant_id === undefined
            ? undefined
            : eq(consultantServices.consultant_id, consultant_id),
        ),
      ),
    customer_timezone_id === undefined
      ? Promise.resolve(undefined)
      : db
          .select({ name: timezones.name })
          .from(timezones)
          .where(eq(timezones.id, customer_timezone_id))
          .then((rows) => rows[0] ?? null),
  ]);
  if (zone === null) throw invalid('customer_timezone_id', AppointmentMessages.timezoneUnknown);
  if (consultant_id !== undefined && staff.length === 0)
    throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);

  // Only consultants offering every chosen service can take the appointment.
  const byConsultant = new Map<number, typeof offered>();
  for (const row of offered)
    byConsultant.set(row.consultant_id, [...(byConsultant.get(row.consultant_id) ?? []), row]);
  const able = staff.filter((c) => (byConsultant.get(c.id)?.length ?? 0) === serviceIds.length);
  if (able.length === 0) {
    if (consultant_id !== undefined)
      throw invalid('service_ids', AppointmentMessages.serviceNotOffered);
    return [];
  }
  const ableIds = able.map((c) => c.id);
  const [dayRows, busyRows, away] = await Promise.all([
    db
      .select()
      .from(days)
      .where(
        and(
          eq(days.day, weekDay),
          or(
            and(eq(days.business_id, site.id), isNull(days.consultant_id)),
            inArray(days.consultant_id, ableIds),
          ),
        ),
      ),
    // The busy intervals the date's slots could meet, the neighbouring dates' among them.
    db
      .select({
        consultant_id: appointments.consultant_id,
        date: appointments.date,
        busy_from: appointments.busy_from,
        busy_until: appointments.busy_until,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.business_id, site.id),
          inArray(appointments.consultant_id, ableIds),
          busyDuring(window.from, window.to),
        ),
      ),
    // Their time off and the business's closures, busy like appointments.
    awayIntervals(db, site.id, ableIds, window.from, window.to),
  ]);
  const businessDay = dayOf(dayRows.find((d) => d.consultant_id === null));

  // "Any available" offers each time once: the consultant with the fewest appointments that
  // day takes it (name order among equals), which spreads the bookings over the team. A
  // consultant whose day is at the business's limit takes none.
  const busyCount = (id: number) =>
    busyRows.filter((b) => b.consultant_id === id && b.date === date).length;
  const open = able.filter(
    (c) => !isDayFull(busyCount(c.id), site.max_appointments_per_consultant_day),
  );
  const takers =
    consultant_id === undefined
      ? open
          .map((c, order) => ({ c, order, busy: busyCount(c.id) }))
          .sort((a, b) => a.busy - b.busy || a.order - b.order)
          .map(({ c }) => c)
      : open;

  const slots: (PublicTimeSlot & { starts_at: number })[] = [];
  for (const consultant of takers) {
    const lines = serviceIds.map((id) =>
      byConsultant.get(consultant.id)!.find((s) => s.service_id === id)!,
    );
    const buffers = appointmentBuffers(lines);
    const found = freeSlots({
      date,
      businessDay,
      consultantDay: dayOf(dayRows.find((d) => d.consultant_id === consultant.id)),
      lengthMinutes: totalLength(lines.map((s) => consultantServiceLengths(s, s.business))),
      busy: [
        ...busyRows
          .filter((b) => b.consultant_id === consultant.id)
          .map((b) => ({ start: b.busy_from.getTime(), end: b.busy_until.getTime() })),
        ...(away.get(consultant.id) ?? []),
      ],
      timeZone: site.time_zone,
      customerTimeZone: zone?.name ?? null,
      now,
      minimumNoticeMinutes: site.minimum_notice_minutes,
      stepMinutes: site.slot_step_minutes,
      bufferBeforeMinutes: buffers.before,
      bufferAfterMinutes: buffers.after,
    });
    for (const s of found) {
      slots.push({
        consultant_id: consultant.id,
        consultant_name: `${consultant.firstname} ${consultant.lastname}`.trim(),
        consultant_service_ids: lines.map((l) => l.id),
        start_time: s.start_time,
        end_time: s.end_time,
        starts_at: s.starts_at,
        ...(s.customer_date === undefined
          ? {}
          : {
              customer_date: s.customer_date,
              customer_start_time: s.customer_start_time,
              customer_end_time: s.customer_end_time,
            }),
      });
    }
  }
  // Stable: within one start time the consultants keep the takers' order.
  slots.sort((a, b) => a.starts_at - b.starts_at);
  const once = slots.filter((slot, i) => i === 0 || slot.starts_at !== slots[i - 1]!.starts_at);
  return once.map(({ starts_at: _startsAt, ...slot }) => slot);
}
