import type { Tx } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { handOnFreedTime } from './waitlist';

/** A time an appointment gave up: it was cancelled, deleted, or moved away from it. */
export interface FreedSlot {
  businessId: number;
  consultantId: number;
  /** The appointment that held it. */
  appointmentId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Hands the time an appointment gave up on to the waitlist, in the transaction that frees it
 * (see `handOnFreedTime`): its first matching entries are offered it once the change commits.
 */
export async function handOnFreedSlot(tx: Tx, jobs: JobQueue, slot: FreedSlot): Promise<void> {
  await handOnFreedTime(tx, jobs, {
    businessId: slot.businessId,
    consultantId: slot.consultantId,
    from: slot.startsAt,
    to: slot.endsAt,
    source: `appointment:${slot.appointmentId}`,
  });
}
