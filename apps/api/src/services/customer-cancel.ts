import type { ActivityNote } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client';
import { appointments } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { clock } from '../lib/clock';
import { planAppointmentMessages } from '../notifications/appointment-messages';
import { emitAppointmentEvent } from './webhooks';
import { recordActivity } from './activities';
import { handOnFreedSlot } from './freed-slot';

export interface CustomerCancellation {
  businessId: number;
  appointmentId: number;
  /** The consultant's admin: the activity is listed under them. */
  consultantAdminId: number;
  consultantId: number;
  customer: { type: 'user' | 'guest'; id: number };
  /** The activity's note, e.g. "Appointment cancelled on the website by …" (cancelledOnWebsite). */
  note: ActivityNote;
  startsAt: Date;
  endsAt: Date;
}

/**
 * A customer cancels their appointment (on the site, or by replying to an SMS reminder), in
 * the caller's transaction: the appointment is cancelled, which frees its time (the overlap
 * constraint ignores cancelled appointments), pending reminders are superseded and the
 * cancellation notice planned, the activity recorded, and the freed time handed on (the
 * waitlist's hook). The caller has checked the
 * cancellation notice and tells the business.
 */
export async function cancelForCustomer(
  tx: Tx,
  jobs: JobQueue,
  log: FastifyBaseLogger,
  cancellation: CustomerCancellation,
): Promise<void> {
  const { businessId, appointmentId, customer } = cancellation;
  await tx
    .update(appointments)
    .set({ status: 'cancelled', updated_at: clock.now() })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.business_id, businessId)));
  await planAppointmentMessages(tx, jobs, log, appointmentId, 'cancelled');
  await emitAppointmentEvent(tx, jobs, appointmentId, 'appointment.cancelled');
  await recordActivity(tx, {
    businessId,
    adminId: cancellation.consultantAdminId,
    initiator: customer,
    receiver: customer,
    type: 'event',
    note: cancellation.note,
    appointmentId,
    startDate: cancellation.startsAt,
    endDate: cancellation.endsAt,
  });
  await handOnFreedSlot(tx, jobs, {
    businessId,
    consultantId: cancellation.consultantId,
    appointmentId,
    startsAt: cancellation.startsAt,
    endsAt: cancellation.endsAt,
  });
}
