/**
 * Counting a business's appointments reads every one of its rows (22 ms for 100,000 on
 * PostgreSQL), far more than the page itself. The list's total is therefore kept per business
 * and filters, stamped with the business's newest activity: every booking, change and deletion
 * records one (in its own transaction), so a new stamp means the count may have moved and is
 * read again, in any API process. The stamp is read by the page's own statement (one index
 * lookup on activities_business_created_idx), so a kept total costs no query at all.
 *
 * Two writes committing out of order could leave a stamp unchanged after a change; entries
 * therefore also expire after `TTL_MS`, which bounds how long such a total can lag. The rows
 * of the page are always read fresh.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

type Entry = { stamp: string; count: number; at: number };

export class CountCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * The count for `key`: the kept one when the stamp (read with the page, before this) is
   * unchanged and fresh, else `count()`. Without a stamp (an empty page) it is always counted.
   */
  async get(businessId: number, key: string, stamp: string | null, count: () => Promise<number>): Promise<number> {
    if (stamp === null) return count();
    const cacheKey = `${businessId}|${key}`;
    const now = Date.now();
    const cached = this.entries.get(cacheKey);
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
