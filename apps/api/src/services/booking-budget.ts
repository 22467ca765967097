import {
  AppError,
  AppointmentMessages,
  CUSTOMER_BOOKINGS_PER_DAY,
  CUSTOMER_OPEN_BOOKINGS,
  ErrorCode,
} from '@rendezvous/domain';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appointments } from '../db/schema';

/**
 * Holds a signed-in customer booking on the site to their budget at the business: at most
 * CUSTOMER_BOOKINGS_PER_DAY appointments on one date and CUSTOMER_OPEN_BOOKINGS upcoming ones,
 * cancelled ones aside; beyond it a 409 that says which. Runs in the booking's transaction
 * behind a lock on the customer, so two bookings sent at once cannot both take the last place.
 */
export async function assertCustomerBudget(
  tx: Tx,
  input: { businessId: number; userId: number; date: string; now: Date },
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('customer_booking_budget'), ${input.userId})`,
  );
  const [held] = await tx
    .select({
      onDay: sql<number>`count(*) filter (where ${eq(appointments.date, input.date)})`.mapWith(
        Number,
      ),
      open: sql<number>`count(*) filter (where ${gt(appointments.starts_at, input.now)})`.mapWith(
        Number,
      ),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.business_id, input.businessId),
        eq(appointments.customer_type, 'user'),
        eq(appointments.customerable_id, input.userId),
        ne(appointments.status, 'cancelled'),
      ),
    );
  if ((held?.onDay ?? 0) >= CUSTOMER_BOOKINGS_PER_DAY) {
    throw new AppError(ErrorCode.Conflict, AppointmentMessages.dayBudgetSpent);
  }
  if ((held?.open ?? 0) >= CUSTOMER_OPEN_BOOKINGS) {
    throw new AppError(ErrorCode.Conflict, AppointmentMessages.openBudgetSpent);
  }
}
