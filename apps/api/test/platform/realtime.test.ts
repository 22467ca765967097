import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { startTestApp, type TestApp } from '../support/app';

const event = { notification: { id: 1, business_id: 1, type: 'contact', body: 'Hello', status_read: 0, created_at: new Date().toISOString() } };

function open(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

const nextNotification = (socket: Socket) =>
  new Promise<unknown>((resolve) => socket.once('NewNotification', resolve));

describe('realtime', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  it('refuses a socket without a valid token', async () => {
    await expect(open(url, 'rdv_at_forged')).rejects.toThrow(/unauthorized/);
  });

  it("delivers NewNotification to the admin's own room only", async () => {
    const owner = await t.signIn('owner@rendezvous.test');
    const consultant = await t.signIn('consultant@rendezvous.test');
    const mine = await open(url, owner.token);
    const theirs = await open(url, consultant.token);
    let leaked = false;
    theirs.on('NewNotification', () => (leaked = true));
    const received = nextNotification(mine);
    t.app.realtime.notifyAdmin(owner.admin.id, event);
    expect(await received).toEqual(event);
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toBe(false);
    mine.close();
    theirs.close();
  });
});

const scaleOut = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;
describe.runIf(scaleOut)('realtime across API processes (PostgreSQL + Redis)', () => {
  it('an event raised on one API instance reaches a socket connected to another', async () => {
    const seeded = await startTestApp({ name: 'postgres', url: process.env.TEST_DATABASE_URL });
    const dbUrl = await seededUrl(seeded);
    const config = loadConfig({}, { LOG_LEVEL: 'silent', REDIS_URL: process.env.TEST_REDIS_URL! });
    const instances = await Promise.all(
      [0, 1].map(async () => {
        const database = await openDatabase({ databaseUrl: dbUrl });
        const app = await buildApp({ config, database, logger: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        return { app, database, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
      }),
    );
    try {
      const owner = await seeded.signIn('owner@rendezvous.test');
      const socket = await open(instances[1]!.url, owner.token);
      const received = nextNotification(socket);
      // Give the Redis subscription a moment to be in place on both sides.
      await new Promise((r) => setTimeout(r, 200));
      instances[0]!.app.realtime.notifyAdmin(owner.admin.id, event);
      expect(await received).toEqual(event);
      socket.close();
    } finally {
      for (const i of instances) {
        await i.app.close();
        await i.database.close();
      }
      await seeded.close();
    }
  });
});

/** The URL of the scratch database a TestApp on PostgreSQL created. */
async function seededUrl(t: TestApp): Promise<string> {
  const result = await t.database.db.execute<{ db: string }>(
    (await import('drizzle-orm')).sql`select current_database() as db`,
  );
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.db}`;
  return url.toString();
}
