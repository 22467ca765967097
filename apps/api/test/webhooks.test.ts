import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEBHOOK_ENDPOINTS_PER_BUSINESS, WebhookMessages } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { createWebhookTransport, isPublicAddress, PrivateAddressError } from '../src/gateways/webhook-transport';
import { clock } from '../src/lib/clock';
import { pruneWebhookDeliveries } from '../src/services/webhooks';
import { demoIds, oliviaBooking } from './appointments/fixtures';
import { engines, startTestApp, type TestApp } from './support/app';

/*
 * Outgoing webhooks (issue 27): an owner registers an HTTPS endpoint; the events it chose are
 * POSTed to it signed the Standard Webhooks way (checked here with that scheme's reference
 * library, as a receiver would), tried again with backoff, kept with their answers, sent again
 * on demand; an endpoint failing for a day is turned off and the owner told. The receiver is a
 * real HTTPS server on this machine with a certificate made for the test.
 */

const NOW = '2027-05-20T14:00:00Z';
const HOUR = 3_600_000;

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A self-signed certificate for localhost, made with openssl in a scratch directory. */
function localCertificate(): { dir: string; key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rdv-webhook-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  return { dir, key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

describe.each(engines)('webhooks on $name', (engine) => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let tls: ReturnType<typeof localCertificate>;
  const received: Received[] = [];
  /** What the receiver answers next. */
  let answer = { status: 200, body: '{"ok":true}' };
  let owner: { token: string; businessId: number; id: number };
  let other: { token: string; businessId: number };
  let ids: Awaited<ReturnType<typeof demoIds>>;

  const as = (who: { token: string; businessId: number }, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    t.call({ method, url, token: who.token, businessId: who.businessId, ...(payload ? { payload } : {}) });
  const addEndpoint = async (events: string[], pathName = '/hook') => {
    const res = await as(owner, 'POST', '/api/webhook-endpoints', { url: `${base}${pathName}`, description: 'CRM', events });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; secret: string; url: string };
  };
  const deliveriesOf = async (endpointId: number) => {
    const res = await as(owner, 'GET', `/api/webhook-endpoints/${endpointId}/deliveries`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; event: string; event_id: string; status: string; attempts: number; response_status: number | null; next_attempt_at: string | null; request_body: string; error: string | null }[];
  };

  beforeAll(async () => {
    tls = localCertificate();
    server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers as Record<string, string>, body });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://localhost:${(server.address() as AddressInfo).port}`;
    t = await startTestApp(engine, { now: NOW, env: { WEBHOOK_CA_FILE: tls.certFile } });
    const o = await t.signIn('owner@rendezvous.test');
    owner = { token: o.token, businessId: o.admin.business_id!, id: o.admin.id };
    other = await t.signUpOwner('hooks.other@example.org', 'Other Hooks Shop');
    ids = await demoIds(t, owner.businessId);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(tls.dir, { recursive: true, force: true });
  });

  it('sends the events an endpoint chose, signed so that the receiver can verify them', async () => {
    const endpoint = await addEndpoint(['client.created', 'appointment.created', 'appointment.cancelled']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await as(owner, 'GET', '/api/webhook-endpoints');
    expect(listed.body).not.toContain(endpoint.secret.slice(6, 30));

    received.length = 0;
    const client = await as(owner, 'POST', '/api/user', {
      firstname: 'Hook', lastname: 'Client', email: 'hook.client@example.org', phone: '+1 514-555-0170', status: 'active',
    });
    expect(client.statusCode, client.body).toBe(201);
    const booked = await as(owner, 'POST', '/api/appointment', oliviaBooking(ids, { pay_now: 0 }));
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().data.id as number;
    // A change it did not choose is not sent; a cancellation is.
    await as(owner, 'PUT', `/api/appointment/${appointmentId}`, { start_time: '10:15', end_time: '11:30' });
    await as(owner, 'PUT', `/api/appointment/${appointmentId}`, { status: 'cancelled' });
    await t.runJobs();

    const verifier = new Webhook(endpoint.secret);
    // The receiver's clock reads the API's (its check refuses a timestamp five minutes off).
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now() });
    const events = received.map((r) => {
      expect(r.headers['content-type']).toBe('application/json');
      return verifier.verify(r.body, r.headers) as { id: string; type: string; business_id: number; data: Record<string, Record<string, unknown>> };
    });
    const first = received[0]!;
    // A forged or altered body fails the receiver's check.
    expect(() => verifier.verify(first.body.replace('"business_id":', '"business_id":9'), first.headers)).toThrow();
    vi.useRealTimers();
    expect(events.map((e) => e.type).sort()).toEqual(['appointment.cancelled', 'appointment.created', 'client.created']);
    expect(events.every((e) => e.business_id === owner.businessId)).toBe(true);
    const created = events.find((e) => e.type === 'client.created')!;
    expect(created.data.client).toMatchObject({ firstname: 'Hook', email: 'hook.client@example.org' });
    expect(received.find((r) => r.body.includes('"client.created"'))!.headers['webhook-id']).toBe(created.id);
    const cancelled = events.find((e) => e.type === 'appointment.cancelled')!;
    expect(cancelled.data.appointment).toMatchObject({ id: appointmentId, status: 'cancelled', customer_type: 'user' });

    const history = await deliveriesOf(endpoint.id);
    expect(history).toHaveLength(3);
    expect(history.every((d) => d.status === 'delivered' && d.response_status === 200 && d.attempts === 1)).toBe(true);

    // Settled deliveries hold customers' data: the nightly job deletes them after 30 days.
    await t.database.db
      .update(webhookDeliveries)
      .set({ created_at: new Date(clock.now().getTime() - 31 * 24 * HOUR) })
      .where(eq(webhookDeliveries.id, history[0]!.id));
    expect(await pruneWebhookDeliveries(t.database.db)).toBe(1);
    expect((await deliveriesOf(endpoint.id)).map((d) => d.id)).toEqual(history.slice(1).map((d) => d.id));
    await as(owner, 'DELETE', `/api/webhook-endpoints/${endpoint.id}`);
  });

  it('tries a failed delivery again later, keeps the answer, and re-sends the same event on demand', async () => {
    const endpoint = await addEndpoint(['client.created'], '/flaky');
    answer = { status: 503, body: 'busy' };
    received.length = 0;
    await as(owner, 'POST', '/api/user', {
      firstname: 'Retry', lastname: 'Client', email: 'retry.client@example.org', phone: '+1 514-555-0171', status: 'active',
    });
    await t.runJobs();
    let [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: 503, error: 'The endpoint answered 503.' });
    expect(Date.parse(delivery!.next_attempt_at!) - clock.now().getTime()).toBeGreaterThan(50_000);
    const listed = ((await as(owner, 'GET', '/api/webhook-endpoints')).json().data as { id: number; failing_since: string | null }[]).find((e) => e.id === endpoint.id);
    expect(listed?.failing_since).not.toBeNull();

    // The next attempt, a minute on: still failing, so a longer wait.
    await t.runJobs({ dueBy: delivery!.next_attempt_at!, moveClock: true });
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2 });

    // Sent again now, once the receiver answers: the same event id, delivered.
    answer = { status: 204, body: '' };
    const resent = await as(owner, 'POST', `/api/webhook-deliveries/${delivery!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json().message).toBe(WebhookMessages.resent);
    await t.runJobs();
    [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', response_status: 204 });
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery!.event_id]));
    const healed = ((await as(owner, 'GET', '/api/webhook-endpoints')).json().data as { id: number; failing_since: string | null }[]).find((e) => e.id === endpoint.id);
    expect(healed?.failing_since).toBeNull();
    await as(owner, 'DELETE', `/api/webhook-endpoints/${endpoint.id}`);
  });

  it('turns off an endpoint failing for a day and tells the owner by the bell', async () => {
    const endpoint = await addEndpoint(['client.created'], '/dead');
    answer = { status: 500, body: 'down' };
    await t.database.db
      .update(webhookEndpoints)
      .set({ failing_since: new Date(clock.now().getTime() - 25 * HOUR) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await as(owner, 'POST', '/api/user', {
      firstname: 'Dead', lastname: 'End', email: 'dead.end@example.org', phone: '+1 514-555-0172', status: 'active',
    });
    await t.runJobs();
    const listed = ((await as(owner, 'GET', '/api/webhook-endpoints')).json().data as { id: number; enabled: boolean; disabled_reason: string | null }[]).find((e) => e.id === endpoint.id);
    expect(listed).toMatchObject({ enabled: false, disabled_reason: WebhookMessages.disabledNotice(endpoint.url) });
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null });
    const bells = await t.database.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.admin_id, owner.id), eq(notifications.body, WebhookMessages.disabledNotice(endpoint.url))));
    expect(bells).toHaveLength(1);

    // Off, it receives nothing and cannot be sent to; on again, its failure is cleared.
    expect((await as(owner, 'POST', `/api/webhook-deliveries/${delivery!.id}/resend`)).statusCode).toBe(409);
    const on = await as(owner, 'PATCH', `/api/webhook-endpoints/${endpoint.id}`, { enabled: true });
    expect(on.json().data).toMatchObject({ enabled: true, failing_since: null, disabled_reason: null });
    answer = { status: 200, body: '{"ok":true}' };
    await as(owner, 'DELETE', `/api/webhook-endpoints/${endpoint.id}`);
  });

  it("keeps endpoints to their business and checks what is registered", async () => {
    const endpoint = await addEndpoint(['review.posted']);
    expect((await as(other, 'GET', `/api/webhook-endpoints/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect((await as(other, 'PATCH', `/api/webhook-endpoints/${endpoint.id}`, { enabled: false })).statusCode).toBe(404);
    expect((await as(other, 'DELETE', `/api/webhook-endpoints/${endpoint.id}`)).statusCode).toBe(404);
    const consultant = await t.signIn('consultant@rendezvous.test');
    expect((await as({ token: consultant.token, businessId: owner.businessId }, 'GET', '/api/webhook-endpoints')).statusCode).toBe(403);

    const plain = await as(owner, 'POST', '/api/webhook-endpoints', { url: 'http://example.org/hook', events: [] });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors).toEqual({ url: [WebhookMessages.urlHttps], events: [WebhookMessages.eventsRequired] });
    expect((await as(owner, 'POST', '/api/webhook-endpoints', { url: `${base}/x`, events: ['appointment.deleted'] })).statusCode).toBe(422);

    const held = ((await as(other, 'GET', '/api/webhook-endpoints')).json().data as unknown[]).length;
    for (let n = held; n < WEBHOOK_ENDPOINTS_PER_BUSINESS; n++) {
      const res = await as(other, 'POST', '/api/webhook-endpoints', { url: `${base}/other/${n}`, events: ['client.created'] });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await as(other, 'POST', '/api/webhook-endpoints', { url: `${base}/other/over`, events: ['client.created'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(WebhookMessages.limitReached(WEBHOOK_ENDPOINTS_PER_BUSINESS));
  });

  it('refuses private and local addresses outside development, also when a name resolves to one at delivery', async () => {
    const production = createWebhookTransport({ NODE_ENV: 'production', WEBHOOK_CA_FILE: tls.certFile });
    for (const url of ['https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://[::1]/x', 'https://169.254.169.254/latest', 'https://[::ffff:192.168.0.1]/x', 'https://localhost/x']) {
      await expect(production.checkAddress(url), url).rejects.toBeInstanceOf(PrivateAddressError);
    }
    // The lookup hook refuses at connection time: the receiver above is on 127.0.0.1.
    await expect(production.post(`${base}/hook`, {}, '{}')).rejects.toBeInstanceOf(PrivateAddressError);
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
  });
});
