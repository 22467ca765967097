import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IntegrationMessages, encodeIntegrationState, type IntegrationName, MAX_BOOKING_HORIZON_DAYS } from '@rendezvous/domain';
import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, integrations } from '../src/db/schema';
import { integrationGateways } from '../src/gateways/oauth';
import { demoIds } from './appointments/fixtures';
import { startTestApp, type TestApp } from './support/app';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

/** A local stand-in speaking the Google Calendar v3 and Zoom v2 endpoints the API uses. */
function providerStandIn() {
  const seen: Seen[] = [];
  let failing = false;
  let events = 0;
  const read = (req: IncomingMessage) =>
    new Promise<Record<string, unknown> | null>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text ? (JSON.parse(text) as Record<string, unknown>) : null));
    });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await read(req);
    seen.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (failing) return json(503, { error: { message: 'backend unavailable' } });
    if (req.method === 'GET' && url.pathname === '/calendar/v3/users/me/calendarList') {
      return json(200, { items: [{ id: 'primary', summary: 'Work' }, { id: 'team@group.calendar.google.com', summary: 'Team' }] });
    }
    const eventPath = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
    if (eventPath && req.method === 'POST') {
      events += 1;
      const withMeet = url.searchParams.get('conferenceDataVersion') === '1';
      return json(200, { id: `evt-${events}`, ...(withMeet && { hangoutLink: `https://meet.google.com/abc-${events}` }) });
    }
    if (eventPath && req.method === 'PATCH') return json(200, { id: eventPath[2] });
    if (eventPath && req.method === 'DELETE') {
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/v2/users/me/meetings') {
      return json(201, { id: 81234567, join_url: 'https://zoom.us/j/81234567', password: 'k3y' });
    }
    if (/^\/v2\/meetings\/\d+$/.test(url.pathname)) {
      res.writeHead(204);
      return res.end();
    }
    json(404, { error: 'not found' });
  });
  return {
    seen,
    server,
    fail(value: boolean) {
      failing = value;
    },
  };
}

describe('integrations against Google and Zoom stand-ins (oauth2-mock-server, local API server)', () => {
  const oauth = new OAuth2Server();
  const standIn = providerStandIn();
  const grants: string[] = [];
  /** How each token request presented the client: a Basic header, or credentials in the body. */
  const clientAuth: string[] = [];
  let t: TestApp;
  let owner: { token: string; admin: { id: number; business_id: number | null } };
  let colleague: { token: string; admin: { id: number; business_id: number | null } };
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const redirect = 'http://localhost:5199/redirect';

  beforeAll(async () => {
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    oauth.service.on('beforeResponse', (_response: unknown, req: IncomingMessage & { body?: { grant_type?: string } }) => {
      grants.push(String(req.body?.grant_type));
      clientAuth.push(req.headers.authorization?.startsWith('Basic ') ? 'basic' : 'body');
    });
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    const issuer = oauth.issuer.url!;
    t = await startTestApp(undefined, {
      bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS,
      env: {
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_AUTH_URL: `${issuer}/authorize`,
        GOOGLE_TOKEN_URL: `${issuer}/token`,
        GOOGLE_CALENDAR_API_URL: `${api}/calendar/v3`,
        ZOOM_CLIENT_ID: 'zoom-client',
        ZOOM_CLIENT_SECRET: 'zoom-secret',
        ZOOM_AUTH_URL: `${issuer}/authorize`,
        ZOOM_TOKEN_URL: `${issuer}/token`,
        ZOOM_API_URL: `${api}/v2`,
        OAUTH_REDIRECT_URL: redirect,
        INTEGRATION_TOKEN_KEY: 'a-test-key-that-is-long-enough-for-aes-256',
      },
    });
    owner = await t.signIn('owner@rendezvous.test');
    colleague = await t.signIn('consultant@rendezvous.test');
    ids = await demoIds(t, owner.admin.business_id!);
  });
  afterAll(async () => {
    await t.close();
    await oauth.stop();
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  const start = (name: IntegrationName) =>
    t.call({
      method: 'POST',
      url: name === 'zoom' ? '/api/zoom/create-auth-url' : '/api/google/create-auth-url',
      token: colleague.token,
      payload: {
        state: encodeIntegrationState({
          integrationName: name,
          redirectPage: '/my-profile',
          integrableType: 'admin',
          integrableId: colleague.admin.id,
        }),
      },
    });

  /** The browser at the provider: consent is given and the provider redirects back with a code. */
  async function authorize(url: string) {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(redirect);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  const finish = (name: IntegrationName, code: string, state: string) =>
    t.call({
      method: 'POST',
      url: '/api/integrations',
      token: colleague.token,
      payload: { name, code, state, integrable_type: 'admin', integrable_id: colleague.admin.id },
    });

  it('reports Google and Zoom as real providers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/integrations/providers', token: colleague.token });
    expect(res.json().data).toEqual({ google: { sandbox: false }, zoom: { sandbox: false } });
  });

  it('refuses a code whose PKCE verifier does not match (the provider checks it)', async () => {
    const first = (await start('google-calendar')).json().data;
    const second = (await start('google-calendar')).json().data;
    const { code } = await authorize(first.url);
    const res = await finish('google-calendar', code, second.state);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(IntegrationMessages.invalid);
  });

  it('connects Google Calendar with PKCE and keeps its tokens encrypted', async () => {
    const started = await start('google-calendar');
    expect(started.statusCode, started.body).toBe(200);
    const { url, sandbox } = started.json().data as { url: string; sandbox: boolean };
    expect(sandbox).toBe(false);
    const consent = new URL(url);
    expect(consent.origin).toBe(new URL(oauth.issuer.url!).origin);
    expect(consent.searchParams.get('client_id')).toBe('google-client');
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('access_type')).toBe('offline');

    const back = await authorize(url);
    const res = await finish('google-calendar', back.code, back.state);
    expect(res.statusCode, res.body).toBe(201);
    expect(grants.at(-1)).toBe('authorization_code');
    expect(clientAuth.at(-1)).toBe('body');

    const [row] = await t.database.db.select().from(integrations).where(eq(integrations.id, res.json().data.id));
    expect(row!.is_sandbox).toBe(0);
    // The raw column is ciphertext; the provider's token only appears once decrypted.
    const token = integrationGateways(t.app.config).cipher.decrypt(row!.access_token!);
    expect(token.split('.')).toHaveLength(3);
    expect(row!.access_token).not.toContain(token);
    expect(row!.refresh_token).not.toBe(null);

    const calendars = await t.call({ method: 'GET', url: `/api/google/get-calendar-by-integration-id/${row!.id}`, token: colleague.token });
    expect(calendars.statusCode, calendars.body).toBe(200);
    expect(calendars.json().data).toEqual([
      { id: 'primary', summary: 'Work' },
      { id: 'team@group.calendar.google.com', summary: 'Team' },
    ]);
    expect(standIn.seen.at(-1)!.authorization).toBe(`Bearer ${token}`);

    const chosen = await t.call({
      method: 'POST',
      url: '/api/integration-entities',
      token: colleague.token,
      payload: { integration_id: row!.id, entities: [{ entity_type: 'calendar', entity_id: 'team@group.calendar.google.com', name: 'Team' }] },
    });
    expect(chosen.statusCode).toBe(200);
  });

  it('refreshes an expired access token with the refresh_token grant', async () => {
    const [row] = await t.database.db
      .select()
      .from(integrations)
      .where(and(eq(integrations.integrable_id, colleague.admin.id), eq(integrations.platform, 'google-calendar')));
    await t.database.db.update(integrations).set({ token_expires_at: new Date(Date.now() - 1000) }).where(eq(integrations.id, row!.id));
    const before = grants.filter((g) => g === 'refresh_token').length;
    const res = await t.call({ method: 'GET', url: `/api/google/get-calendar-by-integration-id/${row!.id}`, token: colleague.token });
    expect(res.statusCode).toBe(200);
    expect(grants.filter((g) => g === 'refresh_token').length).toBe(before + 1);
    const [after] = await t.database.db.select().from(integrations).where(eq(integrations.id, row!.id));
    expect(after!.access_token).not.toBe(row!.access_token);
    expect(after!.token_expires_at!.getTime()).toBeGreaterThan(Date.now());
  });

  it('connects Zoom (client credentials in a Basic header) and books with an event and a Zoom meeting', async () => {
    const started = await start('zoom');
    const back = await authorize(started.json().data.url);
    const res = await finish('zoom', back.code, back.state);
    expect(res.statusCode, res.body).toBe(201);
    expect(clientAuth.at(-1)).toBe('basic');

    const booked = await t.call({
      method: 'POST',
      url: '/api/appointment',
      token: owner.token,
      payload: {
        consultant_id: ids.colleague.id,
        customer_type: 'user',
        customerable_id: ids.olivia.id,
        date: '2030-03-12',
        start_time: '10:00',
        end_time: '11:15',
        services: [ids.offering(ids.colleague.id, "Men's cut"), ids.offering(ids.colleague.id, 'Classic manicure')],
        tip: 0,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data as { id: number; google_calendar_event_id: string };
    expect(appointment.google_calendar_event_id).toMatch(/^evt-\d+$/);
    const insert = standIn.seen.find((s) => s.method === 'POST' && s.path.endsWith('/events'))!;
    // Into the chosen calendar, at the appointment's time in the business's zone.
    expect(insert.path).toBe(`/calendar/v3/calendars/${encodeURIComponent('team@group.calendar.google.com')}/events`);
    expect(insert.body).toMatchObject({
      summary: expect.stringContaining('Appointment with'),
      start: { timeZone: 'America/Toronto', dateTime: '2030-03-12T14:00:00.000Z' },
    });
    const meeting = standIn.seen.find((s) => s.path === '/v2/users/me/meetings')!;
    expect(meeting.body).toMatchObject({ type: 2, duration: 75, start_time: '2030-03-12T14:00:00Z' });
    const shown = await t.call({ method: 'GET', url: `/api/appointment/${appointment.id}`, token: owner.token });
    expect(shown.json().data.video_conferences).toEqual([
      expect.objectContaining({ event_platform: 'zoom', url: 'https://zoom.us/j/81234567', password: 'k3y' }),
    ]);

    // Moving it moves the event and the meeting; deleting it removes both.
    const moved = await t.call({ method: 'PUT', url: `/api/appointment/${appointment.id}`, token: owner.token, payload: { date: '2030-03-13' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const patch = standIn.seen.find((s) => s.method === 'PATCH' && s.path.endsWith(`/events/${appointment.google_calendar_event_id}`));
    expect(patch?.body).toMatchObject({ start: { dateTime: '2030-03-13T14:00:00.000Z' } });
    expect(standIn.seen.some((s) => s.method === 'PATCH' && s.path === '/v2/meetings/81234567')).toBe(true);

    const removed = await t.call({ method: 'DELETE', url: `/api/appointment/${appointment.id}`, token: owner.token });
    expect(removed.statusCode).toBe(200);
    expect(standIn.seen.some((s) => s.method === 'DELETE' && s.path.endsWith(`/events/${appointment.google_calendar_event_id}`))).toBe(true);
    expect(standIn.seen.some((s) => s.method === 'DELETE' && s.path === '/v2/meetings/81234567')).toBe(true);
  });

  it('books even when Google and Zoom fail, and records why on the appointment', async () => {
    standIn.fail(true);
    try {
      const booked = await t.call({
        method: 'POST',
        url: '/api/appointment',
        token: owner.token,
        payload: {
          consultant_id: ids.colleague.id,
          customer_type: 'user',
          customerable_id: ids.olivia.id,
          date: '2030-03-19',
          start_time: '10:00',
          end_time: '11:15',
          services: [ids.offering(ids.colleague.id, "Men's cut"), ids.offering(ids.colleague.id, 'Classic manicure')],
          tip: 0,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().data.google_calendar_event_id).toBeNull();
      const notes = await t.database.db
        .select({ note: activities.note })
        .from(activities)
        .where(eq(activities.appointment_id, booked.json().data.id));
      expect(notes.map((n) => n.note)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Could not add the appointment to Google Calendar: .*HTTP 503/),
          expect.stringMatching(/^Could not create the Zoom meeting: .*HTTP 503/),
        ]),
      );
    } finally {
      standIn.fail(false);
    }
  });
});
