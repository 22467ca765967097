// GET appointments with 100,000 appointments in the demo business: a page of 10 with customer,
// consultant and services appended, at 10 concurrent connections, on PostgreSQL and on PGlite.
// The rows are made in SQL (one INSERT ... SELECT generate_series), not through the API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const name = 'appointments';

const COUNT = Number(process.env.BENCH_APPOINTMENTS ?? 100_000);
const LIST =
  '/api/appointments?paginate=10&page=1&filterByBusiness=true&appendCustomer=true&appendConsultant=true&appendServices=true';
/** Half-hour slots a consultant takes a day, from 09:00. */
const SLOTS_A_DAY = 16;

/**
 * The statements that add `COUNT` appointments (and one service line each) to the demo
 * business. Appointments alternate between its consultants; each consultant's are half-hour
 * slots on consecutive days from 2015-01-01, so none overlap (the demo's own lie around today).
 */
export function seedStatements(businessId) {
  return [
    `create temp table bench_ctx as
     select
       (select time_zone from businesses where id = ${businessId}) as tz,
       (select array_agg(c.id order by c.id) from consultants c where c.business_id = ${businessId}) as consultants,
       (select array_agg(u.id order by u.id) from users u where u.business_id = ${businessId}) as users,
       (select array_agg(g.id order by g.id) from guests g where g.business_id = ${businessId}) as guests`,
    `insert into appointments (business_id, consultant_id, customer_type, customerable_id, date, start_time, end_time,
       starts_at, ends_at, busy_from, busy_until, status, booking_fee, tip, service_total, tax, total, pay_now, created_at)
     select ${businessId},
       ctx.consultants[1 + i % cardinality(ctx.consultants)],
       case when i % 3 = 0 then 'guest' else 'user' end::customer_type,
       case when i % 3 = 0 then ctx.guests[1 + i % cardinality(ctx.guests)] else ctx.users[1 + i % cardinality(ctx.users)] end,
       s.day, to_char(s.start_t, 'HH24:MI'), to_char(s.start_t + interval '30 minutes', 'HH24:MI'),
       (s.day + s.start_t) at time zone ctx.tz,
       (s.day + s.start_t + interval '30 minutes') at time zone ctx.tz,
       (s.day + s.start_t) at time zone ctx.tz,
       (s.day + s.start_t + interval '30 minutes') at time zone ctx.tz,
       (array['active','completed','cancelled','missed'])[1 + i % 4]::appointment_status,
       0, 0, 4000, 599, 4599, i % 2,
       now() - make_interval(mins => i)
     from bench_ctx ctx,
       generate_series(1, ${COUNT}) as i,
       lateral (
         select date '2015-01-01' + ((i / cardinality(ctx.consultants)) / ${SLOTS_A_DAY})::int as day,
                time '09:00' + make_interval(mins => 30 * ((i / cardinality(ctx.consultants)) % ${SLOTS_A_DAY})) as start_t
       ) s`,
    `insert into appointment_services (business_id, appointment_id, service_id, consultant_service_id, name, price)
     select a.business_id, a.id, cs.service_id, cs.id, cs.name, 4000
     from appointments a
     join lateral (
       select id, service_id, name from consultant_services
       where consultant_id = a.consultant_id and business_id = a.business_id order by id limit 1
     ) cs on true
     where a.business_id = ${businessId} and a.date < date '2024-01-01'`,
    'drop table bench_ctx',
    // A table that grew by 100,000 rows gets an autovacuum, which would otherwise run during
    // the measurement and take its CPU; a business's table in steady state has had it.
    'vacuum analyze appointments',
    'vacuum analyze appointment_services',
  ];
}

async function seedPostgres(url, businessId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of seedStatements(businessId)) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seedPglite(lib, dataDir, businessId) {
  const db = await lib.openPglite(dataDir);
  try {
    for (const statement of seedStatements(businessId)) await db.query(statement);
  } finally {
    await db.close();
  }
}

async function measure(lib, label, base, target) {
  const { headers } = await lib.signInOwner(base);
  const first = await fetch(`${base}${LIST}`, { headers });
  const page = (await first.json()).data;
  if (
    !first.ok ||
    page.total < COUNT ||
    page.data.length !== 10 ||
    !page.data[0].customerable ||
    !page.data[0].services
  ) {
    throw new Error(`unexpected list answer: ${first.status} total ${page?.total}`);
  }
  const run = (duration) =>
    autocannon({ url: `${base}${LIST}`, connections: 10, duration, headers });
  await run(3); // warm-up: JIT, pool, plan caches
  const result = await run(10);
  const conditions = `${label}, ${page.total} appointments, 10 concurrent, 10 s, ${result.requests.total} requests, ${result.non2xx} non-2xx`;
  lib.report(
    `GET appointments (${label}) throughput`,
    result.requests.average,
    'req/s',
    conditions,
    {
      ok: (v) => v >= target.rps,
      text: `>= ${target.rps} req/s`,
    },
  );
  lib.report(`GET appointments (${label}) p50`, result.latency.p50, 'ms', conditions);
  lib.report(`GET appointments (${label}) p99`, result.latency.p99, 'ms', conditions, {
    ok: (v) => v < target.p99,
    text: `< ${target.p99} ms`,
  });
}

export async function run(lib) {
  console.log(
    `\nGET appointments, page of 10 with every relation, ${COUNT.toLocaleString('en')} appointments`,
  );

  const database = await lib.postgresUrl();
  if (!database) {
    console.log('  PostgreSQL: no server at 127.0.0.1:5432 (set BENCH_DATABASE_URL); not measured');
  } else {
    const port = 3311;
    const { child } = await lib.startApi({ DATABASE_URL: database.url }, port);
    try {
      const base = `http://127.0.0.1:${port}`;
      const { admin } = await lib.signInOwner(base);
      const started = performance.now();
      await seedPostgres(database.url, admin.business_id);
      console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await measure(lib, 'PostgreSQL', base, { rps: 1500, p99: 25 });
    } finally {
      await lib.stop(child);
      await database.drop();
    }
  }

  // PGlite has one writer: the API creates and seeds the data directory, stops, the rows are
  // added directly, and the API starts again on them.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-bench-'));
  const port = 3312;
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const seeding = await lib.startApi(env, port);
    const { admin } = await lib.signInOwner(`http://127.0.0.1:${port}`);
    await lib.stop(seeding.child);
    const started = performance.now();
    await seedPglite(lib, dataDir, admin.business_id);
    console.log(`  seeded PGlite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { child } = await lib.startApi(env, port);
    try {
      await measure(lib, 'PGlite', `http://127.0.0.1:${port}`, { rps: 500, p99: 50 });
    } finally {
      await lib.stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
