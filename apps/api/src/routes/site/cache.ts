import { performance } from 'node:perf_hooks';

/** How long a public site's answer is reused by this process after another process's change. */
export const SITE_CACHE_TTL_MS = 10_000;
/** Bytes of answers one process keeps; the oldest go first. */
const SITE_CACHE_BUDGET = 32 * 1024 * 1024;

interface Entry {
  /** What the answer was made from: the business row's version and the theme drawn. */
  version: string;
  /** performance.now() after which the answer is made again. */
  expires: number;
  body: Promise<string>;
  bytes: number;
}

/**
 * The anonymous site's answers (GET site/{subdomain}), serialized, per business. The page is
 * public content (nothing in it depends on who asks), so a short-lived copy per process is
 * safe; no copy ever holds who is signed in or what they may do. Loads of one business at
 * once share one query and one serialization, which is what kept a burst of anonymous visits
 * from starving the rest of the API. A change made through this process (any successful write
 * of that business, see `forget`) drops the copy at once; another process's change shows within
 * SITE_CACHE_TTL_MS, or at once when it touched the business row itself (`version`).
 */
export class SiteCache {
  readonly #entries = new Map<number, Entry>();
  #bytes = 0;

  /** The answer for `businessId` made from `version`, made by `make` when none is fresh. */
  get(businessId: number, version: string, make: () => Promise<string>): Promise<string> {
    const now = performance.now();
    const held = this.#entries.get(businessId);
    if (held && held.version === version && held.expires > now) return held.body;
    if (held) this.#drop(businessId, held);
    const entry: Entry = { version, expires: now + SITE_CACHE_TTL_MS, body: make(), bytes: 0 };
    this.#entries.set(businessId, entry);
    entry.body.then(
      (body) => {
        // Dropped while it was being made (a change came in): its waiters get it, no one else.
        if (this.#entries.get(businessId) !== entry) return;
        entry.bytes = body.length * 2;
        this.#bytes += entry.bytes;
        this.#trim();
      },
      () => {
        if (this.#entries.get(businessId) === entry) this.#entries.delete(businessId);
      },
    );
    return entry.body;
  }

  /** Drops the copy of a business whose site content may just have changed. */
  forget(businessId: number): void {
    const held = this.#entries.get(businessId);
    if (held) this.#drop(businessId, held);
  }

  #drop(businessId: number, entry: Entry): void {
    this.#entries.delete(businessId);
    this.#bytes -= entry.bytes;
  }

  #trim(): void {
    for (const [businessId, entry] of this.#entries) {
      if (this.#bytes <= SITE_CACHE_BUDGET) return;
      this.#drop(businessId, entry);
    }
  }
}
