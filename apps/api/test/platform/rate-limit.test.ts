import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore, type RateLimitStore } from '../../src/lib/rate-limit';

const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores: [string, () => RateLimitStore][] = [
  ['memory', () => new MemoryRateLimitStore()],
  ...(redis
    ? [['redis', () => new RedisRateLimitStore(redis, `rdv:test:${randomBytes(4).toString('hex')}:`)] as [string, () => RateLimitStore]]
    : []),
];

describe.each(stores)('rate limiter on the %s store', (_name, makeStore) => {
  it('allows up to the limit per key, then refuses', async () => {
    const limiter = new RateLimiter(makeStore(), 60_000);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.allow([{ key: 'acct:a', limit: 3 }]));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await limiter.allow([{ key: 'acct:b', limit: 3 }])).toBe(true);
  });

  it('refuses when any of the keys is over its own limit', async () => {
    const limiter = new RateLimiter(makeStore(), 60_000);
    await limiter.allow([{ key: 'ip:1', limit: 1 }]);
    expect(await limiter.allow([{ key: 'ip:1', limit: 1 }, { key: 'acct:z', limit: 10 }])).toBe(false);
  });

  it('starts over after the window and after a reset', async () => {
    const store = makeStore();
    const limiter = new RateLimiter(store, 150);
    await limiter.allow([{ key: 'k', limit: 1 }]);
    expect(await limiter.allow([{ key: 'k', limit: 1 }])).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(await limiter.allow([{ key: 'k', limit: 1 }])).toBe(true);
    await limiter.reset(['k']);
    expect(await limiter.allow([{ key: 'k', limit: 1 }])).toBe(true);
  });

  it('is shared by every limiter over the same store (several API processes)', async () => {
    const store = makeStore();
    const a = new RateLimiter(store, 60_000);
    const b = new RateLimiter(store, 60_000);
    await a.allow([{ key: 'shared', limit: 2 }]);
    await b.allow([{ key: 'shared', limit: 2 }]);
    expect(await a.allow([{ key: 'shared', limit: 2 }])).toBe(false);
  });
});
