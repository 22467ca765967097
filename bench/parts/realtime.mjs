// Realtime delivery: how long from an API request that raises a notification to the
// NewNotification on the notified admin's open console, with 1,000 consoles connected. The
// request: the demo owner books an appointment with their colleague (POST appointment), which
// notifies the colleague. (a) one API process; (b) two API processes on one PostgreSQL and one
// Redis, the consoles on one, the booking sent to the other (the Redis adapter carries it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';

export const name = 'realtime';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const WARM_UP = 20;
const SAMPLES = Number(process.env.BENCH_REALTIME_SAMPLES ?? 200);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The first booking's week from the model's; the last stays inside the widest booking horizon. */
const FIRST_WEEK = 260;
/** The widest booking horizon a business may set (the domain's MAX_BOOKING_HORIZON_DAYS). */
const WIDEST_HORIZON_DAYS = 3650;
if ((FIRST_WEEK + WARM_UP + SAMPLES + 1) * 7 > WIDEST_HORIZON_DAYS - 7) {
  throw new Error(`BENCH_REALTIME_SAMPLES=${SAMPLES} books past the widest booking horizon`);
}

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

function openSocket(base, token) {
  return new Promise((resolve, reject) => {
    // forceNew: a connection of its own, as each console has (no multiplexing over one).
    const socket = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    const timer = setTimeout(() => reject(new Error('socket did not connect in 30 s')), 30_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    });
  });
}

/** `count` sockets in batches, so the handshakes do not all land at once. */
async function openSockets(base, token, count) {
  const sockets = [];
  for (let i = 0; i < count; i += 100) {
    const batch = Math.min(100, count - i);
    sockets.push(...(await Promise.all(Array.from({ length: batch }, () => openSocket(base, token)))));
  }
  return sockets;
}

/**
 * A booking the owner can make again and again: an existing appointment of the colleague
 * (consultant, customer, services and times), moved each time to a day of its own.
 */
async function bookingTemplate(base, owner, colleagueAdminId) {
  const res = await fetch(`${base}/api/appointments?paginate=100&page=1&appendConsultant=true&appendServices=true`, {
    headers: owner.headers,
  });
  const rows = (await res.json()).data.data;
  const model = rows.find(
    (a) =>
      a.status !== 'cancelled' && a.consultant?.admin?.id === colleagueAdminId && a.services?.length && a.services.every((s) => s.consultant_service_id),
  );
  if (!model) throw new Error("no appointment of the colleague's to copy in the demo data");
  return (i) => ({
    consultant_id: model.consultant_id,
    customer_type: model.customer_type,
    customerable_id: model.customerable_id,
    // The same weekday as the model, some years on (inside the widest horizon, which measure()
    // sets): a day the colleague works, and one of its own for each booking.
    date: new Date(Date.parse(`${model.date}T00:00:00Z`) + (FIRST_WEEK + i) * 7 * 86_400_000).toISOString().slice(0, 10),
    start_time: model.start_time.slice(0, 5),
    end_time: model.end_time.slice(0, 5),
    services: model.services.map((s) => s.consultant_service_id),
    tip: 0,
  });
}

/**
 * Books `count` times, one at a time, each time timing from just before the request to the
 * colleague's NewNotification for it (requests and events are matched in order).
 */
async function deliveries(trigger, notifiedSocket, count, offset) {
  const latencies = [];
  for (let i = 0; i < count; i++) {
    const heard = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no NewNotification within 10 s (message ${offset + i})`)), 10_000);
      notifiedSocket.once('NewNotification', () => {
        clearTimeout(timer);
        resolve(performance.now());
      });
    });
    const started = performance.now();
    const response = await trigger(offset + i);
    if (response.status >= 300) throw new Error(`booking answered ${response.status}: ${await response.text()}`);
    latencies.push((await heard) - started);
  }
  return latencies;
}

async function measure(label, { socketsBase, triggerBase, lib, target }) {
  const owner = await lib.signInOwner(triggerBase);
  const colleague = await lib.signInOwner(socketsBase, 'consultant@rendezvous.test');
  // The crowd: a platform admin, in no business, so never notified by these bookings.
  const other = await lib.signInOwner(socketsBase, 'platform@rendezvous.test');
  // Bookings years ahead, one day each: the business takes them as far as it may.
  const horizon = await fetch(`${triggerBase}/api/business/${owner.admin.business_id}`, {
    method: 'PATCH',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ booking_horizon_days: WIDEST_HORIZON_DAYS }),
  });
  if (!horizon.ok) throw new Error(`the booking horizon could not be widened: ${horizon.status} ${await horizon.text()}`);
  const booking = await bookingTemplate(triggerBase, owner, colleague.admin.id);
  const trigger = (i) =>
    fetch(`${triggerBase}/api/appointment`, {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify(booking(i)),
    });
  const crowd = await openSockets(socketsBase, other.token, SOCKETS - 1);
  const [notified] = await openSockets(socketsBase, colleague.token, 1);
  try {
    await deliveries(trigger, notified, WARM_UP, 0);
    const latencies = await deliveries(trigger, notified, SAMPLES, WARM_UP);
    const conditions = `${label}, ${SOCKETS} sockets connected (1 the notified admin's), ${SAMPLES} bookings one after another after ${WARM_UP} warm-up`;
    const short = label.split(',')[0];
    lib.report(`NewNotification delivery p50 (${short})`, percentile(latencies, 50), 'ms', conditions);
    lib.report(`NewNotification delivery p99 (${short})`, percentile(latencies, 99), 'ms', conditions, {
      ok: (v) => v < target,
      text: `< ${target} ms`,
    });
  } finally {
    for (const socket of [...crowd, notified]) socket.close();
  }
}

async function redisAnswers(url) {
  const { createConnection } = await import('node:net');
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const conn = createConnection({ host: hostname, port: Number(port || 6379) });
    conn.setTimeout(2000);
    conn.once('connect', () => conn.write('PING\r\n'));
    conn.once('data', (data) => {
      conn.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    conn.once('error', () => resolve(false));
    conn.once('timeout', () => {
      conn.destroy();
      resolve(false);
    });
  });
}

export async function run(lib) {
  console.log("\nRealtime: POST appointment to the notified consultant's NewNotification");

  // (a) One process on PGlite.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-bench-'));
  try {
    const { child } = await lib.startApi({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }, 3311);
    try {
      const base = 'http://127.0.0.1:3311';
      await measure('one process, PGlite', { socketsBase: base, triggerBase: base, lib, target: 100 });
    } finally {
      await lib.stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  // (b) Two processes, one PostgreSQL, one Redis.
  const pgdb = await lib.postgresUrl();
  if (!pgdb) {
    console.log('  across processes: no PostgreSQL at 127.0.0.1:5432 (set BENCH_DATABASE_URL); not measured');
    return;
  }
  if (!(await redisAnswers(REDIS_URL))) {
    console.log(`  across processes: no Redis at ${REDIS_URL} (set BENCH_REDIS_URL); not measured`);
    await pgdb.drop();
    return;
  }
  const env = { DATABASE_URL: pgdb.url, REDIS_URL };
  const children = [];
  try {
    // One after the other: the first migrates and seeds the new database.
    children.push((await lib.startApi(env, 3312)).child);
    children.push((await lib.startApi(env, 3313)).child);
    await measure('two processes, PostgreSQL + Redis, sockets on one, booking sent to the other', {
      socketsBase: 'http://127.0.0.1:3312',
      triggerBase: 'http://127.0.0.1:3313',
      lib,
      target: 150,
    });
  } finally {
    for (const child of children) await lib.stop(child);
    await pgdb.drop();
  }
}
