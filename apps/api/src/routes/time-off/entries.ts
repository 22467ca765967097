import {
  AppError,
  ErrorCode,
  HttpMessages,
  TimeOffMessages,
  type TimeOff,
  type TimeOffConflict,
} from '@rendezvous/domain';
import { hasPermission } from '@rendezvous/permissions';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { admins, businesses, consultants, timeOff } from '../../db/schema';
import type { AuthAdmin } from '../../services/admins';
import { toWire } from '../../lib/wire';
import { conflictsWithin } from '../../services/time-off';

/*
 * What the time off routes share: reading entries with their consultant's name, the
 * business's time zone, and who may write which entry.
 */

type Row = typeof timeOff.$inferSelect & { consultant_name: string | null };

const entryColumns = {
  id: timeOff.id,
  business_id: timeOff.business_id,
  consultant_id: timeOff.consultant_id,
  kind: timeOff.kind,
  starts_on: timeOff.starts_on,
  ends_on: timeOff.ends_on,
  start_time: timeOff.start_time,
  end_time: timeOff.end_time,
  note: timeOff.note,
  starts_at: timeOff.starts_at,
  ends_at: timeOff.ends_at,
  created_at: timeOff.created_at,
  first: admins.firstname,
  last: admins.lastname,
};

function asEntry(
  row: Omit<Row, 'consultant_name'> & { first: string | null; last: string | null },
) {
  const { first, last, ...entry } = row;
  return toWire({
    ...entry,
    consultant_name: entry.consultant_id === null ? null : `${first ?? ''} ${last ?? ''}`.trim(),
  });
}

/**
 * The entries of a business touching the dates from..to (one consultant's and the closures, if
 * asked), or those of `ids`, in time order.
 */
export async function listEntries(
  db: Db | Tx,
  businessId: number,
  range: { from?: string; to?: string; consultantId?: number; ids?: number[] },
): Promise<TimeOff[]> {
  const rows = await db
    .select(entryColumns)
    .from(timeOff)
    .leftJoin(
      consultants,
      and(
        eq(consultants.id, timeOff.consultant_id),
        eq(consultants.business_id, timeOff.business_id),
      ),
    )
    .leftJoin(admins, eq(admins.id, consultants.admin_id))
    .where(
      and(
        eq(timeOff.business_id, businessId),
        range.ids ? inArray(timeOff.id, range.ids) : undefined,
        range.to === undefined ? undefined : lte(timeOff.starts_on, range.to),
        range.from === undefined ? undefined : gte(timeOff.ends_on, range.from),
        range.consultantId === undefined
          ? undefined
          : or(isNull(timeOff.consultant_id), eq(timeOff.consultant_id, range.consultantId)),
      ),
    )
    .orderBy(asc(timeOff.starts_at), asc(timeOff.id));
  return rows.map(asEntry);
}

/** One entry of the business, or a 404 (another business's id among them). */
export async function findEntry(db: Db | Tx, businessId: number, id: number): Promise<TimeOff> {
  const [row] = await db
    .select(entryColumns)
    .from(timeOff)
    .leftJoin(
      consultants,
      and(
        eq(consultants.id, timeOff.consultant_id),
        eq(consultants.business_id, timeOff.business_id),
      ),
    )
    .leftJoin(admins, eq(admins.id, consultants.admin_id))
    .where(and(eq(timeOff.id, id), eq(timeOff.business_id, businessId)));
  if (!row) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return asEntry(row);
}

/**
 * Each entry with the appointments already booked inside it: one query over the span of them
 * all, matched to the entries here (closures hold every consultant's).
 */
export async function withConflicts(db: Db | Tx, entries: TimeOff[]): Promise<TimeOff[]> {
  if (entries.length === 0) return entries;
  const from = Math.min(...entries.map((e) => Date.parse(e.starts_at)));
  const to = Math.max(...entries.map((e) => Date.parse(e.ends_at)));
  const found = await conflictsWithin(
    db,
    entries[0]!.business_id,
    entries.length === 1 ? entries[0]!.consultant_id : null,
    new Date(from),
    new Date(to),
  );
  return entries.map((entry) => {
    const [start, end] = [Date.parse(entry.starts_at), Date.parse(entry.ends_at)];
    const conflicts: TimeOffConflict[] = found
      .filter(
        (f) =>
          f.startsAt < end &&
          f.endsAt > start &&
          (entry.consultant_id === null || f.conflict.consultant_id === entry.consultant_id),
      )
      .map((f) => f.conflict);
    return { ...entry, conflicts };
  });
}

export async function timeZoneOf(db: Db | Tx, businessId: number): Promise<string> {
  const [business] = await db
    .select({ time_zone: businesses.time_zone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw new AppError(ErrorCode.NotFound, HttpMessages.notFound);
  return business.time_zone;
}

/** Whether the admin may write the business's closures and every consultant's time off. */
export const managesTimeOff = (me: AuthAdmin) => hasPermission(me, 'business', 'update');

/**
 * Holds a write to who may make it: the owner (business update) any entry; anyone else only
 * their own time off as a consultant of the business (403 otherwise).
 */
export async function assertMayWrite(
  db: Db | Tx,
  me: AuthAdmin,
  businessId: number,
  consultantId: number | null,
): Promise<void> {
  if (managesTimeOff(me)) return;
  if (consultantId !== null) {
    const [mine] = await db
      .select({ id: consultants.id })
      .from(consultants)
      .where(
        and(
          eq(consultants.id, consultantId),
          eq(consultants.business_id, businessId),
          eq(consultants.admin_id, me.id),
        ),
      );
    if (mine) return;
  }
  throw new AppError(ErrorCode.Forbidden, TimeOffMessages.ownerOnly);
}
