// GET appointments with 100,000 appointments in the demo business: a page of 10 with customer,
// consultant and services appended, at 10 concurrent connections, against its floor on
// PostgreSQL and on PGlite (read cache on and off). The rows are made in SQL (one INSERT ...
// SELECT generate_series), not through the API. Targets (issue 28): on PostgreSQL at least
// 0.75× the floor's throughput with a p99 at most 1.5× its; on PGlite 0.5× the cached floor.

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

export async function run(lib) {
  console.log(
    `\nGET appointments, page of 10 with every relation, ${COUNT.toLocaleString('en')} appointments, against its floor`,
  );
  await lib.versusFloorOnEveryEngine({
    name: 'GET appointments',
    async seed(query, businessId) {
      const started = performance.now();
      for (const statement of seedStatements(businessId)) await query(statement);
      const [{ n }] = await query('select count(*)::int as n from appointments where business_id = $1', [businessId]);
      if (n < COUNT) throw new Error(`seeded ${n} appointments, expected ${COUNT}`);
      console.log(`  seeded ${n.toLocaleString('en')} appointments in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return {};
    },
    path: () => LIST,
    targets: {
      postgres: { throughput: 0.75, p99: 1.5 },
      pglite: { throughput: 0.5 },
    },
    port: 3311,
  });
}
