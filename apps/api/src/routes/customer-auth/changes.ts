import {
  AppError,
  CustomerMessages,
  ErrorCode,
  customerCanChange,
  tooLateToChangeMessage,
  type ActivityNote,
} from '@rendezvous/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { refuseOverlap } from '../../db/errors';
import { appointmentServices, appointments } from '../../db/schema';
import { clock } from '../../lib/clock';
import { planAppointmentMessages } from '../../notifications/appointment-messages';
import { emitAppointmentEvent } from '../../services/webhooks';
import { recordActivity } from '../../services/activities';
import { assertDayOpen } from '../../services/booking-rules';
import { cancelForCustomer } from '../../services/customer-cancel';
import { handOnFreedSlot } from '../../services/freed-slot';
import { createNotifications } from '../../services/notify';
import { resolveBooking } from '../appointments/booking';
import { businessAdminIds, type CustomerAppointmentRow } from './appointments';

/*
 * A customer cancels or moves their own appointment: signed in on the site
 * (PATCH user/me/appointments/{id}) or from the signed link of their confirmation
 * (manage/appointment/...). Both take the same checks and leave the same trail.
 */

type Customer = { type: 'user' | 'guest'; id: number };

/** What a change needs of the app: its database, job queue and realtime bell. */
export type ChangeDeps = Pick<FastifyInstance, 'db' | 'jobs' | 'realtime'>;

/** Someone else was faster: the database refused an overlapping interval. */
export const slotTaken = () => new AppError(ErrorCode.Conflict, CustomerMessages.slotTaken);

/** Refuses a change inside the business's cancellation notice, or of an appointment that is over or cancelled. */
export function assertCustomerCanChange(current: CustomerAppointmentRow, now = clock.ms()): void {
  if (customerCanChange(current, now, current.cancellation_notice_hours)) return;
  throw new AppError(
    ErrorCode.Validation,
    current.status === 'active' && current.starts_at.getTime() > now
      ? tooLateToChangeMessage(current.cancellation_notice_hours)
      : CustomerMessages.notChangeable,
  );
}

/** Tells the consultant's admin and the business's admins; returns the realtime emitter. */
export async function notifyBusiness(
  app: ChangeDeps,
  tx: Tx,
  businessId: number,
  consultantAdminId: number,
  sender: Customer,
  body: ActivityNote,
) {
  return createNotifications(app, tx, {
    businessId,
    adminIds: [consultantAdminId, ...(await businessAdminIds(tx, businessId))],
    type: 'appointment',
    body,
    sender,
  });
}

/** Cancels, records and tells the business in one transaction; returns the realtime emitter. */
export async function cancelCustomerAppointment(
  app: ChangeDeps,
  log: FastifyBaseLogger,
  current: CustomerAppointmentRow,
  who: Customer,
  note: ActivityNote,
): Promise<() => void> {
  return app.db.transaction(async (tx) => {
    await cancelForCustomer(tx, app.jobs, log, {
      businessId: current.business_id,
      appointmentId: current.id,
      consultantAdminId: current.consultant_admin_id,
      consultantId: current.consultant_id,
      customer: who,
      note,
      startsAt: current.starts_at,
      endsAt: current.ends_at,
    });
    return notifyBusiness(app, tx, current.business_id, current.consultant_admin_id, who, note);
  });
}

export interface NewTime {
  date: string;
  start_time: string;
  end_time: string;
}

/**
 * Moves the appointment to a new time with the same consultant and services, checked like a
 * booking (hours, lengths, horizon, minimum notice: 422; the per-day limit on another date;
 * 409 when the overlap constraint refuses it), re-planning its messages, recording the
 * activity `note` and telling the business. Returns the realtime emitter.
 */
export async function moveCustomerAppointment(
  app: ChangeDeps,
  log: FastifyBaseLogger,
  current: CustomerAppointmentRow,
  who: Customer,
  next: NewTime & { customer_timezone_id?: number | null },
  note: ActivityNote,
): Promise<() => void> {
  const businessId = current.business_id;
  const id = current.id;
  const lines = await app.db
    .select({ consultant_service_id: appointmentServices.consultant_service_id })
    .from(appointmentServices)
    .where(
      and(
        eq(appointmentServices.appointment_id, id),
        eq(appointmentServices.business_id, businessId),
      ),
    )
    .orderBy(asc(appointmentServices.id));
  const slot = { date: next.date, start_time: next.start_time, end_time: next.end_time };
  const booked = await resolveBooking(app.db, businessId, {
    consultant_id: current.consultant_id,
    customer_type: who.type,
    customerable_id: who.id,
    ...slot,
    services: lines.map((l) => l.consultant_service_id).filter((s): s is number => s !== null),
    tip: current.tip,
  });
  if (booked.starts_at.getTime() <= clock.ms()) {
    const message = 'Please choose a time in the future.';
    throw new AppError(ErrorCode.Validation, message, { start_time: [message] });
  }
  return refuseOverlap(
    () =>
      app.db.transaction(async (tx) => {
        // Another date takes a place under the per-day limit; the same date keeps its own.
        if (slot.date !== current.date) {
          await assertDayOpen(tx, {
            businessId,
            consultantId: current.consultant_id,
            date: slot.date,
            limit: booked.dayLimit,
            excludeAppointmentId: id,
          });
        }
        await tx
          .update(appointments)
          .set({
            ...slot,
            customer_timezone_id: next.customer_timezone_id,
            starts_at: booked.starts_at,
            ends_at: booked.ends_at,
            busy_from: booked.busy_from,
            busy_until: booked.busy_until,
            updated_at: clock.now(),
          })
          .where(and(eq(appointments.id, id), eq(appointments.business_id, businessId)));
        await planAppointmentMessages(tx, app.jobs, log, id, 'moved');
        await emitAppointmentEvent(tx, app.jobs, id, 'appointment.changed');
        await recordActivity(tx, {
          businessId,
          adminId: current.consultant_admin_id,
          initiator: who,
          receiver: who,
          type: 'event',
          note,
          appointmentId: id,
          startDate: booked.starts_at,
          endDate: booked.ends_at,
        });
        await handOnFreedSlot(tx, app.jobs, {
          businessId,
          consultantId: current.consultant_id,
          appointmentId: id,
          startsAt: current.starts_at,
          endsAt: current.ends_at,
        });
        return notifyBusiness(app, tx, businessId, current.consultant_admin_id, who, note);
      }),
    slotTaken,
  );
}
