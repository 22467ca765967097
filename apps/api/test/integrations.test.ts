import { IntegrationMessages, decodeIntegrationState, encodeIntegrationState, type IntegrationName, MAX_BOOKING_HORIZON_DAYS } from '@rendezvous/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrations, oauthStates } from '../src/db/schema';
import { integrationGateways, sha256 } from '../src/gateways/oauth';
import { demoIds } from './appointments/fixtures';
import { engines, startTestApp, type TestApp } from './support/app';

type Session = { token: string; admin: { id: number; business_id: number | null } };

describe.each(engines)('integrations through the sandbox provider on $name', (engine) => {
  let t: TestApp;
  let owner: Session;
  let colleague: Session;
  let businessId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { bookingHorizonDays: MAX_BOOKING_HORIZON_DAYS });
    owner = await t.signIn('owner@rendezvous.test');
    colleague = await t.signIn('consultant@rendezvous.test');
    businessId = owner.admin.business_id!;
  });
  afterAll(() => t.close());

  const state = (name: IntegrationName, integrableType: 'admin' | 'business', integrableId: number) =>
    encodeIntegrationState({ integrationName: name, redirectPage: '/my-profile', integrableType, integrableId });

  const authUrl = (session: Session, name: IntegrationName, type: 'admin' | 'business' = 'admin', id = session.admin.id) =>
    t.call({
      method: 'POST',
      url: name === 'zoom' ? '/api/zoom/create-auth-url' : '/api/google/create-auth-url',
      token: session.token,
      payload: { state: state(name, type, id), access_level: 2 },
    });

  /** What the browser does on the sandbox consent page: opens it and follows "Allow". */
  async function consent(url: string): Promise<{ code: string; state: string }> {
    const page = await t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox');
    const href = /href="([^"]+)"[^>]*>Allow</.exec(page.body)![1]!.replaceAll('&amp;', '&');
    const back = new URL(href);
    expect(back.pathname).toBe('/redirect');
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  async function connect(session: Session, name: IntegrationName, type: 'admin' | 'business' = 'admin', id = session.admin.id) {
    const started = await authUrl(session, name, type, id);
    expect(started.statusCode, started.body).toBe(200);
    const back = await consent(started.json().data.url);
    return t.call({
      method: 'POST',
      url: '/api/integrations',
      token: session.token,
      payload: { name, code: back.code, state: back.state, integrable_type: type, integrable_id: id },
    });
  }

  it('gives a consent URL with an S256 challenge and a state naming a stored attempt', async () => {
    const res = await authUrl(colleague, 'zoom');
    expect(res.statusCode, res.body).toBe(200);
    const { url, state: returned, sandbox } = res.json().data as { url: string; state: string; sandbox: boolean };
    expect(sandbox).toBe(true);
    const consentUrl = new URL(url);
    expect(consentUrl.pathname).toBe('/api/oauth/sandbox/authorize');
    expect(consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consentUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeIntegrationState(returned)).toMatchObject({ integrationName: 'zoom', redirectPage: '/my-profile' });
    expect(decodeIntegrationState(returned)?.nonce).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('sends the admin back to the origin they started on: 127.0.0.1 stays 127.0.0.1', async () => {
    const port = new URL(t.app.config.PUBLIC_URL).port;
    const started = await t.call({
      method: 'POST',
      url: '/api/zoom/create-auth-url',
      token: colleague.token,
      headers: { origin: `http://127.0.0.1:${port}` },
      payload: { state: state('zoom', 'admin', colleague.admin.id), access_level: 2 },
    });
    expect(started.statusCode, started.body).toBe(200);
    const consentUrl = new URL(started.json().data.url);
    expect(consentUrl.origin).toBe(`http://127.0.0.1:${port}`);
    expect(consentUrl.searchParams.get('redirect_uri')).toBe(`http://127.0.0.1:${port}/redirect`);
    const page = await t.app.inject({ method: 'GET', url: `${consentUrl.pathname}${consentUrl.search}` });
    const allow = new URL(/href="([^"]+)"[^>]*>Allow</.exec(page.body)![1]!.replaceAll('&amp;', '&'));
    expect(allow.origin).toBe(`http://127.0.0.1:${port}`);
    const done = await t.call({
      method: 'POST',
      url: '/api/integrations',
      token: colleague.token,
      payload: {
        name: 'zoom',
        code: allow.searchParams.get('code'),
        state: allow.searchParams.get('state'),
        integrable_type: 'admin',
        integrable_id: colleague.admin.id,
      },
    });
    expect(done.statusCode, done.body).toBe(201);
    // The later tests connect this admin's Zoom themselves.
    await t.database.db.delete(integrations).where(eq(integrations.id, done.json().data.id));
  });

  it('never sends anyone to an origin other than its own', async () => {
    const started = await t.call({
      method: 'POST',
      url: '/api/zoom/create-auth-url',
      token: colleague.token,
      headers: { origin: 'http://evil.example' },
      payload: { state: state('zoom', 'admin', colleague.admin.id), access_level: 2 },
    });
    const consentUrl = new URL(started.json().data.url);
    expect(consentUrl.searchParams.get('redirect_uri')).toBe(`${t.app.config.PUBLIC_URL}/redirect`);
    const forged = new URL(consentUrl);
    forged.searchParams.set('redirect_uri', 'http://evil.example/redirect');
    const page = await t.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` });
    expect(page.statusCode).toBe(400);
  });

  it('forgets attempts that expired unfinished when a new one starts', async () => {
    const abandoned = await authUrl(colleague, 'google-meet');
    const nonce = decodeIntegrationState(abandoned.json().data.state)!.nonce!;
    const hash = sha256(nonce);
    await t.database.db
      .update(oauthStates)
      .set({ created_at: new Date(Date.now() - 3_600_000), expires_at: new Date(Date.now() - 60_000) })
      .where(eq(oauthStates.nonce_hash, hash));
    await authUrl(colleague, 'google-meet');
    expect(await t.database.db.select().from(oauthStates).where(eq(oauthStates.nonce_hash, hash))).toEqual([]);
  });

  it('connects once, keeps the tokens encrypted, and refuses a replayed state', async () => {
    const started = await authUrl(colleague, 'zoom');
    const back = await consent(started.json().data.url);
    const payload = { name: 'zoom', code: back.code, state: back.state, integrable_type: 'admin', integrable_id: colleague.admin.id };
    const res = await t.call({ method: 'POST', url: '/api/integrations', token: colleague.token, payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ platform: 'zoom', name: 'Zoom', integrable_type: 'admin', access_level: 2 });
    expect(res.body).not.toContain('sandbox-at-');

    const [row] = await t.database.db.select().from(integrations).where(eq(integrations.id, res.json().data.id));
    expect(row!.access_token).toMatch(/^v1\./);
    expect(row!.access_token).not.toContain('sandbox-at-');
    const cipher = integrationGateways(t.app.config).cipher;
    expect(cipher.decrypt(row!.access_token!)).toMatch(/^sandbox-at-/);
    expect(cipher.decrypt(row!.refresh_token!)).toMatch(/^sandbox-rt-/);

    const replay = await t.call({ method: 'POST', url: '/api/integrations', token: colleague.token, payload });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe(IntegrationMessages.invalid);

    // Shown as connected on the admin's Integrations tab.
    const me = await t.call({ method: 'GET', url: `/api/admin/${colleague.admin.id}?appendIntegrations=true`, token: colleague.token });
    expect(me.json().data.integrations.map((i: { platform: string }) => i.platform)).toContain('zoom');
  });

  it('answers "already connected" for a second connection of the same platform', async () => {
    const again = await connect(colleague, 'zoom');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(IntegrationMessages.alreadyConnected);
  });

  it('checks the PKCE verifier: a code issued for another attempt is refused', async () => {
    const first = await authUrl(colleague, 'google-meet');
    const second = await authUrl(colleague, 'google-meet');
    const codeOfFirst = await consent(first.json().data.url);
    const res = await t.call({
      method: 'POST',
      url: '/api/integrations',
      token: colleague.token,
      payload: {
        name: 'google-meet',
        code: codeOfFirst.code,
        state: second.json().data.state,
        integrable_type: 'admin',
        integrable_id: colleague.admin.id,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(IntegrationMessages.invalid);
  });

  it('refuses a state whose redirect page was altered on its way, and still takes the untouched one', async () => {
    const started = await authUrl(colleague, 'google-meet');
    const back = await consent(started.json().data.url);
    const finish = (state: string) =>
      t.call({
        method: 'POST',
        url: '/api/integrations',
        token: colleague.token,
        payload: { name: 'google-meet', code: back.code, state, integrable_type: 'admin', integrable_id: colleague.admin.id },
      });
    const signed = decodeIntegrationState(back.state)!;
    expect(signed.redirectPage).toBe('/my-profile');
    for (const altered of [
      { ...signed, redirectPage: '/admins' },
      { ...signed, redirectAction: 'open' },
      { ...signed, signature: undefined },
    ]) {
      const res = await finish(encodeIntegrationState(altered));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(IntegrationMessages.invalid);
    }
    // A refused state was not spent: the genuine one still finishes the attempt.
    const res = await finish(back.state);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses unknown names, a missing platform, and someone else's state", async () => {
    const base = { code: 'x', integrable_type: 'admin', integrable_id: colleague.admin.id };
    const unknown = await t.call({ method: 'POST', url: '/api/integrations', token: colleague.token, payload: { ...base, name: 'myspace' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.name).toEqual([IntegrationMessages.invalid]);
    const missing = await t.call({ method: 'POST', url: '/api/integrations', token: colleague.token, payload: base });
    expect(missing.json().errors.name).toEqual([IntegrationMessages.platformMissing]);

    // The owner's attempt cannot be finished by the colleague.
    const started = await authUrl(owner, 'google-meet');
    const back = await consent(started.json().data.url);
    const stolen = await t.call({
      method: 'POST',
      url: '/api/integrations',
      token: colleague.token,
      payload: { name: 'google-meet', code: back.code, state: back.state, integrable_type: 'admin', integrable_id: owner.admin.id },
    });
    expect(stolen.statusCode).toBe(422);
  });

  it('lets only admins holding the admin role connect for the whole business', async () => {
    const forColleague = await authUrl(colleague, 'google-meet', 'business', businessId);
    expect(forColleague.statusCode).toBe(403);
    const forSomeoneElse = await authUrl(colleague, 'google-meet', 'admin', owner.admin.id);
    expect(forSomeoneElse.statusCode).toBe(403);
    const res = await connect(owner, 'google-meet', 'business', businessId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ integrable_type: 'business', integrable_id: businessId });
  });

  it("keeps other businesses out: their ids are 404, their X-Business-Id 403", async () => {
    const other = await t.signUpOwner('integrations-other@rendezvous.test', 'Other Studio');
    const [demo] = await t.database.db.select().from(integrations).where(eq(integrations.integrable_id, owner.admin.id));
    const del = await t.call({ method: 'DELETE', url: `/api/integrations/${demo!.id}`, token: other.token });
    expect(del.statusCode).toBe(404);
    const calendars = await t.call({ method: 'GET', url: `/api/google/get-calendar-by-integration-id/${demo!.id}`, token: other.token });
    expect(calendars.statusCode).toBe(404);
    const header = await t.call({ method: 'DELETE', url: `/api/integrations/${demo!.id}`, token: other.token, businessId });
    expect(header.statusCode).toBe(403);
    const forDemo = await authUrl({ token: other.token, admin: { id: other.id, business_id: other.businessId } }, 'zoom', 'business', businessId);
    expect(forDemo.statusCode).toBe(404);
  });

  it('lists the sandbox calendars and saves the chosen one', async () => {
    const [calendar] = await t.database.db.select().from(integrations).where(eq(integrations.integrable_id, owner.admin.id));
    expect(calendar!.platform).toBe('google-calendar');
    const res = await t.call({ method: 'GET', url: `/api/google/get-calendar-by-integration-id/${calendar!.id}`, token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toContainEqual({ id: 'sandbox-team', summary: 'Team calendar (sandbox)' });
    // A colleague may not read the owner's personal calendars.
    const foreign = await t.call({ method: 'GET', url: `/api/google/get-calendar-by-integration-id/${calendar!.id}`, token: colleague.token });
    expect(foreign.statusCode).toBe(403);

    const saved = await t.call({
      method: 'POST',
      url: '/api/integration-entities',
      token: owner.token,
      payload: { integration_id: calendar!.id, entities: [{ entity_type: 'calendar', entity_id: 'sandbox-team', name: 'Team calendar (sandbox)' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual([expect.objectContaining({ entity_id: 'sandbox-team', integration_id: calendar!.id })]);
    // The admin's connections carry the choice, so the calendar dialog opens with it ticked.
    const me = await t.call({ method: 'GET', url: '/api/get-admin-by-token?appendIntegrations=true', token: owner.token });
    const connection = (me.json().data.integrations as { id: number; entities: { entity_id: string }[] }[]).find((i) => i.id === calendar!.id);
    expect(connection?.entities).toEqual([expect.objectContaining({ entity_type: 'calendar', entity_id: 'sandbox-team', name: 'Team calendar (sandbox)' })]);
  });

  it('puts a booking in the consultant calendar with a meeting, and the meeting endpoint keeps it', async () => {
    const ids = await demoIds(t, businessId);
    const created = await t.call({
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
    expect(created.statusCode, created.body).toBe(201);
    const appointmentId = created.json().data.id as number;
    // The colleague has Zoom (personal) and the business Google Meet: Zoom comes first.
    const shown = await t.call({ method: 'GET', url: `/api/appointment/${appointmentId}`, token: owner.token });
    const meetings = shown.json().data.video_conferences as { event_platform: string; url: string }[];
    expect(meetings).toEqual([expect.objectContaining({ event_platform: 'zoom', url: expect.stringContaining('/api/oauth/sandbox/meeting/') })]);

    const meet = await t.call({
      method: 'POST',
      url: '/api/video-conferences/create-appointment-meeting',
      token: owner.token,
      payload: { appointment_id: appointmentId, event_platform: 'google-meet' },
    });
    expect(meet.statusCode, meet.body).toBe(201);
    expect(meet.json().data.map((m: { event_platform: string }) => m.event_platform)).toEqual(['zoom', 'google-meet']);
    const again = await t.call({
      method: 'POST',
      url: '/api/video-conferences/create-appointment-meeting',
      token: owner.token,
      payload: { appointment_id: appointmentId, event_platform: 'google-meet' },
    });
    expect(again.json().data).toHaveLength(2);

    // The owner's own demo calendar (sandbox) receives the owner's bookings.
    const mine = await t.call({
      method: 'POST',
      url: '/api/appointment',
      token: owner.token,
      payload: {
        consultant_id: ids.owner.id,
        customer_type: 'user',
        customerable_id: ids.olivia.id,
        date: '2030-03-14',
        start_time: '10:00',
        end_time: '11:15',
        services: [ids.offering(ids.owner.id, "Men's cut"), ids.offering(ids.owner.id, 'Classic manicure')],
        tip: 0,
      },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data.google_calendar_event_id).toMatch(/^sandbox-evt-/);
  });

  it('serves the sandbox consent page only for this site, and disconnects', async () => {
    const started = await authUrl(owner, 'zoom');
    const url = new URL(started.json().data.url);
    url.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('evil.example');

    const [zoom] = await t.database.db.select().from(integrations).where(eq(integrations.integrable_id, colleague.admin.id));
    const byOwner = await t.call({ method: 'DELETE', url: `/api/integrations/${zoom!.id}`, token: owner.token });
    expect(byOwner.statusCode).toBe(403);
    const res = await t.call({ method: 'DELETE', url: `/api/integrations/${zoom!.id}`, token: colleague.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(IntegrationMessages.disconnected);
  });

  it('says both providers are the sandbox when no client id is configured', async () => {
    const res = await t.call({ method: 'GET', url: '/api/integrations/providers', token: colleague.token });
    expect(res.json().data).toEqual({ google: { sandbox: true }, zoom: { sandbox: true } });
  });

  it('answers the Zoom verification token (none configured here)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/zoom/verification-token' });
    expect(res.json().data).toEqual({ token: null });
  });
});
