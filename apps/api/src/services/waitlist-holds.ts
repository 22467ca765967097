import { AppError, ErrorCode, WaitlistMessages } from '@rendezvous/domain';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { waitlistOffers } from '../db/schema';
import { clock } from '../lib/clock';

/*
 * A waitlist offer holds its time for the customer it was offered to until the hold ends: the
 * free times leave it out and a booking into it is refused, as for an appointment. Once the
 * hold has ended the time is free again, even before the expiry job has run.
 */

/** The open offers' busy intervals of `consultantIds` during [from, to), as the slot engine takes them. */
export async function heldIntervals(
  db: Db | Tx,
  businessId: number,
  consultantIds: number[],
  from: Date,
  to: Date,
): Promise<{ consultant_id: number; start: number; end: number }[]> {
  if (consultantIds.length === 0) return [];
  const rows = await db
    .select({
      consultant_id: waitlistOffers.consultant_id,
      busy_from: waitlistOffers.busy_from,
      busy_until: waitlistOffers.busy_until,
    })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.business_id, businessId),
        inArray(waitlistOffers.consultant_id, consultantIds),
        eq(waitlistOffers.status, 'open'),
        gt(waitlistOffers.expires_at, clock.now()),
        lt(waitlistOffers.busy_from, to),
        gt(waitlistOffers.busy_until, from),
      ),
    );
  return rows.map((r) => ({
    consultant_id: r.consultant_id,
    start: r.busy_from.getTime(),
    end: r.busy_until.getTime(),
  }));
}

/**
 * Refuses (409) a booking or a move whose busy interval meets a time held for a waitlist
 * customer; `exceptOfferId` is the offer being confirmed, which books its own time.
 */
export async function assertNotHeld(
  db: Db | Tx,
  input: { businessId: number; consultantId: number; from: Date; to: Date; exceptOfferId?: number },
): Promise<void> {
  const [held] = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.business_id, input.businessId),
        eq(waitlistOffers.consultant_id, input.consultantId),
        eq(waitlistOffers.status, 'open'),
        gt(waitlistOffers.expires_at, clock.now()),
        lt(waitlistOffers.busy_from, input.to),
        gt(waitlistOffers.busy_until, input.from),
        input.exceptOfferId === undefined ? undefined : ne(waitlistOffers.id, input.exceptOfferId),
      ),
    )
    .limit(1);
  if (held) throw new AppError(ErrorCode.Conflict, WaitlistMessages.held);
}
