import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import { preparedPerDb } from '../../lib/prepared';

const stampQuery = preparedPerDb('appointments_count_stamp', (db, name) =>
  db
    .select({ at: activities.created_at })
    .from(activities)
    .where(eq(activities.business_id, sql.placeholder('businessId')))
    .orderBy(desc(activities.created_at))
    .limit(1)
    .prepare(name),
);

/**
 * Counting a business's appointments reads every one of its rows (22 ms for 100,000 on
 * PostgreSQL), far more than the page itself. The list's total is therefore kept per business
 * and filters, stamped with the business's newest activity: every booking, change and deletion
 * records one (in its own transaction), so a new stamp means the count may have moved and is
 * read again, in any API process. Reading the stamp is one index lookup
 * (activities_business_created_idx).
 *
 * Two writes committing out of order could leave a stamp unchanged after a change; entries
 * therefore also expire after `TTL_MS`, which bounds how long such a total can lag. The rows
 * of the page are always read fresh.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

type Entry = { stamp: number; count: number; at: number };

export class CountCache {
  private readonly entries = new Map<string, Entry>();

  /** The business's stamp: when its newest activity was recorded (0 when none). */
  static async stamp(db: Db, businessId: number): Promise<number> {
    const [row] = await stampQuery(db).execute({ businessId });
    return row?.at.getTime() ?? 0;
  }

  /**
   * The count for `key`: the cached one when the stamp (read by the caller, in parallel with
   * its page) is unchanged and fresh, else `count()` read after a new stamp.
   */
  async get(
    businessId: number,
    key: string,
    stampRead: Promise<number>,
    count: () => Promise<number>,
  ): Promise<number> {
    const cacheKey = `${businessId}|${key}`;
    const now = Date.now();
    const cached = this.entries.get(cacheKey);
    const stamp = await stampRead;
    if (cached && cached.stamp === stamp && now - cached.at < TTL_MS) return cached.count;
    // The stamp was read before the count starts, so a write committing in between leaves an
    // older stamp with the newer count: the next request recounts rather than trusting it.
    const value = await count();
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.delete(cacheKey);
    this.entries.set(cacheKey, { stamp, count: value, at: now });
    return value;
  }

  /** Forgets a business's counts after a change made here. */
  forget(businessId: number): void {
    const prefix = `${businessId}|`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
