import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in a fixed window. With Redis the counters are shared by every API
 * process; without it the API runs as one process, so memory is the only copy there is.
 */
export interface RateLimitStore {
  /** Records one attempt and returns how many were made in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      this.counters.set(key, { count: 1, resetAt: now + windowMs });
      if (this.counters.size > 10_000) this.sweep(now);
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rdv:rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const k = this.prefix + key;
    const [[, count]] = (await this.redis
      .multi()
      .incr(k)
      .pexpire(k, windowMs, 'NX')
      .exec()) as [[Error | null, number], [Error | null, number]];
    return count;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly windowMs: number,
  ) {}

  /** True when every key is still within its limit after counting this attempt. */
  async allow(keys: { key: string; limit: number }[]): Promise<boolean> {
    const counts = await Promise.all(keys.map(({ key }) => this.store.hit(key, this.windowMs)));
    return counts.every((count, i) => count <= keys[i]!.limit);
  }

  async reset(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => this.store.reset(k)));
  }
}
