import { encodeIntegrationState } from '@rendezvous/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  createAppointmentMeeting,
  createAuthUrl,
  createIntegration,
  deleteIntegration,
  getIntegrationProviders,
  integrationKeys,
  listIntegrationCalendars,
  saveIntegrationEntities,
} from './integrations';

function recordingClient() {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  const messages: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    originKey: 'rdv-admin-console',
    getToken: () => 't',
    getBusinessId: () => 1,
    onSuccessMessage: (m) => messages.push(m),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = request.body ? await request.text() : null;
      calls.push({ url: new URL(request.url), method: request.method, body: text ? JSON.parse(text) : null });
      const body = new URL(request.url).pathname.endsWith('/integrations')
        ? { data: { id: 3, platform: 'zoom' }, message: 'Integration is already connected!' }
        : { data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls, messages };
}

describe('integrations endpoints', () => {
  const state = encodeIntegrationState({
    integrationName: 'google-meet',
    redirectPage: '/my-profile',
    integrableType: 'admin',
    integrableId: 4,
  });

  it("asks the integration's provider for its consent URL", async () => {
    const { client, calls } = recordingClient();
    await createAuthUrl(client, 'google-meet', { state, access_level: 2 });
    await createAuthUrl(client, 'zoom', { state });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/google/create-auth-url',
      'POST /api/zoom/create-auth-url',
    ]);
    expect(calls[0]!.body).toEqual({ state, access_level: 2 });
  });

  it('saves the returned code with its state and shows the server message', async () => {
    const { client, calls, messages } = recordingClient();
    const saved = await createIntegration(client, {
      name: 'zoom',
      code: 'abc',
      state,
      integrable_type: 'admin',
      integrable_id: 4,
    });
    expect(saved).toEqual({ id: 3, platform: 'zoom' });
    expect(calls[0]!.body).toMatchObject({ name: 'zoom', code: 'abc', state });
    expect(messages).toEqual(['Integration is already connected!']);
  });

  it('calls the calendar, entity, meeting and disconnect endpoints by their spec names', async () => {
    const { client, calls } = recordingClient();
    await listIntegrationCalendars(client, 7);
    await saveIntegrationEntities(client, { integration_id: 7, entities: [{ entity_type: 'calendar', entity_id: 'primary' }] });
    await createAppointmentMeeting(client, { appointment_id: 9, event_platform: 'zoom' });
    await deleteIntegration(client, 7);
    await getIntegrationProviders(client);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/google/get-calendar-by-integration-id/7',
      'POST /api/integration-entities',
      'POST /api/video-conferences/create-appointment-meeting',
      'DELETE /api/integrations/7',
      'GET /api/integrations/providers',
    ]);
    expect(integrationKeys.calendars(7)).toEqual(['integrations', 'calendars', 7]);
  });
});
