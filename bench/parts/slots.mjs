// The slot engine and GET consultant/{id}/times, each against its floor.
// (a) The pure engine: one consultant, 31 days (March 2027, across the day Toronto's clocks go
//     forward) with 1,000 existing appointments, 10-minute buffers, two hours' notice and time
//     off, against a plain sorted sweep over the same intervals (the days' open windows and
//     breaks as instants, the appointments widened by the buffers and sorted) that yields only
//     the slots' start instants. Interleaved rounds; target (issue 28): ≤ 4×.
// (b) The endpoint at 10 concurrent connections: the demo owner's slots on a date, with four
//     appointments a day of both consultants for a month around it, against the bare server
//     sending the same SQL, on PostgreSQL and PGlite. Target: ≥ 0.6× the floor's throughput.
export const name = 'slots';

const TZ = 'America/Toronto';
const MINUTE = 60_000;
const DATE = '2030-06-04';
const ROUNDS = 5;
const RUNS_A_ROUND = 300;

/**
 * The floor: the free slots' start instants of every day, from the day windows and breaks
 * (instants, computed once beforehand) and the busy intervals, which it widens by the buffers
 * and sorts as the engine does. A slot starts at the first minute of a free stretch and at every
 * grid point after it, and not before `earliest` (now plus the notice) rounded up to the grid.
 */
function sweep({ windows, busy, lengthMs, stepMs, beforeMs, afterMs, earliest }, out) {
  const sorted = busy.map((b) => ({ start: b.start - afterMs, end: b.end + beforeMs })).sort((a, b) => a.start - b.start);
  let n = 0;
  let i = 0;
  const gridAtOrAfter = (t, anchor) => t + ((((anchor - t) % stepMs) + stepMs) % stepMs);
  const emit = (from, to, anchor) => {
    let s = Math.ceil(from / MINUTE) * MINUTE;
    while (s + lengthMs <= to) {
      out[n++] = s;
      s += stepMs - ((((s - anchor) % stepMs) + stepMs) % stepMs);
    }
  };
  for (const w of windows) {
    let cursor = w.start;
    if (earliest > cursor) cursor = gridAtOrAfter(Math.ceil(earliest / MINUTE) * MINUTE, w.start);
    while (i < sorted.length && sorted[i].end <= cursor) i++;
    let j = i;
    let breakDone = false;
    while (cursor < w.end) {
      const busyStart = j < sorted.length ? sorted[j].start : Infinity;
      const breakStart = breakDone ? Infinity : w.breakStart;
      let blockStart;
      let blockEnd;
      if (breakStart <= busyStart) {
        if (breakStart === Infinity) break;
        blockStart = breakStart;
        blockEnd = w.breakEnd;
        breakDone = true;
      } else {
        blockStart = busyStart;
        blockEnd = sorted[j].end;
        j++;
      }
      if (blockStart >= w.end) break;
      if (blockEnd <= cursor) continue;
      if (blockStart > cursor) emit(cursor, blockStart, w.start);
      cursor = Math.max(cursor, blockEnd);
    }
    if (cursor < w.end) emit(cursor, w.end, w.start);
  }
  return n;
}

function timeRuns(fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return times;
}

export function engine(lib, domain) {
  const { freeSlotsForDays, wallToInstant, WEEK_DAYS, DEFAULT_BUSINESS_DAY } = domain;
  const first = '2027-03-01';
  const days = 31;
  // 1,000 distinct 10-minute appointments at random quarter hours of the 31 days.
  const busy = lib.marchAppointments(domain, days, TZ);
  // Open 07:00-21:00 with the default break (13:00-13:30), every day.
  const open = { ...DEFAULT_BUSINESS_DAY, work_start_time: '07:00', work_end_time: '21:00' };
  const week = Object.fromEntries(WEEK_DAYS.map((d) => [d, open]));
  // Booking rules as issue 25 has them: 10-minute buffers before and after, two hours' notice,
  // and time off (a week away, and 12:00-13:00 every day) among the busy intervals.
  const away = [{ start: wallToInstant('2027-03-15', '00:00', TZ), end: wallToInstant('2027-03-22', '00:00', TZ) }];
  for (let d = 1; d <= days; d++) {
    const start = wallToInstant(`2027-03-${String(d).padStart(2, '0')}`, '12:00', TZ);
    away.push({ start, end: start + 60 * MINUTE });
  }
  const now = wallToInstant('2027-03-01', '08:00', TZ);
  const input = {
    firstDate: first,
    days,
    businessDays: week,
    consultantDays: week,
    lengthMinutes: 30,
    busy: [...busy, ...away],
    timeZone: TZ,
    customerTimeZone: 'Europe/Paris',
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 10,
    stepMinutes: 15,
    now,
    minimumNoticeMinutes: 120,
  };

  // The same intervals as instants, for the floor: 07:00-21:00 with a break 13:00-13:30.
  const windows = Array.from({ length: days }, (_, d) => {
    const date = `2027-03-${String(d + 1).padStart(2, '0')}`;
    const at = (time) => wallToInstant(date, time, TZ);
    return { start: at('07:00'), end: at('21:00'), breakStart: at('13:00'), breakEnd: at('13:30') };
  });
  const out = new Float64Array(days * 24 * 4 * 2);
  const floorInput = {
    windows,
    busy: input.busy,
    lengthMs: 30 * MINUTE,
    stepMs: 15 * MINUTE,
    beforeMs: 10 * MINUTE,
    afterMs: 10 * MINUTE,
    earliest: now + 120 * MINUTE,
  };

  const engineStarts = freeSlotsForDays(input).flatMap((d) => d.slots.map((s) => s.starts_at));
  const count = sweep(floorInput, out);
  if (count !== engineStarts.length || engineStarts.some((s, k) => s !== out[k])) {
    throw new Error(`the floor's sweep found ${count} slots, the engine ${engineStarts.length}: they must agree`);
  }
  timeRuns(() => freeSlotsForDays(input), 200); // warm-up: JIT
  timeRuns(() => sweep(floorInput, out), 200);
  const engineMs = [];
  const floorMs = [];
  for (let r = 0; r < ROUNDS; r++) {
    engineMs.push(lib.median(timeRuns(() => freeSlotsForDays(input), RUNS_A_ROUND)));
    floorMs.push(lib.median(timeRuns(() => sweep(floorInput, out), RUNS_A_ROUND)));
  }
  const ratios = engineMs.map((e, r) => e / floorMs[r]);
  const conditions = `1 consultant, 31 days (2027-03, DST change), 1,000 appointments, buffers, notice and time off, 30-min service, customer zone, ${count} slots, ${ROUNDS} interleaved rounds of ${RUNS_A_ROUND} runs`;
  console.log(`  slot engine ${lib.median(engineMs).toFixed(3)} ms, sorted sweep ${lib.median(floorMs).toFixed(3)} ms (medians of the rounds' medians)`);
  lib.report('slot engine, 31 days', lib.median(engineMs), 'ms', conditions, { ok: (v) => v < 1, text: '< 1 ms' });
  lib.report('slot engine ÷ sorted sweep', lib.median(ratios), '×', `${conditions}; rounds ${lib.spread(ratios)}`, {
    ok: (v) => v <= 4,
    text: '<= 4×',
  });
}

/** Appointments of both demo consultants around DATE: 10:00, 12:00, 14:00, 16:00 for 31 days. */
async function seedAppointments(query, businessId) {
  await query(
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
  await query('analyze appointments');
  const [row] = await query(
    `select c.id as consultant_id, array_agg(cs.id order by cs.id) as services,
       (select id from timezones where name = 'Europe/Paris') as paris
     from consultants c
     join admins a on a.id = c.admin_id
     join consultant_services cs on cs.consultant_id = c.id
     where a.email = 'owner@rendezvous.test'
     group by c.id`,
  );
  return row;
}

export async function run(lib) {
  console.log('\nSlots: the engine against a sorted sweep, and GET consultant/{id}/times against its floor');
  engine(lib, await lib.loadDomain());
  await lib.versusFloorOnEveryEngine({
    name: 'GET consultant/{id}/times',
    seed: seedAppointments,
    path: (seeded) =>
      `/api/consultant/${seeded.consultant_id}/times?date=${DATE}&consultantServiceIds=${seeded.services[0]}&customer_timezone_id=${seeded.paris}`,
    targets: {
      postgres: { throughput: 0.6 },
      pglite: { throughput: 0.5 },
    },
    port: 3331,
  });
}
