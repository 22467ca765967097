import { isActivityNote, renderActivityNote, type ActivityNote } from '@rendezvous/domain';
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
  /**
   * What happened: a note the server writes (a key of the domain's ACTIVITY_NOTES and its
   * values), or the words a person wrote (`{ written }`, kept as they are).
   */
  note: ActivityNote | { written: string };
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
    ...noteColumns(record.note),
    business_id: record.businessId,
    admin_id: record.adminId,
    initiator_type: record.initiator.type,
    initiator_id: record.initiator.id,
    receiver_type: record.receiver?.type ?? null,
    receiver_id: record.receiver?.id ?? null,
    activity_type: record.type,
    appointment_id: record.appointmentId ?? null,
    start_date: record.startDate ?? null,
    end_date: record.endDate ?? null,
  }).returning({ id: activities.id });
  return row!.id;
}

/**
 * The note's columns: a server's note keeps its key and values beside its English sentence, so
 * API clients read the sentence as before and the console writes it in its reader's language.
 */
export function noteColumns(note: ActivityNote | { written: string }) {
  if ('written' in note) return { note: note.written, note_key: null, note_values: null };
  const sentence = renderActivityNote(note);
  // The types hold the values to their kinds; a value out of its bounds all the same keeps
  // the sentence without its key, rather than failing the change the activity records.
  if (!isActivityNote(note)) return { note: sentence, note_key: null, note_values: null };
  return { note: sentence, note_key: note.key, note_values: note.values };
}
