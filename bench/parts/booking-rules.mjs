// Issue 25's figures.
// (a) The slot engine with the booking rules against today's inputs, in the same run: one
//     consultant, 31 days, 1,000 appointments; "rules" adds 10-minute buffers before and
//     after, a 15-minute step, two hours' notice and time off (a week's holiday and an hour
//     away every day, as busy intervals). Rounds alternate between the two inputs; the ratio of
//     their medians is the figure (target: within 2x).
// (b) Checking a 52-occurrence weekly series (POST appointments/series/check) on the embedded
//     default, over HTTP from this process: median and p90 of 50 requests (target < 50 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const name = 'booking-rules';

const TZ = 'America/Toronto';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;



function engine(lib, domain) {
  const { freeSlotsForDays, wallToInstant, WEEK_DAYS, DEFAULT_BUSINESS_DAY } = domain;
  const first = '2027-03-01';
  const days = 31;
  const busy = lib.marchAppointments(domain, days, TZ);
  // Time off: 2027-03-15 to 03-21 whole days, and 12:00-13:00 every other day.
  const away = [{ start: wallToInstant('2027-03-15', '00:00', TZ), end: wallToInstant('2027-03-22', '00:00', TZ) }];
  for (let d = 1; d <= days; d++) {
    const start = wallToInstant(`2027-03-${String(d).padStart(2, '0')}`, '12:00', TZ);
    away.push({ start, end: start + HOUR });
  }
  const open = { ...DEFAULT_BUSINESS_DAY, work_start_time: '07:00', work_end_time: '21:00' };
  const week = Object.fromEntries(WEEK_DAYS.map((d) => [d, open]));
  const today = {
    firstDate: first,
    days,
    businessDays: week,
    consultantDays: week,
    lengthMinutes: 30,
    busy,
    timeZone: TZ,
    customerTimeZone: 'Europe/Paris',
  };
  const rules = {
    ...today,
    busy: [...busy, ...away],
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 10,
    stepMinutes: 15,
    now: wallToInstant('2027-03-01', '08:00', TZ),
    minimumNoticeMinutes: 120,
  };
  const count = (input) => freeSlotsForDays(input).reduce((n, d) => n + d.slots.length, 0);
  for (let i = 0; i < 200; i++) {
    count(today);
    count(rules);
  }
  const plain = [];
  const ruled = [];
  for (let round = 0; round < 1000; round++) {
    for (const [input, runs] of round % 2 ? [[today, plain], [rules, ruled]] : [[rules, ruled], [today, plain]]) {
      const started = performance.now();
      freeSlotsForDays(input);
      runs.push(performance.now() - started);
    }
  }
  const base = lib.median(plain);
  const withRules = lib.median(ruled);
  const spread = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return `p10 ${sorted[Math.floor(xs.length * 0.1)].toFixed(3)}, p90 ${sorted[Math.floor(xs.length * 0.9)].toFixed(3)}`;
  };
  const conditions = `1 consultant, 31 days, 1,000 appointments, interleaved 1,000 rounds; today ${base.toFixed(3)} ms (${spread(plain)}, ${count(today)} slots), with buffers + notice + time off ${withRules.toFixed(3)} ms (${spread(ruled)}, ${count(rules)} slots)`;
  lib.report('slot engine with booking rules / today', withRules / base, 'x', conditions, { ok: (v) => v <= 2, text: '<= 2x' });
}

async function seriesCheck(lib) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-bench-'));
  const port = 3341;
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const seeding = await lib.startApi(env, port);
    await lib.stop(seeding.child);
    const db = await lib.openPglite(dataDir);
    const { rows } = await db.query(
      `select c.id as consultant_id, cs.id as service, u.id as customer,
              case when cs.use_business_appointment_length then s.appointment_length else cs.appointment_length end as minutes
         from consultants c
         join admins a on a.id = c.admin_id and a.email = 'owner@rendezvous.test'
         join consultant_services cs on cs.consultant_id = c.id
         join services s on s.id = cs.service_id
         join users u on u.business_id = c.business_id
        where cs.appointment_length_decider = 'business'
        order by cs.id, u.id limit 1`,
    );
    await db.close();
    const { consultant_id, service, customer, minutes } = rows[0];
    const end = `${String(10 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const { child } = await lib.startApi(env, port);
    try {
      const base = `http://127.0.0.1:${port}`;
      const { headers } = await lib.signInOwner(base);
      // A Tuesday a few weeks on, at 10:00, weekly 52 times (a year: some fall on closed days).
      const start = new Date(Date.now() + 21 * 24 * HOUR);
      while (start.getUTCDay() !== 2) start.setUTCDate(start.getUTCDate() + 1);
      const body = JSON.stringify({
        consultant_id,
        customer_type: 'user',
        customerable_id: customer,
        date: start.toISOString().slice(0, 10),
        start_time: '10:00',
        end_time: end,
        services: [service],
        pay_now: 0,
        recurrence: { frequency: 'weekly', interval: 1, count: 52 },
        override_booking_rules: true,
      });
      const call = () =>
        fetch(`${base}/api/appointments/series/check`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        });
      const probe = await call();
      const answer = await probe.json();
      if (!probe.ok || answer.data?.occurrences?.length !== 52) {
        throw new Error(`unexpected series check answer: ${probe.status} ${JSON.stringify(answer).slice(0, 300)}`);
      }
      const free = answer.data.occurrences.filter((o) => o.free).length;
      for (let i = 0; i < 10; i++) await (await call()).arrayBuffer();
      const runs = [];
      for (let i = 0; i < 50; i++) {
        const started = performance.now();
        await (await call()).arrayBuffer();
        runs.push(performance.now() - started);
      }
      // The floor on the same server, interleaved: an authenticated read that does no work.
      const floor = [];
      for (let i = 0; i < 50; i++) {
        const started = performance.now();
        await (await fetch(`${base}/api/get-admin-by-token`, { headers })).arrayBuffer();
        floor.push(performance.now() - started);
      }
      const sorted = [...runs].sort((a, b) => a - b);
      const conditions = `PGlite, demo data, weekly x52 (${minutes}-min service), ${free} free, sequential, median of ${runs.length}, p90 ${sorted[Math.floor(runs.length * 0.9)].toFixed(1)} ms, round trip over local HTTP; an authenticated GET get-admin-by-token on the same server takes ${lib.median(floor).toFixed(1)} ms`;
      lib.report('POST appointments/series/check, 52 occurrences', lib.median(runs), 'ms', conditions, {
        ok: (v) => v < 50,
        text: '< 50 ms',
      });
    } finally {
      await lib.stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(lib) {
  console.log('\nBooking rules: the slot engine with rules, a 52-occurrence series check');
  engine(lib, await lib.loadDomain());
  await seriesCheck(lib);
}
