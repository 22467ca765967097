import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ORIGIN_KEYS } from '@rendezvous/domain';
import { and, asc, count, eq, gt, max, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { appointments, messageDeliveries, outboundMail, users } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/seed';
import { createJobQueue } from '../../src/jobs/queue';
import { JOBS_SCHEMA } from '../../src/jobs/schema';
import { APPOINTMENT_MESSAGE_QUEUE } from '../../src/notifications/appointment-messages';
import { clock, resetClock } from '../../src/lib/clock';
import { demoIds, oliviaBooking } from '../appointments/fixtures';
import { engines, scratchDatabase } from '../support/database';
import { DEMO_PASSWORD, startTestApp } from '../support/app';

/**
 * The queue across real processes: a server killed with SIGKILL between a booking and its
 * reminder's due time, then restarted after it; and two worker processes on PostgreSQL sharing
 * a thousand due jobs. Each counts what was sent.
 */

const apiDir = path.resolve(import.meta.dirname, '../..');
const MINUTE = 60_000;

/** A port nothing listens on, for a child server. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Child {
  process: ChildProcess;
  /** What it printed, for the failure message. */
  output(): string;
  exited: Promise<number | null>;
}

/** `npm start` or `npm run worker` in a child process, its clock `offsetMs` ahead of the machine's. */
function startChild(kind: 'server' | 'worker', env: Record<string, string>, offsetMs: number): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/clocked-process.ts', kind], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      TEST_CLOCK_OFFSET_MS: String(offsetMs),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** Polls `check` until it answers true, or fails after `ms` with what the child printed. */
async function until(check: () => Promise<boolean>, ms: number, what: string, child?: Child): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms\n${child?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the job queue across a SIGKILL and a restart, on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rdv-restart-'));
  const children: Child[] = [];
  afterAll(() => {
    for (const child of children) child.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    resetClock();
  });

  it('sends a reminder that fell due while the server was down once after the restart, and nothing twice', async () => {
    // 09:00 in Toronto on the day before the appointment: its 24 h reminder is due in an hour.
    const startsAt = Date.parse('2027-06-01T14:00:00Z');
    const app = await startTestApp(engines[0], {
      now: '2027-05-31T13:00:00Z',
      bookingHorizonDays: 400,
      database: await openDatabase({ dataDir }),
    });
    const owner = await app.signIn('owner@rendezvous.test');
    const ids = await demoIds(app, owner.admin.business_id!);
    const booked = await app.call({
      method: 'POST',
      url: '/api/appointment',
      token: owner.token,
      payload: oliviaBooking(ids),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().data.id as number;
    expect(Date.parse(booked.json().data.starts_at)).toBe(startsAt);
    // The server process goes on from the test's clock.
    let offset = clock.ms() - Date.now();
    await app.close();

    // The server starts, sends the confirmation, and is killed before the reminder is due.
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    const base = `http://127.0.0.1:${port}`;
    const first = startChild('server', env, offset);
    children.push(first);
    const consoleHeaders = { 'x-origin-key': ORIGIN_KEYS.adminConsole, 'x-request-type': 'admin' };
    let token = owner.token;
    const deliveries = async () => {
      const res = await fetch(`${base}/api/appointment/${appointmentId}/deliveries`, {
        headers: { authorization: `Bearer ${token}`, ...consoleHeaders },
      });
      return res.ok ? (((await res.json()) as { data: unknown }).data as { step: string; channel: string; status: string }[]) : [];
    };
    await until(
      async () => (await deliveries()).some((d) => d.step === 'confirmation' && d.status === 'sent'),
      90_000,
      'the confirmation being sent',
      first,
    );
    expect(Date.now() + offset).toBeLessThan(startsAt - 24 * 60 * MINUTE);
    first.process.kill('SIGKILL');
    await first.exited;

    // Down for 70 minutes: the 24 h reminder falls due meanwhile. The database's clock, on which
    // the queue keeps due times, is the machine's: it is moved on as the server's is.
    const downtime = 70 * MINUTE;
    offset += downtime;
    const afterKill = await openDatabase({ dataDir });
    await afterKill.db.execute(
      sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = start_after - make_interval(secs => ${downtime / 1000})
           where state in ('created', 'retry')`,
    );
    await afterKill.close();

    const second = startChild('server', env, offset);
    children.push(second);
    // The session idled out while the server was down: the owner signs in again.
    await until(
      async () => {
        const res = await fetch(`${base}/api/login?type=admin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...consoleHeaders },
          body: JSON.stringify({ email: 'owner@rendezvous.test', password: DEMO_PASSWORD }),
        });
        if (res.ok) token = ((await res.json()) as { data: { token: string } }).data.token;
        return res.ok;
      },
      90_000,
      'the restarted server answering a sign-in',
      second,
    );
    await until(
      // The log names a reminder's step 'reminder', whatever its lead time: the first is sent.
      async () => (await deliveries()).some((d) => d.step === 'reminder' && d.status === 'sent'),
      90_000,
      'the reminder being sent after the restart',
      second,
    );
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select()
        .from(messageDeliveries)
        .where(eq(messageDeliveries.appointment_id, appointmentId))
        .orderBy(asc(messageDeliveries.id));
      expect(rows.map((d) => [d.step, d.channel, d.status, d.attempts])).toEqual([
        ['confirmation', 'email', 'sent', 1],
        ['reminder:1440', 'email', 'sent', 1],
        ['reminder:120', 'email', 'scheduled', 0],
      ]);
      const reminder = rows[1]!;
      expect(reminder.sent_at!.getTime()).toBeGreaterThan(reminder.due_at.getTime());
      const mail = await database.db
        .select({ subject: outboundMail.subject })
        .from(outboundMail)
        .where(sql`${outboundMail.attachments}::text like ${`%UID:appointment-${appointmentId}@%`}`)
        .orderBy(asc(outboundMail.id));
      expect(mail.map((m) => m.subject)).toEqual([
        'Your appointment with Maison Lumière Salon is booked',
        expect.stringMatching(/^Reminder/),
      ]);
    } finally {
      await database.close();
    }
  }, 300_000);
});

const postgres = engines.find((e) => e.name === 'postgres');

describe.skipIf(!postgres)('two worker processes on PostgreSQL', () => {
  it('start together on a new database without one of them failing', async () => {
    // Four processes' queues making the same four queues at once: pg-boss' own statement can
    // deadlock there, and the one PostgreSQL aborts must try again rather than stop the process.
    const database: Database & { url?: string } = await scratchDatabase(postgres!, { empty: true });
    const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;
    const queues = await Promise.all(Array.from({ length: 4 }, () => createJobQueue(database, silent, database.url)));
    try {
      for (const queue of queues) {
        for (const name of ['appointment-message', 'waitlist', 'privacy-retention', 'webhook'] as const) {
          queue.handle(name, async () => {});
        }
      }
      const started = await Promise.allSettled(queues.map((queue) => queue.start({ work: false })));
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status))).toEqual(Array(4).fill('fulfilled'));
      const made = await database.db.execute<{ name: string }>(
        sql`select name from ${sql.raw(JOBS_SCHEMA)}.queue order by name`,
      );
      expect(made.rows.map((row) => row.name)).toEqual([
        'appointment-message',
        'privacy-retention',
        'waitlist',
        'webhook',
      ]);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await database.close();
    }
  }, 120_000);

  it('share 1,000 due jobs and send each message once', async () => {
    const database: Database & { url?: string } = await scratchDatabase(postgres!);
    const workers: Child[] = [];
    try {
      await prepareDatabase(database, { seedDemo: true });
      const db = database.db;
      const [appointment] = await db
        .select({ id: appointments.id, business_id: appointments.business_id, customer: appointments.customerable_id })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.customerable_id))
        .where(and(eq(appointments.customer_type, 'user'), eq(appointments.status, 'active')))
        .limit(1);
      const [{ lastMail } = { lastMail: 0 }] = await db.select({ lastMail: max(outboundMail.id) }).from(outboundMail);

      // A thousand messages due now, as a burst of bookings would leave them: one delivery row and
      // one job each, added in one transaction.
      const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;
      const queue = await createJobQueue(database, silent, database.url);
      queue.handle(APPOINTMENT_MESSAGE_QUEUE, async () => {});
      await queue.start({ work: false });
      const now = clock.now();
      await db.transaction(async (tx) => {
        const rows = await tx
          .insert(messageDeliveries)
          .values(
            Array.from({ length: 1000 }, (_, i) => ({
              business_id: appointment!.business_id,
              appointment_id: appointment!.id,
              version: i + 1,
              step: 'confirmation',
              recipient_type: 'user' as const,
              recipient_id: appointment!.customer,
              channel: 'email' as const,
              due_at: now,
              job_id: queue.idFor(`burst:${i}`),
            })),
          )
          .returning({ id: messageDeliveries.id });
        for (const [i, row] of rows.entries()) {
          await queue.add(tx, { queue: APPOINTMENT_MESSAGE_QUEUE, data: { deliveryId: row.id }, key: `burst:${i}`, dueAt: now });
        }
      });
      await queue.stop();

      const env = { DATABASE_URL: database.url! };
      workers.push(startChild('worker', env, 0), startChild('worker', env, 0));
      const sent = async () =>
        (
          await db
            .select({ n: count() })
            .from(messageDeliveries)
            .where(and(eq(messageDeliveries.appointment_id, appointment!.id), eq(messageDeliveries.status, 'sent')))
        )[0]!.n;
      await until(async () => (await sent()) >= 1000, 180_000, 'the thousand messages being sent', workers[0]);
      for (const worker of workers) worker.process.kill('SIGTERM');
      const codes = await Promise.all(workers.map((w) => w.exited));
      expect(codes, workers.map((w) => w.output()).join('\n---\n')).toEqual([0, 0]);

      // Each delivery was claimed once, and the mailbox holds exactly one message per delivery.
      const claims = await db
        .select({ attempts: messageDeliveries.attempts, n: count() })
        .from(messageDeliveries)
        .where(and(eq(messageDeliveries.appointment_id, appointment!.id), eq(messageDeliveries.step, 'confirmation')))
        .groupBy(messageDeliveries.attempts);
      expect(claims).toEqual([{ attempts: 1, n: 1000 }]);
      const [{ mails } = { mails: 0 }] = await db
        .select({ mails: count() })
        .from(outboundMail)
        .where(
          and(gt(outboundMail.id, lastMail ?? 0), sql`${outboundMail.attachments}::text like ${`%UID:appointment-${appointment!.id}@%`}`),
        );
      expect(mails).toBe(1000);
    } finally {
      for (const worker of workers) worker.process.kill('SIGKILL');
      await database.close();
    }
  }, 300_000);
});
