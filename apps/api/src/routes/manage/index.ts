import {
  AppError,
  AppointmentMessages,
  CustomerMessages,
  ErrorBodySchema,
  ErrorCode,
  ManageCancelInputSchema,
  ManageLinkMessages,
  ManageMoveInputSchema,
  ManageTimesQuerySchema,
  ManageTokenQuerySchema,
  ManagedAppointmentSchema,
  PublicTimeSlotSchema,
  activityNote,
  noteMove,
  noteSlot,
  timeOfDay,
  timeToMinutes,
  type ManagedAppointment,
} from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointments, businesses, guests, users } from '../../db/schema';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http';
import type { ManagedAppointmentRef } from '../../notifications/links';
import { assertKnownTimezone } from '../appointments/booking';
import {
  presentCustomerAppointments,
  selectCustomerAppointmentRows,
  type CustomerAppointmentRow,
} from '../customer-auth/appointments';
import {
  assertCustomerCanChange,
  cancelCustomerAppointment,
  moveCustomerAppointment,
} from '../customer-auth/changes';
import { loadLiveSite } from '../customer-auth/site';
import { publicFreeTimes } from '../customer-auth/times';

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

const HOUR = 3_600_000;
const DAY_MINUTES = 24 * 60;

const refusedLink = ErrorBodySchema.describe(
  'The token was not signed by this server, was altered, names an appointment that is not its ' +
    "customer's, or the appointment has started (the link expired): nothing changed.",
);
const tooLate = ErrorBodySchema.describe(
  'Inside the business\'s cancellation notice ("… Please contact the business."), already ' +
    'cancelled or over, or an invalid new time: nothing changed.',
);

/**
 * The "manage your appointment" link of a confirmation e-mail (issue 25): its holder sees the
 * appointment and, outside the business's cancellation notice, cancels or moves it with no
 * account. The signed token names the appointment and its customer; it opens nothing else and
 * stops working when the appointment starts. Reads are GETs that change nothing (a mail
 * scanner following the link is harmless); every change is a POST from the site's page.
 */
export default async function manageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The appointment a token opens, as it is now; 404 when the link is not (or no longer) good. */
  const resolve = async (token: string) => {
    const ref = app.messageLinks.verifyManageToken(token);
    if (!ref) throw new AppError(ErrorCode.NotFound, ManageLinkMessages.invalid);
    const [row] = await selectCustomerAppointmentRows(
      app.db,
      and(
        eq(appointments.id, ref.appointmentId),
        eq(appointments.customer_type, ref.customer.type),
        eq(appointments.customerable_id, ref.customer.id),
      ),
    );
    if (!row) throw new AppError(ErrorCode.NotFound, ManageLinkMessages.invalid);
    if (row.starts_at.getTime() <= clock.ms())
      throw new AppError(ErrorCode.NotFound, ManageLinkMessages.expired);
    return { row, ref };
  };

  const present = async (row: CustomerAppointmentRow): Promise<ManagedAppointment> => {
    const [[business], [appointment]] = await Promise.all([
      app.db
        .select({
          name: businesses.name,
          subdomain: businesses.subdomain,
          phone: businesses.phone_number,
        })
        .from(businesses)
        .where(eq(businesses.id, row.business_id)),
      presentCustomerAppointments(app.db, [row]),
    ]);
    return {
      business: { name: business!.name, subdomain: business!.subdomain, phone: business!.phone },
      appointment: appointment!,
      change_until:
        row.status === 'active'
          ? new Date(row.starts_at.getTime() - row.cancellation_notice_hours * HOUR).toISOString()
          : null,
    };
  };

  /** The appointment as it is after a change. */
  const reread = async (ref: ManagedAppointmentRef) => {
    const [row] = await selectCustomerAppointmentRows(
      app.db,
      eq(appointments.id, ref.appointmentId),
    );
    return present(row!);
  };

  /** The customer's name, for the activity and the business's notification. */
  const customerName = async (row: CustomerAppointmentRow, ref: ManagedAppointmentRef) => {
    const table = ref.customer.type === 'user' ? users : guests;
    const [person] = await app.db
      .select({ firstname: table.firstname, lastname: table.lastname })
      .from(table)
      .where(and(eq(table.id, ref.customer.id), eq(table.business_id, row.business_id)));
    return person ? `${person.firstname} ${person.lastname}`.trim() : 'A customer';
  };

  app.get(
    '/manage/appointment',
    {
      config: { public: true },
      schema: {
        operationId: 'getManagedAppointment',
        tags: ['customers'],
        summary:
          "The appointment a confirmation e-mail's signed manage link names: its business (name, " +
          'subdomain, phone), date, times and zone, services, consultant, status, whether it can ' +
          'still be cancelled or moved online (can_change) and until when (change_until). Changes nothing',
        querystring: ManageTokenQuerySchema,
        response: { 200: envelope(ManagedAppointmentSchema), 404: refusedLink },
      },
    },
    async (request) => {
      const { row } = await resolve(request.query.token);
      return ok(await present(row));
    },
  );

  app.get(
    '/manage/appointment/times',
    {
      config: { public: true },
      schema: {
        operationId: 'getManagedAppointmentTimes',
        tags: ['customers'],
        summary:
          "Free times on a date to move a signed link's appointment to: the same consultant and " +
          "services, by the site's free-times rules (hours, buffers, notice, horizon, per-day limit)",
        querystring: ManageTimesQuerySchema,
        response: { 200: envelope(z.array(PublicTimeSlotSchema)), 404: refusedLink, 422: tooLate },
      },
    },
    async (request) => {
      const { row } = await resolve(request.query.token);
      assertCustomerCanChange(row);
      const [[business], [appointment]] = await Promise.all([
        app.db
          .select({ subdomain: businesses.subdomain })
          .from(businesses)
          .where(eq(businesses.id, row.business_id)),
        presentCustomerAppointments(app.db, [row]),
      ]);
      // The site's own rules for its free times (a business whose site went offline offers none).
      const site = await loadLiveSite(app.db, business?.subdomain ?? '');
      const serviceIds = appointment!.services.flatMap((s) =>
        s.service_id === null ? [] : [s.service_id],
      );
      if (serviceIds.length === 0) return ok([]);
      return ok(
        await publicFreeTimes(
          app.db,
          site,
          {
            date: request.query.date,
            customer_timezone_id: request.query.customer_timezone_id,
            service_ids: serviceIds,
            consultant_id: row.consultant_id,
          },
          clock.ms(),
        ),
      );
    },
  );

  app.post(
    '/manage/appointment/cancel',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'cancelManagedAppointment',
        tags: ['customers'],
        summary:
          "Cancels a signed link's appointment, outside the business's cancellation notice only " +
          '(422 inside it: the customer calls the business). Its time is free again; the business ' +
          'is notified and the activity recorded',
        body: ManageCancelInputSchema,
        response: { 200: envelope(ManagedAppointmentSchema), 404: refusedLink, 422: tooLate },
      },
    },
    async (request, reply) => {
      await app.rateLimits.take(reply, 'contact');
      const { row, ref } = await resolve(request.body.token);
      assertCustomerCanChange(row);
      const name = await customerName(row, ref);
      const note = activityNote('cancelledFromEmailLink', { name, ...noteSlot(row) });
      const emit = await cancelCustomerAppointment(app, request.log, row, ref.customer, note);
      emit();
      app.jobs.nudge();
      return ok(await reread(ref), CustomerMessages.cancelled);
    },
  );

  app.post(
    '/manage/appointment/move',
    {
      config: { public: true, rateLimited: true },
      schema: {
        operationId: 'moveManagedAppointment',
        tags: ['customers'],
        summary:
          "Moves a signed link's appointment to a new date and start (same consultant, services " +
          "and length), outside the business's cancellation notice only, checked like the site's " +
          'signed-in move (hours, horizon, minimum notice, per-day limit: 422; 409 when the time is ' +
          'taken). Its reminders are planned again; the business is notified',
        body: ManageMoveInputSchema,
        response: {
          200: envelope(ManagedAppointmentSchema),
          404: refusedLink,
          409: ErrorBodySchema.describe('The new time is taken: nothing changed.'),
          422: tooLate,
        },
      },
    },
    async (request, reply) => {
      await app.rateLimits.take(reply, 'contact');
      const body = request.body;
      const { row, ref } = await resolve(body.token);
      assertCustomerCanChange(row);
      await assertKnownTimezone(app.db, body.customer_timezone_id);
      const length = timeToMinutes(row.end_time) - timeToMinutes(row.start_time);
      const end = timeToMinutes(body.start_time) + length;
      if (end >= DAY_MINUTES) {
        throw new AppError(ErrorCode.Validation, AppointmentMessages.outsideHours, {
          start_time: [AppointmentMessages.outsideHours],
        });
      }
      const next = {
        date: body.date,
        start_time: body.start_time.slice(0, 5),
        end_time: timeOfDay(end),
      };
      const name = await customerName(row, ref);
      const note = activityNote('rescheduledFromEmailLink', { name, ...noteMove(row, next) });
      const emit = await moveCustomerAppointment(
        app,
        request.log,
        row,
        ref.customer,
        { ...next, customer_timezone_id: body.customer_timezone_id },
        note,
      );
      emit();
      app.jobs.nudge();
      return ok(await reread(ref), CustomerMessages.rescheduled);
    },
  );
}
