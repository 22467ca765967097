import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  cancelManagedAppointment,
  getManagedAppointment,
  getManagedAppointmentTimes,
  manageKeys,
  managedAppointmentTimesQuery,
  moveManagedAppointment,
} from './manage';

const TOKEN = '12.g.5.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';

function recordingClient() {
  const calls: { url: URL; method: string; body: string | null }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    originKey: 'rdv-public-site',
    requestType: 'user',
    getToken: () => null,
    getBusinessId: () => null,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({
        url: new URL(request.url),
        method: request.method,
        body: request.body ? await request.text() : null,
      });
      return new Response(JSON.stringify({ data: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, calls };
}

describe('manage link calls', () => {
  it('reads with GETs carrying the token, and changes with POSTs carrying it in the body', async () => {
    const { client, calls } = recordingClient();
    await getManagedAppointment(client, TOKEN);
    await getManagedAppointmentTimes(client, { token: TOKEN, date: '2026-03-10' });
    await cancelManagedAppointment(client, TOKEN);
    await moveManagedAppointment(client, { token: TOKEN, date: '2026-03-11', start_time: '09:30' });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/manage/appointment',
      'GET /api/manage/appointment/times',
      'POST /api/manage/appointment/cancel',
      'POST /api/manage/appointment/move',
    ]);
    expect(calls[0]!.url.searchParams.get('token')).toBe(TOKEN);
    expect(calls[1]!.url.searchParams.get('date')).toBe('2026-03-10');
    expect(JSON.parse(calls[2]!.body!)).toEqual({ token: TOKEN });
    expect(JSON.parse(calls[3]!.body!)).toEqual({
      token: TOKEN,
      date: '2026-03-11',
      start_time: '09:30',
    });
  });

  it('keys the times under their appointment', () => {
    const { client } = recordingClient();
    expect(managedAppointmentTimesQuery(client, TOKEN, '2026-03-10').queryKey).toEqual(
      manageKeys.times(TOKEN, '2026-03-10'),
    );
    expect(manageKeys.times(TOKEN, '2026-03-10').slice(0, 3)).toEqual(
      manageKeys.appointment(TOKEN),
    );
  });
});
