import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { isReadOnlySql, pgliteTrackingOf, ReadCache, WriteClock } from '../../src/db/read-cache';
import { preparedPerDb } from '../../src/lib/prepared';

describe('isReadOnlySql', () => {
  it.each(['select 1', '  SELECT * from admins', '(select 1) union (select 2)', 'select\n1'])(
    'reads: %s',
    (sql) => {
      expect(isReadOnlySql(sql)).toBe(true);
    },
  );
  it.each([
    'insert into admins values (1)',
    'update admins set email = 1',
    'delete from admins',
    'with x as (delete from admins returning *) select * from x',
    'execute some_statement(1)',
    'begin',
    'selectivity_reset()',
  ])('counts as a write: %s', (sql) => {
    expect(isReadOnlySql(sql)).toBe(false);
  });
});

describe('ReadCache', () => {
  const counting = () => {
    let reads = 0;
    return {
      read: async () => ({ n: ++reads }),
      get count() {
        return reads;
      },
    };
  };

  it('answers a repeated read from memory until the clock moves', async () => {
    const clock = new WriteClock();
    const cache = new ReadCache<{ n: number }>(clock);
    const db = counting();
    expect(await cache.get('q', db.read)).toEqual({ n: 1 });
    expect(await cache.get('q', db.read)).toEqual({ n: 1 });
    expect(db.count).toBe(1);
    clock.tick();
    expect(await cache.get('q', db.read)).toEqual({ n: 2 });
    expect(db.count).toBe(2);
  });

  it('keeps different statements apart', async () => {
    const cache = new ReadCache<{ n: number }>(new WriteClock());
    const db = counting();
    await cache.get('a', db.read);
    await cache.get('b', db.read);
    expect(db.count).toBe(2);
  });

  it('does not keep a result when a write happened while it was read', async () => {
    const clock = new WriteClock();
    const cache = new ReadCache<{ n: number }>(clock);
    const db = counting();
    await cache.get('q', async () => {
      clock.tick();
      return db.read();
    });
    await cache.get('q', db.read);
    expect(db.count).toBe(2);
  });

  it('hands out frozen results, so no caller can change what the next one gets', async () => {
    const cache = new ReadCache<{ rows: { email: string }[] }>(new WriteClock());
    const result = await cache.get('q', async () => ({ rows: [{ email: 'a@example.com' }] }));
    expect(() => {
      result.rows[0]!.email = 'changed';
    }).toThrow(TypeError);
  });

  it('stays within its byte budget, forgetting the oldest results first', async () => {
    const cache = new ReadCache<{ text: string }>(new WriteClock(), 10_000);
    let reads = 0;
    const read = async () => {
      reads++;
      return { text: 'x'.repeat(2_000) };
    };
    for (const key of ['a', 'b', 'c']) await cache.get(key, read);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    await cache.get('c', read);
    expect(reads).toBe(3);
    await cache.get('a', read);
    expect(reads).toBe(4);
  });

  it('does not keep a result larger than the whole budget', async () => {
    const cache = new ReadCache<{ text: string }>(new WriteClock(), 1_000);
    let reads = 0;
    const read = async () => {
      reads++;
      return { text: 'x'.repeat(2_000_000) };
    };
    await cache.get('huge', read);
    await cache.get('huge', read);
    expect(reads).toBe(2);
    expect(cache.bytes).toBe(0);
  });
});

describe('PGLITE_READ_CACHE', () => {
  const probe = preparedPerDb('read_cache_probe', (db, name) =>
    db
      .select({ one: sql<number>`1` })
      .from(sql`(select 1) as probe`)
      .prepare(name),
  );

  it.each([
    [true, 1],
    [false, 3],
  ])(
    'with the read cache %s, three equal prepared reads reach PGlite %i time(s)',
    async (readCache, reads) => {
      const database = await openDatabase({ inMemory: true, readCache });
      try {
        const client = (
          database.db as unknown as { session: { client: { query: (sql: string) => unknown } } }
        ).session.client;
        // A kept read goes through the tracking's `read`, any other through the client.
        const spies = [vi.spyOn(pgliteTrackingOf(client)!, 'read'), vi.spyOn(client, 'query')];
        for (let i = 0; i < 3; i++)
          expect(await probe(database.db).execute()).toEqual([{ one: 1 }]);
        const executions = spies
          .flatMap((spy) => spy.mock.calls)
          .filter(([text]) => text === 'execute read_cache_probe');
        expect(executions).toHaveLength(reads);
      } finally {
        await database.close();
      }
    },
  );
});
