import type { Db, Tx } from '../db/client';
import { activities } from '../db/schema';

type Morph = 'admin' | 'user' | 'guest' | 'business' | 'consultant';

export interface ActivityRecord {
  businessId: number | null;
  /** The admin the activity is listed under (the Activities screen's Admin column). */
  adminId: number | null;
  initiator: { type: Morph; id: number };
  receiver?: { type: Morph; id: number } | null;
  type: 'login' | 'note' | 'event';
  note?: string | null;
  /** For appointment events: the appointment, whose `events` these rows are. */
  appointmentId?: number | null;
  startDate?: Date | null;
  endDate?: Date | null;
}

/**
 * Writes one row of the audit trail and gives its id. Pass the transaction of the change it
 * records, so the activity exists exactly when the change does.
 */
export async function recordActivity(db: Db | Tx, record: ActivityRecord): Promise<number> {
  const [row] = await db.insert(activities).values({
    business_id: record.businessId,
    admin_id: record.adminId,
    initiator_type: record.initiator.type,
    initiator_id: record.initiator.id,
    receiver_type: record.receiver?.type ?? null,
    receiver_id: record.receiver?.id ?? null,
    activity_type: record.type,
    note: record.note ?? null,
    appointment_id: record.appointmentId ?? null,
    start_date: record.startDate ?? null,
    end_date: record.endDate ?? null,
  }).returning({ id: activities.id });
  return row!.id;
}
