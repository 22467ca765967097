import type { ActivityNote } from '@rendezvous/domain';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db/client';
import { notifications } from '../db/schema';
import { noteColumns } from './activities';

export interface NotificationDraft {
  businessId: number;
  /** The admins to notify; one row (and one realtime event) each. */
  adminIds: readonly number[];
  type: 'sms' | 'contact' | 'appointment';
  /**
   * What it says: a text the server writes (a key of the domain's ACTIVITY_NOTES and its
   * values, which the console writes in its reader's language), or a contact's own words.
   */
  body: ActivityNote | { written: string };
  messageId?: number | null;
  sender?: { type: 'admin' | 'user' | 'guest'; id: number } | null;
}

type Created = typeof notifications.$inferSelect;

/**
 * Where new notifications are announced: the app's realtime hub (a FastifyInstance is one). A
 * job in a worker process, which has none, passes a silent one: the rows are there all the same.
 */
export type Announcer = Pick<FastifyInstance, 'realtime'>;

/** For a process without realtime (the worker): consoles see the rows when they next load them. */
export const SILENT: Announcer = { realtime: { notifyAdmin: () => {}, endSessions: () => {}, socketCount: () => 0 } };

/**
 * Inserts the notifications (inside the caller's transaction when one is given) and returns a
 * function that announces them over realtime. Call that function only after the transaction
 * commits, so a console never hears of a row it cannot read yet.
 */
export async function createNotifications(
  app: Announcer,
  db: Db | Tx,
  draft: NotificationDraft,
): Promise<() => void> {
  const adminIds = [...new Set(draft.adminIds)];
  if (adminIds.length === 0) return () => {};
  const { note: body, note_key: body_key, note_values: body_values } = noteColumns(draft.body);
  const rows: Created[] = await db
    .insert(notifications)
    .values(
      adminIds.map((admin_id) => ({
        business_id: draft.businessId,
        admin_id,
        type: draft.type,
        body,
        body_key,
        body_values,
        message_id: draft.messageId ?? null,
        senderable_type: draft.sender?.type ?? null,
        senderable_id: draft.sender?.id ?? null,
      })),
    )
    .returning();
  return () => {
    for (const row of rows) {
      if (row.admin_id === null) continue;
      app.realtime.notifyAdmin(row.admin_id, {
        notification: {
          id: row.id,
          business_id: row.business_id,
          type: row.type,
          body: row.body,
          body_key: row.body_key,
          body_values: row.body_values,
          status_read: row.status_read,
          created_at: row.created_at.toISOString(),
        },
      });
    }
  };
}
