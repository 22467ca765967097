import {
  AppError,
  AppointmentListQuerySchema,
  AppointmentMessages,
  AppointmentMonthlyStatsSchema,
  AppointmentSchema,
  AppointmentStatsParamsSchema,
  AppointmentTotalStatsSchema,
  CreateAppointmentInputSchema,
  ErrorBodySchema,
  ErrorCode,
  MAX_SERIES_OCCURRENCES,
  RecurrenceMessages,
  SeriesBookInputSchema,
  SeriesCancelInputSchema,
  SeriesCancelledSchema,
  SeriesMoveInputSchema,
  SeriesMovedSchema,
  SeriesBookedSchema,
  SeriesCheckSchema,
  SeriesCheckInputSchema,
  IdParamSchema,
  PaymentMessages,
  Snackbars,
  UpdateAppointmentInputSchema,
  maxTip,
  paginated,
  setupBlockMessage,
  timeToMinutes,
  activityNote,
  noteSlot,
  noteMove,
  type ActivityNote,
} from '@rendezvous/domain';
import { hasPermission } from '@rendezvous/permissions';
import { and, asc, count, eq, gt, gte, sum } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseOverlap } from '../../db/errors';
import { appointmentSeries, appointmentServices, appointments, businesses, consultants } from '../../db/schema';
import { envelope, notFound, ok, pageWindow, toPage } from '../../lib/http';
import { requireAdmin, requireBusinessId } from '../../plugins/auth';
import { recordActivity } from '../../services/activities';
import {
  assertDayOpen,
  assertMayOverride,
  dayLimitOf,
  hasOverride,
  keptBusyInterval,
  overrideNote,
} from '../../services/booking-rules';
import { calendarSync } from '../../services/calendar-sync';
import { createNotifications } from '../../services/notify';
import { businessFacts, pendingSetupSteps } from '../../services/setup-steps';
import { cardToCharge, chargeCompletedAppointment } from '../payments/charges';
import {
  assertKnownTimezone,
  insertAppointment,
  insertServiceLines,
  resolveBooking,
  type Booking,
  type ResolvedBooking,
} from './booking';
import { CountCache } from './count-cache';
import deliveryRoutes from './deliveries';
import { listCount, listRows } from './list';
import { appointmentColumns, loadAppointment, monthOf } from './relations';
import { clock } from '../../lib/clock';
import { eventOfChange, planAppointmentMessages } from '../../notifications/appointment-messages';
import { appointmentEventOfStatus, emitAppointmentEvent } from '../../services/webhooks';
import { handOnFreedSlot } from '../../services/freed-slot';
import {
  planSeries,
  planSeriesMove,
  presentOccurrence,
  writeSeries,
  type SeriesMember,
} from '../../services/series';


const slotTaken = () => new AppError(ErrorCode.Conflict, AppointmentMessages.slotTaken);

/** The signed-in admin's open setup steps block booking (spec §5). */
function assertSetupComplete(request: FastifyRequest) {
  const admin = requireAdmin(request);
  const screen = request.adminScreen;
  if (!screen?.business) return;
  const pending = pendingSetupSteps(admin.roles, {
    ...screen.facts,
    ...businessFacts(screen.business),
  });
  if (pending.length > 0)
    throw new AppError(ErrorCode.Forbidden, setupBlockMessage(pending.length));
}

/**
 * The tip rule (docs/decisions.md, Payments): a tip given is at most TIP_MAX_PERCENT of the
 * services total, and on a pay-now appointment, whose saved card it raises the charge of, only
 * the owner (who may change the business) gives it.
 */
function checkTip(request: FastifyRequest, tip: number, payNow: number, serviceTotal: number) {
  if (payNow === 1 && !hasPermission(requireAdmin(request), 'business', 'update')) {
    throw new AppError(ErrorCode.Forbidden, AppointmentMessages.tipOwnerOnly);
  }
  if (tip > maxTip(serviceTotal)) {
    throw new AppError(ErrorCode.Validation, AppointmentMessages.tipTooHigh, {
      tip: [AppointmentMessages.tipTooHigh],
    });
  }
}

export default async function appointmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const counts = new CountCache();
  await fastify.register(deliveryRoutes);

  /** Notifies the consultant's admin of a change someone else made; returns the emitter. */
  const notifyConsultant = (
    db: Parameters<typeof createNotifications>[1],
    businessId: number,
    actorId: number,
    consultantAdminId: number,
    body: ActivityNote,
  ) =>
    createNotifications(app, db, {
      businessId,
      adminIds: consultantAdminId === actorId ? [] : [consultantAdminId],
      type: 'appointment',
      body,
      sender: { type: 'admin', id: actorId },
    });

  app.get(
    '/appointments',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'listAppointments',
        tags: ['appointments'],
        summary:
          "The business's appointments, newest created first (sort=asc for oldest), paged; filters status, search (customer name or email), customerType+customerId, consultantId, dateFrom/dateTo (days on the business's calendar, both included); appendCustomer/Consultant/Services add relations. `limit` is the page size when paginate is absent.",
        querystring: AppointmentListQuerySchema,
        response: { 200: z.object({ data: paginated(AppointmentSchema) }) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const q = request.query;
      const window = pageWindow({ paginate: q.paginate ?? q.limit, page: q.page });
      const counted = listCount(app.db, businessId, q);
      // A search's count is read along; the other filters' totals are kept (see CountCache).
      const [page, searchTotal] = await Promise.all([
        listRows(app.db, businessId, q, window),
        counted.searching ? counted.read() : null,
      ]);
      const data = page.rows;
      const total =
        searchTotal ?? (await counts.get(businessId, counted.key, page.stamp, counted.read));
      return ok(toPage(data, total, window));
    },
  );

  app.get(
    '/appointment/:id',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'getAppointment',
        tags: ['appointments'],
        summary:
          'One appointment of the business with its customer, consultant, services, selected consultant services, video conferences and events (oldest first)',
        params: IdParamSchema,
        response: { 200: envelope(AppointmentSchema) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const found = await loadAppointment(app.db, businessId, request.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    '/appointment',
    {
      config: { permission: ['appointments', 'create'], adminScreen: true },
      schema: {
        operationId: 'createAppointment',
        tags: ['appointments'],
        summary:
          "Book an appointment: consultant, customer and consultant services of the business, times matching the services; amounts computed in cents (tax from the business rate, its booking fee). Pay now agrees the total as the most the card is charged; a tip is at most 30% of the services total and with pay now only the owner sets it (403). The business's booking rules hold: 422 inside the minimum notice, beyond the booking horizon or on a day the consultant's per-day limit fills; override_booking_rules (the owner only, 403 for anyone else) books inside the notice or beyond the horizon and records it in the activities. 409 when the slot is taken, the services' buffers included; refused while the admin has setup steps pending.",
        body: CreateAppointmentInputSchema,
        response: { 201: envelope(AppointmentSchema) },
      },
    },
    async (request, reply) => {
      const businessId = requireBusinessId(request);
      const admin = requireAdmin(request);
      const body = request.body;
      const override = body.override_booking_rules === true;
      if (override) assertMayOverride(admin);
      assertSetupComplete(request);
      await assertKnownTimezone(app.db, body.customer_timezone_id);
      const booked = await resolveBooking(app.db, businessId, body, { checkHours: true, override });
      if (body.tip > 0) checkTip(request, body.tip, body.pay_now, booked.amounts.service_total);
      const { id, emit } = await refuseOverlap(
        () =>
          app.db.transaction(async (tx) => {
            const appointmentId = await insertAppointment(tx, {
              businessId,
              customer: { type: body.customer_type, id: body.customerable_id },
              slot: body,
              booked,
              status: body.status,
            });
            if (body.status === 'active' && booked.starts_at > clock.now()) {
              await planAppointmentMessages(tx, app.jobs, request.log, appointmentId, 'booked');
            }
            await emitAppointmentEvent(tx, app.jobs, appointmentId, 'appointment.created');
            const activity = {
              businessId,
              adminId: admin.id,
              initiator: { type: 'admin', id: admin.id },
              receiver: { type: body.customer_type, id: body.customerable_id },
              type: 'event',
              note: activityNote('appointmentBooked', noteSlot(body)),
              appointmentId,
              startDate: booked.starts_at,
              endDate: booked.ends_at,
            } as const;
            await recordActivity(tx, activity);
            if (hasOverride(booked.overridden)) {
              await recordActivity(tx, { ...activity, note: overrideNote(booked.overridden, body) });
            }
            const emit = await notifyConsultant(
              tx,
              businessId,
              admin.id,
              booked.consultant.admin_id,
              activityNote('bellBooked', { name: booked.customer.full_name, ...noteSlot(body) }),
            );
            return { id: appointmentId, emit };
          }),
        slotTaken,
      );
      counts.forget(businessId);
      emit();
      app.jobs.nudge();
      await calendarSync(app).created(businessId, id);
      const created = await loadAppointment(app.db, businessId, id);
      return reply.status(201).send(ok(created!, AppointmentMessages.created));
    },
  );

  app.post(
    '/appointments/series/check',
    {
      config: { permission: ['appointments', 'create'], adminScreen: true },
      schema: {
        operationId: 'checkAppointmentSeries',
        tags: ['appointments'],
        summary: `Check every occurrence of a recurring series before booking it (at most ${MAX_SERIES_OCCURRENCES}): the first appointment as POST appointment takes it, and recurrence (every interval days, weeks or months, count times or until a date). Each occurrence answers free, or the reason a single booking would be refused and the nearest free time with the same consultant and services within a week (alternative). Books nothing.`,
        body: SeriesCheckInputSchema,
        response: {
          200: envelope(SeriesCheckSchema),
          403: ErrorBodySchema.describe('override_booking_rules from someone other than the owner, or setup steps pending.'),
          422: ErrorBodySchema.describe('A field is invalid, or the series would hold more than 52 appointments.'),
        },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const admin = requireAdmin(request);
      const { recurrence, ...body } = request.body;
      const override = body.override_booking_rules === true;
      if (override) assertMayOverride(admin);
      assertSetupComplete(request);
      const plan = await planSeries(app.db, businessId, body, recurrence, { override });
      return ok({ occurrences: plan.occurrences.map(presentOccurrence) });
    },
  );

  app.post(
    '/appointments/series',
    {
      config: { permission: ['appointments', 'create'], adminScreen: true },
      schema: {
        operationId: 'createAppointmentSeries',
        tags: ['appointments'],
        summary:
          "Book a recurring series in one transaction, checked as series/check does: book=all books every occurrence or none (409 listing the conflicts when any occurrence cannot be booked), book=free books the free ones and answers the others as skipped. A time taken by someone else meanwhile refuses the whole series (409): nothing is ever double-booked. The customer is sent one confirmation per appointment; each is recorded in the activities.",
        body: SeriesBookInputSchema,
        response: {
          201: envelope(SeriesBookedSchema),
          403: ErrorBodySchema.describe('override_booking_rules from someone other than the owner, or setup steps pending.'),
          409: ErrorBodySchema.describe('Some occurrence cannot be booked (book=all), none can (book=free), or a time was just taken: nothing was booked.'),
          422: ErrorBodySchema.describe('A field is invalid, or the series would hold more than 52 appointments.'),
        },
      },
    },
    async (request, reply) => {
      const businessId = requireBusinessId(request);
      const admin = requireAdmin(request);
      const { recurrence, book, ...body } = request.body;
      const override = body.override_booking_rules === true;
      if (override) assertMayOverride(admin);
      assertSetupComplete(request);
      const plan = await planSeries(app.db, businessId, body, recurrence, { override });
      if (body.tip > 0) checkTip(request, body.tip, body.pay_now, plan.booked.amounts.service_total);
      const conflicts = plan.occurrences.filter((o) => !o.free);
      const chosen = plan.occurrences.filter((o) => o.free);
      if (book === 'all' && conflicts.length > 0) {
        throw new AppError(ErrorCode.Conflict, RecurrenceMessages.conflicts(conflicts.length), {
          recurrence: conflicts.map((o) => `${o.date}: ${o.reason}`),
        });
      }
      if (chosen.length === 0) throw new AppError(ErrorCode.Conflict, RecurrenceMessages.noneFree);
      const { seriesId, ids, emit } = await refuseOverlap(
        () =>
          app.db.transaction(async (tx) => {
            const { seriesId, ids } = await writeSeries(tx, app.jobs, request.log, {
              businessId,
              recurrence,
              customer: { type: body.customer_type, id: body.customerable_id },
              slot: body,
              plan,
              chosen,
              status: body.status,
              activity: (o, id, nth) => ({
                adminId: admin.id,
                initiator: { type: 'admin', id: admin.id },
                receiver: { type: body.customer_type, id: body.customerable_id },
                type: 'event',
                note: activityNote('appointmentBookedInSeries', {
                  ...noteSlot({ ...body, date: o.date }),
                  series: id,
                  nth,
                  count: chosen.length,
                }),
              }),
            });
            const emit = await notifyConsultant(
              tx,
              businessId,
              admin.id,
              plan.booked.consultant.admin_id,
              activityNote('bellSeriesBooked', {
                count: ids.length,
                name: plan.booked.customer.full_name,
                date: chosen[0]!.date,
              }),
            );
            return { seriesId, ids, emit };
          }),
        slotTaken,
      );
      counts.forget(businessId);
      emit();
      app.jobs.nudge();
      for (const id of ids) await calendarSync(app).created(businessId, id);
      return reply.status(201).send(
        ok(
          { series_id: seriesId, appointment_ids: ids, skipped: conflicts.map(presentOccurrence) },
          RecurrenceMessages.booked(ids.length),
        ),
      );
    },
  );

  app.post(
    '/appointments/series/:id/cancel',
    {
      config: { permission: ['appointments', 'update'] },
      schema: {
        operationId: 'cancelAppointmentSeries',
        tags: ['appointments'],
        summary:
          "Cancel an occurrence of a series and the following ones: the series' active appointments on from_date and after, not yet started. Each customer is sent the cancellation, each is recorded in the activities, and each freed time goes to the waitlist, in one transaction.",
        params: IdParamSchema,
        body: SeriesCancelInputSchema,
        response: {
          200: envelope(SeriesCancelledSchema),
          404: ErrorBodySchema.describe('The business holds no such series.'),
        },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const admin = requireAdmin(request);
      const seriesId = request.params.id;
      const { from_date } = request.body;
      const [series] = await app.db
        .select({ id: appointmentSeries.id })
        .from(appointmentSeries)
        .where(and(eq(appointmentSeries.id, seriesId), eq(appointmentSeries.business_id, businessId)));
      if (!series) throw notFound();
      const { cancelled, emit } = await app.db.transaction(async (tx) => {
        const rows = await tx
          .update(appointments)
          .set({ status: 'cancelled', updated_at: clock.now() })
          .where(
            and(
              eq(appointments.business_id, businessId),
              eq(appointments.series_id, seriesId),
              eq(appointments.status, 'active'),
              gte(appointments.date, from_date),
              gt(appointments.starts_at, clock.now()),
            ),
          )
          .returning(appointmentColumns);
        rows.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
        for (const row of rows) {
          await planAppointmentMessages(tx, app.jobs, request.log, row.id, 'cancelled');
          await emitAppointmentEvent(tx, app.jobs, row.id, 'appointment.cancelled');
          await recordActivity(tx, {
            businessId,
            adminId: admin.id,
            initiator: { type: 'admin', id: admin.id },
            receiver: { type: row.customer_type, id: row.customerable_id },
            type: 'event',
            note: activityNote('seriesCancelled', { ...noteSlot(row), series: seriesId }),
            appointmentId: row.id,
            startDate: row.starts_at,
            endDate: row.ends_at,
          });
          await handOnFreedSlot(tx, app.jobs, {
            businessId,
            consultantId: row.consultant_id,
            appointmentId: row.id,
            startsAt: row.starts_at,
            endsAt: row.ends_at,
          });
        }
        // Read in the transaction: on the embedded database a read beside it would wait for it.
        const [consultant] = rows[0]
          ? await tx
              .select({ admin_id: consultants.admin_id })
              .from(consultants)
              .where(eq(consultants.id, rows[0].consultant_id))
          : [];
        const consultantAdminId = consultant?.admin_id ?? null;
        const emit =
          consultantAdminId === null
            ? () => {}
            : await notifyConsultant(
                tx,
                businessId,
                admin.id,
                consultantAdminId,
                activityNote('bellSeriesCancelled', { count: rows.length, date: from_date }),
              );
        return { cancelled: rows.map((r) => r.id), emit };
      });
      counts.forget(businessId);
      emit();
      app.jobs.nudge();
      for (const id of cancelled) await calendarSync(app).updated(businessId, id);
      return ok({ cancelled }, RecurrenceMessages.cancelled(cancelled.length));
    },
  );

  /**
   * An occurrence of the business's series (404 when the series is not the business's) and the
   * following ones, active and not yet started, earliest first: what "this and following" moves.
   */
  async function seriesFrom(businessId: number, seriesId: number, appointmentId: number): Promise<SeriesMember[]> {
    const [series] = await app.db
      .select({ id: appointmentSeries.id })
      .from(appointmentSeries)
      .where(and(eq(appointmentSeries.id, seriesId), eq(appointmentSeries.business_id, businessId)));
    if (!series) throw notFound();
    const members = await app.db
      .select({
        id: appointments.id,
        date: appointments.date,
        start_time: appointments.start_time,
        end_time: appointments.end_time,
        starts_at: appointments.starts_at,
        ends_at: appointments.ends_at,
        busy_from: appointments.busy_from,
        busy_until: appointments.busy_until,
        consultant_id: appointments.consultant_id,
        customer_type: appointments.customer_type,
        customerable_id: appointments.customerable_id,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.business_id, businessId),
          eq(appointments.series_id, seriesId),
          eq(appointments.status, 'active'),
          gt(appointments.starts_at, clock.now()),
        ),
      )
      .orderBy(asc(appointments.starts_at));
    const at = members.findIndex((m) => m.id === appointmentId);
    if (at < 0) {
      throw new AppError(ErrorCode.Validation, RecurrenceMessages.notInSeries, {
        appointment_id: [RecurrenceMessages.notInSeries],
      });
    }
    return members.slice(at);
  }

  const seriesMoveSchema = (operationId: string, summary: string) => ({
    config: { permission: ['appointments', 'update'] as const },
    schema: {
      operationId,
      tags: ['appointments'],
      summary,
      params: IdParamSchema,
      body: SeriesMoveInputSchema,
      response: {
        200: envelope(SeriesMovedSchema),
        403: ErrorBodySchema.describe('override_booking_rules from someone other than the owner.'),
        404: ErrorBodySchema.describe('The business holds no such series.'),
        ...(operationId === 'moveAppointmentSeries'
          ? { 409: ErrorBodySchema.describe('Some occurrence cannot move there, or a time was just taken: nothing was moved.') }
          : {}),
        422: ErrorBodySchema.describe('The appointment is not an upcoming one of the series, or the new date and time are those it has.'),
      },
    },
  });

  app.post(
    '/appointments/series/:id/move/check',
    seriesMoveSchema(
      'checkAppointmentSeriesMove',
      "Check moving an occurrence of a series (appointment_id) and the following ones, active and not yet started, by the same step as that occurrence to date and start_time: each keeps its length, consultant and services. Each answers where it would fall, free or the reason a single move would be refused and the nearest free time. Moves nothing.",
    ),
    async (request) => {
      const businessId = requireBusinessId(request);
      const admin = requireAdmin(request);
      const { appointment_id, override_booking_rules, ...to } = request.body;
      const override = override_booking_rules === true;
      if (override) assertMayOverride(admin);
      const members = await seriesFrom(businessId, request.params.id, appointment_id);
      const plan = await planSeriesMove(app.db, businessId, members, to, { override });
      return ok({ moved: [], occurrences: plan.moves.map((m) => presentOccurrence(m.to)) });
    },
  );

  app.post(
    '/appointments/series/:id/move',
    seriesMoveSchema(
      'moveAppointmentSeries',
      "Move an occurrence of a series and the following ones as move/check checks them, all or none (409 listing the conflicts). Each customer is sent the new time, each move is recorded in the activities and each time given up goes to the waitlist, in one transaction; a time taken by someone else meanwhile moves nothing (409).",
    ),
    async (request) => {
      const businessId = requireBusinessId(request);
      const admin = requireAdmin(request);
      const seriesId = request.params.id;
      const { appointment_id, override_booking_rules, ...to } = request.body;
      const override = override_booking_rules === true;
      if (override) assertMayOverride(admin);
      const members = await seriesFrom(businessId, seriesId, appointment_id);
      const { moves, shift } = await planSeriesMove(app.db, businessId, members, to, { override });
      const conflicts = moves.filter((m) => !m.to.free);
      if (conflicts.length > 0) {
        throw new AppError(ErrorCode.Conflict, RecurrenceMessages.moveConflicts(conflicts.length), {
          recurrence: conflicts.map((m) => `${m.to.date}: ${m.to.reason}`),
        });
      }
      // Later first when the series moves later (earlier first when earlier): an appointment
      // never lands, even for a moment, on the time of one not yet moved, which the database's
      // no-overlap constraint would refuse.
      const later = shift.days > 0 || (shift.days === 0 && shift.minutes > 0);
      const ordered = later ? [...moves].reverse() : moves;
      const emit = await refuseOverlap(
        () =>
          app.db.transaction(async (tx) => {
            for (const { member, to: slot } of ordered) {
              await tx
                .update(appointments)
                .set({
                  date: slot.date,
                  start_time: slot.start_time,
                  end_time: slot.end_time,
                  starts_at: slot.starts_at,
                  ends_at: slot.ends_at,
                  busy_from: slot.busy_from,
                  busy_until: slot.busy_until,
                  updated_at: clock.now(),
                })
                .where(and(eq(appointments.id, member.id), eq(appointments.business_id, businessId)));
              await planAppointmentMessages(tx, app.jobs, request.log, member.id, 'moved');
              await emitAppointmentEvent(tx, app.jobs, member.id, 'appointment.changed');
              await handOnFreedSlot(tx, app.jobs, {
                businessId,
                consultantId: member.consultant_id,
                appointmentId: member.id,
                startsAt: member.starts_at,
                endsAt: member.ends_at,
              });
              const activity = {
                businessId,
                adminId: admin.id,
                initiator: { type: 'admin', id: admin.id },
                receiver: { type: member.customer_type, id: member.customerable_id },
                type: 'event',
                note: activityNote('seriesRescheduled', { ...noteMove(member, slot), series: seriesId }),
                appointmentId: member.id,
                startDate: slot.starts_at,
                endDate: slot.ends_at,
              } as const;
              await recordActivity(tx, activity);
              if (override) {
                await recordActivity(tx, {
                  ...activity,
                  note: activityNote('seriesRescheduledOverridden', { ...noteMove(member, slot), series: seriesId }),
                });
              }
            }
            const [consultant] = await tx
              .select({ admin_id: consultants.admin_id })
              .from(consultants)
              .where(eq(consultants.id, members[0]!.consultant_id));
            return consultant?.admin_id == null
              ? () => {}
              : notifyConsultant(
                  tx,
                  businessId,
                  admin.id,
                  consultant.admin_id,
                  activityNote('bellSeriesMoved', { count: moves.length, ...noteMove(members[0]!, moves[0]!.to) }),
                );
          }),
        slotTaken,
      );
      counts.forget(businessId);
      emit();
      app.jobs.nudge();
      for (const { member } of moves) await calendarSync(app).updated(businessId, member.id);
      return ok(
        { moved: moves.map((m) => m.member.id), occurrences: moves.map((m) => presentOccurrence(m.to)) },
        RecurrenceMessages.moved(moves.length),
      );
    },
  );

  app.put(
    '/appointment/:id',
    {
      config: { permission: ['appointments', 'update'] },
      schema: {
        operationId: 'updateAppointment',
        tags: ['appointments'],
        summary:
          "Change an appointment: the given fields over the stored ones. A new consultant, customer, time or services is checked again and the amounts recomputed; status moves freely between active, completed, cancelled and missed (completing a pay-now one charges its card, never past the total agreed). A tip given is at most 30% of the services total and on pay now only the owner raises it (403); turning pay now on needs a saved card of the customer (422). A new time or consultant is held to the business's booking rules (minimum notice, horizon, per-day limit: 422), which override_booking_rules lifts for the notice and the horizon (the owner only, 403 otherwise; recorded in the activities). 422 when nothing changes, 409 when the slot is taken, the services' buffers included.",
        params: IdParamSchema,
        body: UpdateAppointmentInputSchema,
        response: { 200: envelope(AppointmentSchema) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const admin = requireAdmin(request);
      const id = request.params.id;
      const [current, lines] = await Promise.all([
        app.db
          .select({
            ...appointmentColumns,
            agreed_total: appointments.agreed_total,
            busy_from: appointments.busy_from,
            busy_until: appointments.busy_until,
          })
          .from(appointments)
          .where(and(eq(appointments.id, id), eq(appointments.business_id, businessId)))
          .then((r) => r[0]),
        app.db
          .select({ consultant_service_id: appointmentServices.consultant_service_id })
          .from(appointmentServices)
          .where(
            and(
              eq(appointmentServices.appointment_id, id),
              eq(appointmentServices.business_id, businessId),
            ),
          )
          .orderBy(asc(appointmentServices.id)),
      ]);
      if (!current) throw notFound();
      const body = request.body;
      const override = body.override_booking_rules === true;
      if (override) assertMayOverride(admin);
      const storedServices = lines
        .map((l) => l.consultant_service_id)
        .filter((s): s is number => s !== null);
      const merged: Booking & {
        status: typeof current.status;
        pay_now: typeof current.pay_now;
        customer_timezone_id: number | null;
      } = {
        consultant_id: body.consultant_id ?? current.consultant_id,
        customer_type: body.customer_type ?? current.customer_type,
        customerable_id: body.customerable_id ?? current.customerable_id,
        date: body.date ?? current.date,
        start_time: body.start_time ?? current.start_time,
        end_time: body.end_time ?? current.end_time,
        services: body.services ?? storedServices,
        tip: body.tip ?? current.tip,
        status: body.status ?? current.status,
        pay_now: body.pay_now ?? current.pay_now,
        customer_timezone_id:
          body.customer_timezone_id === undefined
            ? current.customer_timezone_id
            : body.customer_timezone_id,
      };
      const sameIds = (a: number[], b: number[]) =>
        [...new Set(a)].sort((x, y) => x - y).join(',') ===
        [...new Set(b)].sort((x, y) => x - y).join(',');
      const moved =
        merged.date !== current.date ||
        timeToMinutes(merged.start_time) !== timeToMinutes(current.start_time) ||
        timeToMinutes(merged.end_time) !== timeToMinutes(current.end_time);
      const rebooked =
        moved ||
        merged.consultant_id !== current.consultant_id ||
        merged.customer_type !== current.customer_type ||
        merged.customerable_id !== current.customerable_id ||
        !sameIds(merged.services, storedServices) ||
        merged.tip !== current.tip;
      const statusChanged = merged.status !== current.status;
      const otherChanged =
        merged.pay_now !== current.pay_now ||
        merged.customer_timezone_id !== current.customer_timezone_id;
      if (!rebooked && !statusChanged && !otherChanged) {
        throw new AppError(ErrorCode.Validation, Snackbars.appointmentUnchanged);
      }
      if (timeToMinutes(merged.start_time) >= timeToMinutes(merged.end_time)) {
        throw new AppError(ErrorCode.Validation, AppointmentMessages.timesOrder, {
          end_time: [AppointmentMessages.timesOrder],
        });
      }
      if (merged.customer_timezone_id !== current.customer_timezone_id) {
        await assertKnownTimezone(app.db, merged.customer_timezone_id);
      }

      // Hours (and the horizon) are checked again only when the time, consultant or services
      // change: a past appointment stays editable after the opening hours move. The notice only
      // when the time or the consultant does: services changed at the chair are no new booking.
      const retimed = moved || merged.consultant_id !== current.consultant_id;
      const reslotted = retimed || !sameIds(merged.services, storedServices);
      let booked: ResolvedBooking | null = null;
      if (rebooked) {
        booked = await resolveBooking(app.db, businessId, merged, {
          checkHours: reslotted,
          checkNotice: retimed,
          override,
        });
      }
      // The appointment joins a day's count when it lands on another date or consultant, or
      // comes back from cancelled.
      const joinsDay =
        merged.status !== 'cancelled' &&
        (merged.date !== current.date ||
          merged.consultant_id !== current.consultant_id ||
          current.status === 'cancelled');
      const dayLimit = !joinsDay
        ? null
        : (booked?.dayLimit ?? (await dayLimitOf(app.db, businessId)));
      // What the card may be charged: agreed when pay now is (for this customer), then moved
      // only by the tip.
      const payNowOn =
        merged.pay_now === 1 &&
        (current.pay_now === 0 ||
          merged.customer_type !== current.customer_type ||
          merged.customerable_id !== current.customerable_id);
      // Raising a tip, or one the card will now be charged, is the owner's; lowering one never
      // raises a charge (and the console's dialog sends tip 0 with every edit).
      if (merged.tip > current.tip || (payNowOn && merged.tip > 0)) {
        checkTip(request, merged.tip, merged.pay_now, booked?.amounts.service_total ?? current.service_total);
      }
      if (
        payNowOn &&
        !(await cardToCharge(app.db, { type: merged.customer_type, id: merged.customerable_id }))
      ) {
        throw new AppError(ErrorCode.Validation, PaymentMessages.cardRequired, {
          pay_now: [PaymentMessages.cardRequired],
        });
      }
      const total = booked?.amounts.total ?? current.total;
      const agreedTotal =
        merged.pay_now === 0
          ? 0
          : payNowOn
            ? total
            : Math.max(0, current.agreed_total + merged.tip - current.tip);
      const consultantAdminId =
        booked?.consultant.admin_id ?? (await resolveConsultantAdmin(current.consultant_id));

      const statuses = { fromStatus: current.status, status: merged.status };
      const note =
        moved && statusChanged
          ? activityNote('appointmentRescheduledAndStatusChanged', { ...noteMove(current, merged), ...statuses })
          : moved
            ? activityNote('appointmentRescheduled', noteMove(current, merged))
            : statusChanged
              ? activityNote('appointmentStatusChanged', statuses)
              : activityNote('appointmentUpdated', noteSlot(merged));

      const emit = await refuseOverlap(
        () =>
          app.db.transaction(async (tx) => {
            if (dayLimit !== null) {
              await assertDayOpen(tx, {
                businessId,
                consultantId: merged.consultant_id,
                date: merged.date,
                limit: dayLimit,
                excludeAppointmentId: id,
              });
            }
            await tx
              .update(appointments)
              .set({
                consultant_id: merged.consultant_id,
                customer_type: merged.customer_type,
                customerable_id: merged.customerable_id,
                customer_timezone_id: merged.customer_timezone_id,
                date: merged.date,
                start_time: merged.start_time,
                end_time: merged.end_time,
                status: merged.status,
                pay_now: merged.pay_now,
                agreed_total: agreedTotal,
                ...(booked
                  ? {
                      starts_at: booked.starts_at,
                      ends_at: booked.ends_at,
                      // A new slot takes its services' buffers; otherwise the stored ones stay.
                      ...(reslotted
                        ? { busy_from: booked.busy_from, busy_until: booked.busy_until }
                        : keptBusyInterval(current, booked)),
                      ...booked.amounts,
                    }
                  : {}),
                updated_at: clock.now(),
              })
              .where(and(eq(appointments.id, id), eq(appointments.business_id, businessId)));
            if (booked) {
              await tx
                .delete(appointmentServices)
                .where(
                  and(
                    eq(appointmentServices.appointment_id, id),
                    eq(appointmentServices.business_id, businessId),
                  ),
                );
              await insertServiceLines(tx, businessId, id, booked.lines);
            }
            const event = eventOfChange(
              current,
              { ...merged, starts_at: booked?.starts_at ?? current.starts_at },
              rebooked,
            );
            if (event) await planAppointmentMessages(tx, app.jobs, request.log, id, event);
            await emitAppointmentEvent(tx, app.jobs, id, appointmentEventOfStatus(current.status, merged.status));
            // An upcoming time this appointment gave up (cancelled, or moved or handed to
            // another consultant) goes to the waitlist.
            const gaveUp =
              current.status === 'active' &&
              (merged.status === 'cancelled' || retimed);
            if (gaveUp) {
              await handOnFreedSlot(tx, app.jobs, {
                businessId,
                consultantId: current.consultant_id,
                appointmentId: id,
                startsAt: current.starts_at,
                endsAt: current.ends_at,
              });
            }
            const activity = {
              businessId,
              adminId: admin.id,
              initiator: { type: 'admin', id: admin.id },
              receiver: { type: merged.customer_type, id: merged.customerable_id },
              type: 'event',
              note,
              appointmentId: id,
              startDate: booked?.starts_at ?? current.starts_at,
              endDate: booked?.ends_at ?? current.ends_at,
            } as const;
            await recordActivity(tx, activity);
            if (booked && hasOverride(booked.overridden)) {
              await recordActivity(tx, { ...activity, note: overrideNote(booked.overridden, merged) });
            }
            return consultantAdminId === null
              ? () => {}
              : notifyConsultant(tx, businessId, admin.id, consultantAdminId, note);
          }),
        slotTaken,
      );
      counts.forget(businessId);
      emit();
      app.jobs.nudge();
      // Completing a pay-now appointment charges its customer's card, once (see the charge).
      if (statusChanged && merged.status === 'completed' && merged.pay_now === 1) {
        await chargeCompletedAppointment(app.db, app.config, app.mail, request.log, businessId, id);
      }
      if (booked || statusChanged) await calendarSync(app).updated(businessId, id);
      const updated = await loadAppointment(app.db, businessId, id);
      return ok(updated!, AppointmentMessages.updated);
    },
  );

  async function resolveConsultantAdmin(consultantId: number): Promise<number | null> {
    const [row] = await app.db
      .select({ admin_id: consultants.admin_id })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    return row?.admin_id ?? null;
  }

  app.delete(
    '/appointment/:id',
    {
      config: { permission: ['appointments', 'delete'] },
      schema: {
        operationId: 'deleteAppointment',
        tags: ['appointments'],
        summary:
          'Delete an appointment of the business; its events stay in the activities without it',
        params: IdParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const admin = requireAdmin(request);
      const id = request.params.id;
      const [current] = await app.db
        .select(appointmentColumns)
        .from(appointments)
        .where(and(eq(appointments.id, id), eq(appointments.business_id, businessId)));
      if (!current) throw notFound();
      const consultantAdminId = await resolveConsultantAdmin(current.consultant_id);
      const note = activityNote('appointmentDeleted', noteSlot(current));
      const removeOutside = await calendarSync(app).beforeDelete(businessId, id);
      const emit = await app.db.transaction(async (tx) => {
        await recordActivity(tx, {
          businessId,
          adminId: admin.id,
          initiator: { type: 'admin', id: admin.id },
          receiver: { type: current.customer_type, id: current.customerable_id },
          type: 'event',
          note,
          appointmentId: id,
          startDate: current.starts_at,
          endDate: current.ends_at,
        });
        await tx
          .delete(appointments)
          .where(and(eq(appointments.id, id), eq(appointments.business_id, businessId)));
        if (current.status === 'active') {
          await handOnFreedSlot(tx, app.jobs, {
            businessId,
            consultantId: current.consultant_id,
            appointmentId: id,
            startsAt: current.starts_at,
            endsAt: current.ends_at,
          });
        }
        return consultantAdminId === null
          ? () => {}
          : notifyConsultant(tx, businessId, admin.id, consultantAdminId, note);
      });
      counts.forget(businessId);
      emit();
      app.jobs.nudge();
      await removeOutside();
      return ok(null, AppointmentMessages.deleted);
    },
  );

  app.get(
    '/appointments/stats/:x',
    {
      config: { permission: ['appointments', 'read'] },
      schema: {
        operationId: 'appointmentStats',
        tags: ['appointments'],
        summary:
          "Dashboard figures: x=total { total: count of every appointment }, x=profit { total: sum of completed appointments' totals in cents }, x=monthly [{ month: YYYY-MM, count }] for the last 12 months by date in the business time zone, oldest first",
        params: AppointmentStatsParamsSchema,
        response: {
          200: envelope(z.union([AppointmentTotalStatsSchema, AppointmentMonthlyStatsSchema])),
        },
      },
    },
    async (request) => {
      const businessId = requireBusinessId(request);
      const inBusiness = eq(appointments.business_id, businessId);
      switch (request.params.x) {
        case 'total': {
          const [row] = await app.db.select({ n: count() }).from(appointments).where(inBusiness);
          return ok({ total: row?.n ?? 0 });
        }
        case 'profit': {
          const [row] = await app.db
            .select({ total: sum(appointments.total).mapWith(Number) })
            .from(appointments)
            .where(and(inBusiness, eq(appointments.status, 'completed')));
          return ok({ total: row?.total ?? 0 });
        }
        case 'monthly': {
          const [business] = await app.db
            .select({ time_zone: businesses.time_zone })
            .from(businesses)
            .where(eq(businesses.id, businessId));
          const months = lastMonths(clock.now(), business?.time_zone ?? 'UTC', 12);
          const rows = await app.db
            .select({ month: monthOf, n: count() })
            .from(appointments)
            .where(and(inBusiness, gte(appointments.date, `${months[0]}-01`)))
            .groupBy(monthOf);
          const counts = new Map(rows.map((r) => [r.month, r.n]));
          return ok(months.map((month) => ({ month, count: counts.get(month) ?? 0 })));
        }
      }
    },
  );
}

/** The last `n` months (YYYY-MM) up to the current one in `timeZone`, oldest first. */
export function lastMonths(now: Date, timeZone: string, n: number): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const index = year * 12 + (month - 1) - i;
    out.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}
