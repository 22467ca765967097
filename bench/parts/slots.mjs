// The slot engine and GET consultant/{id}/times.
// (a) The pure engine: one consultant, 31 days (March 2027, across the day Toronto's clocks go
//     forward) with 1,000 existing appointments: median time of one 31-day computation.
// (b) The endpoint on PostgreSQL at 10 concurrent connections: the demo owner's slots on a
//     date, with four appointments a day of both consultants for a month around it.
import autocannon from 'autocannon';
import pg from 'pg';

export const name = 'slots';

const TZ = 'America/Toronto';
const MINUTE = 60_000;
const DATE = '2030-06-04';



function engine(lib, domain) {
  const { freeSlotsForDays, wallToInstant, WEEK_DAYS, DEFAULT_BUSINESS_DAY } = domain;
  const first = '2027-03-01';
  const days = 31;
  // 1,000 distinct 10-minute appointments at random quarter hours of the 31 days.
  const busy = lib.marchAppointments(domain, days, TZ);
  // Open 07:00-21:00 with the default break (13:00-13:30), every day.
  const open = { ...DEFAULT_BUSINESS_DAY, work_start_time: '07:00', work_end_time: '21:00' };
  const week = Object.fromEntries(WEEK_DAYS.map((d) => [d, open]));
  const input = {
    firstDate: first,
    days,
    businessDays: week,
    consultantDays: week,
    lengthMinutes: 30,
    busy,
    timeZone: TZ,
    customerTimeZone: 'Europe/Paris',
  };

  let slots = 0;
  for (let i = 0; i < 200; i++) slots = freeSlotsForDays(input).reduce((n, d) => n + d.slots.length, 0); // warm-up
  const runs = [];
  for (let i = 0; i < 1000; i++) {
    const started = performance.now();
    freeSlotsForDays(input);
    runs.push(performance.now() - started);
  }
  const conditions = `1 consultant, 31 days (2027-03, DST change), 1,000 appointments, 30-min service, customer zone, ${slots} slots, median of ${runs.length}`;
  lib.report('slot engine, 31 days', lib.median(runs), 'ms', conditions, { ok: (v) => v < 1, text: '< 1 ms' });
}

/** Appointments of both demo consultants around DATE: 10:00, 12:00, 14:00, 16:00 for 31 days. */
async function seedAppointments(url, businessId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into appointments (business_id, consultant_id, customer_type, customerable_id, date, start_time,
         end_time, starts_at, ends_at, busy_from, busy_until, status, booking_fee, tip, service_total, tax, total, pay_now)
       select b.id, c.id, 'user', u.id, d::date, to_char(t, 'HH24:MI'), to_char(t + interval '30 minutes', 'HH24:MI'),
         (d::date + t) at time zone b.time_zone, (d::date + t + interval '30 minutes') at time zone b.time_zone,
         (d::date + t) at time zone b.time_zone, (d::date + t + interval '30 minutes') at time zone b.time_zone,
         'active', 0, 0, 4000, 599, 4599, 1
       from businesses b
       join consultants c on c.business_id = b.id
       join lateral (select id from users where business_id = b.id order by id limit 1) u on true,
         generate_series(date '${DATE}' - 15, date '${DATE}' + 15, interval '1 day') d,
         lateral (select time '10:00' + make_interval(hours => h) as t from generate_series(0, 6, 2) h) hours
       where b.id = $1`,
      [businessId],
    );
    await client.query('analyze appointments');
    const { rows } = await client.query(
      `select c.id as consultant_id, array_agg(cs.id order by cs.id) as services,
         (select id from timezones where name = 'Europe/Paris') as paris
       from consultants c
       join admins a on a.id = c.admin_id
       join consultant_services cs on cs.consultant_id = c.id
       where a.email = 'owner@rendezvous.test'
       group by c.id`,
    );
    const { rows: counted } = await client.query('select count(*)::int as n from appointments where business_id = $1', [businessId]);
    return { ...rows[0], appointments: counted[0].n };
  } finally {
    await client.end();
  }
}

async function endpoint(lib) {
  const database = await lib.postgresUrl();
  if (!database) {
    console.log('  PostgreSQL: no server at 127.0.0.1:5432 (set BENCH_DATABASE_URL); not measured');
    return;
  }
  const port = 3331;
  const { child } = await lib.startApi({ DATABASE_URL: database.url }, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { admin, headers } = await lib.signInOwner(base);
    const seeded = await seedAppointments(database.url, admin.business_id);
    const [one] = seeded.services;
    const url = `${base}/api/consultant/${seeded.consultant_id}/times?date=${DATE}&consultantServiceIds=${one}&customer_timezone_id=${seeded.paris}`;
    const probe = await fetch(url, { headers });
    const slots = (await probe.json()).data;
    if (!probe.ok || !Array.isArray(slots) || slots.length === 0 || !slots[0].customer_start_time) {
      throw new Error(`unexpected times answer: ${probe.status} ${JSON.stringify(slots)?.slice(0, 200)}`);
    }
    const run = (duration) => autocannon({ url, connections: 10, duration, headers });
    await run(3); // warm-up: JIT, pool, plan caches
    const result = await run(10);
    const conditions = `PostgreSQL, ${seeded.appointments} appointments in the business, 1 service, ${slots.length} slots, 10 concurrent, 10 s, ${result.requests.total} requests, ${result.non2xx} non-2xx`;
    lib.report('GET consultant/{id}/times p50', result.latency.p50, 'ms', conditions);
    lib.report('GET consultant/{id}/times p99', result.latency.p99, 'ms', conditions, { ok: (v) => v < 20, text: '< 20 ms' });
    lib.report('GET consultant/{id}/times throughput', result.requests.average, 'req/s', conditions);
  } finally {
    await lib.stop(child);
    await database.drop();
  }
}

export async function run(lib) {
  console.log('\nSlots: the engine and GET consultant/{id}/times');
  engine(lib, await lib.loadDomain());
  await endpoint(lib);
}
