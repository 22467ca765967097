// 10,000 reminders due at the same instant, sent through the development mailbox: on the
// embedded database by the API process itself, and on PostgreSQL by two worker processes
// (`npm run worker`) beside an API started with JOBS=off. Reports how long after their due time
// they went (median, p99, last) and counts duplicates: mails beyond one per delivery.
// The deliveries and their jobs are made in SQL, as a burst of bookings would leave them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const name = 'reminders';

const COUNT = Number(process.env.BENCH_REMINDERS ?? 10_000);
/** How long after the rows are made the reminders fall due: time for the processes to start. */
const LEAD_MS = 20_000;
const TARGET_S = 60;

/** The statements that plan `COUNT` e-mail reminders about one active appointment, due at `dueAt`. */
function seedStatements(businessId, dueAt) {
  return [
    `create temp table bench_target as
       select a.id, a.business_id, a.customerable_id as customer
         from appointments a join users u on u.id = a.customerable_id
        where a.business_id = ${businessId} and a.customer_type = 'user' and a.status = 'active'
        order by a.id limit 1`,
    `insert into message_deliveries
       (business_id, appointment_id, version, step, recipient_type, recipient_id, channel, status, due_at, job_id)
     select t.business_id, t.id, 1000 + i, 'reminder:1440', 'user', t.customer, 'email', 'scheduled',
            timestamptz '${dueAt.toISOString()}', gen_random_uuid()
       from bench_target t, generate_series(1, ${COUNT}) as i`,
    // The jobs as the API's queue adds them (apps/api/src/jobs/queue.ts): pg-boss' table, the
    // delivery's job id, the same retry policy.
    `insert into pgboss.job (id, name, data, start_after, retry_limit, retry_delay, retry_backoff, policy)
     select d.job_id, 'appointment-message', jsonb_build_object('deliveryId', d.id), d.due_at, 5, 30, true, 'standard'
       from message_deliveries d join bench_target t on t.id = d.appointment_id
      where d.version > 1000`,
    'drop table bench_target',
    'analyze message_deliveries',
  ];
}

const FIGURES = `
  select count(*) filter (where d.status = 'sent')::int as sent,
         count(*) filter (where d.attempts > 1)::int as claimed_again,
         percentile_cont(0.5) within group (order by extract(epoch from d.sent_at - d.due_at)) as p50,
         percentile_cont(0.99) within group (order by extract(epoch from d.sent_at - d.due_at)) as p99,
         max(extract(epoch from d.sent_at - d.due_at)) as last,
         (select count(*)::int from outbound_mail m
           where m.attachments::text like '%UID:appointment-' || min(d.appointment_id) || '@%') as mails
    from message_deliveries d
   where d.version > 1000 and d.step = 'reminder:1440'`;

function reportFigures(lib, label, figures) {
  const conditions = `${label}, ${COUNT} reminders due at once, development mailbox, ${figures.sent} sent, ${figures.mails - figures.sent} duplicate mails, ${figures.claimed_again} claimed twice`;
  lib.report(`reminders (${label}) all sent after due`, Number(figures.last ?? Infinity), 's', conditions, {
    ok: (v) => v <= TARGET_S && figures.sent === COUNT && figures.mails === COUNT,
    text: `<= ${TARGET_S} s, all ${COUNT} sent once`,
  });
  lib.report(`reminders (${label}) lag p50`, Number(figures.p50 ?? Infinity), 's', conditions);
  lib.report(`reminders (${label}) lag p99`, Number(figures.p99 ?? Infinity), 's', conditions);
}

async function waitFor(check, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function embedded(lib) {
  // PGlite has one writer: the API creates and seeds the data directory, stops, the rows are
  // added directly, and the API starts again on them and works its queue.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-bench-'));
  const port = 3321;
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const seeding = await lib.startApi(env, port);
    const { admin } = await lib.signInOwner(`http://127.0.0.1:${port}`);
    await lib.stop(seeding.child);
    const dueAt = new Date(Date.now() + LEAD_MS);
    let db = await lib.openPglite(dataDir);
    for (const statement of seedStatements(admin.business_id, dueAt)) await db.query(statement);
    await db.close();

    const { child } = await lib.startApi(env, port);
    try {
      // Done when, past the due time, the queue has no job left to hand out and none in hand.
      await new Promise((r) => setTimeout(r, Math.max(0, dueAt.getTime() - Date.now())));
      const drained = await waitFor(async () => {
        // A busy single-connection database may keep the answer waiting: try again.
        const health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json()).catch(() => null);
        return health?.data?.jobs?.due === 0;
      }, 300_000);
      if (!drained) console.log('  the queue still had due jobs after 5 minutes');
    } finally {
      await lib.stop(child); // a graceful stop finishes the jobs in hand
    }
    db = await lib.openPglite(dataDir);
    const { rows } = await db.query(FIGURES);
    await db.close();
    reportFigures(lib, 'PGlite, in the API process', rows[0]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(lib) {
  const database = await lib.postgresUrl();
  if (!database) {
    console.log('  PostgreSQL: no server at 127.0.0.1:5432 (set BENCH_DATABASE_URL); not measured');
    return;
  }
  const port = 3322;
  const env = { DATABASE_URL: database.url, JOBS: 'off' };
  const workers = [];
  const client = new pg.Client({ connectionString: database.url });
  try {
    const { child } = await lib.startApi(env, port);
    try {
      const { admin } = await lib.signInOwner(`http://127.0.0.1:${port}`);
      await client.connect();
      const dueAt = new Date(Date.now() + LEAD_MS);
      for (const statement of seedStatements(admin.business_id, dueAt)) await client.query(statement);
      for (let i = 0; i < 2; i++) {
        workers.push(
          spawn(process.execPath, [path.join(lib.root, 'apps/api/dist/worker.js')], {
            env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
            stdio: ['ignore', 'ignore', 'inherit'],
          }),
        );
      }
      const done = await waitFor(async () => {
        const { rows } = await client.query(FIGURES);
        return rows[0].sent >= COUNT;
      }, 300_000);
      if (!done) console.log('  not every reminder was sent within 5 minutes');
      await Promise.all(workers.map((w) => lib.stop(w)));
      const { rows } = await client.query(FIGURES);
      reportFigures(lib, 'PostgreSQL, two worker processes', rows[0]);
    } finally {
      await lib.stop(child);
    }
  } finally {
    for (const worker of workers) worker.kill('SIGKILL');
    await client.end().catch(() => {});
    await database.drop();
  }
}

export async function run(lib) {
  console.log(`\nReminders: ${COUNT.toLocaleString('en')} due in the same minute, through the development mailbox`);
  if (process.env.BENCH_REMINDERS_ENGINE !== 'postgres') await embedded(lib);
  if (process.env.BENCH_REMINDERS_ENGINE !== 'pglite') await postgres(lib);
}
