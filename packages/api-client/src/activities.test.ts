import { describe, expect, it } from 'vitest';
import { activityKeys, activityQueries, createActivityNote, listActivities } from './activities';
import { createApiClient } from './http';

function recordingClient() {
  const calls: { url: URL; method: string; body: string | null }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    originKey: 'rdv-admin-console',
    getToken: () => 't',
    getBusinessId: () => 1,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({ url: new URL(request.url), method: request.method, body: request.body ? await request.text() : null });
      const data = request.method === 'GET' ? { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } : { id: 9, note: 'Hi' };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('activities endpoints', () => {
  it('lists 10 a page with the filters the screen sets', async () => {
    const { client, calls } = recordingClient();
    await listActivities(client, { page: 2, adminId: 4, activityType: 'note', startDate: '2025-03-01', endDate: '2025-03-31' });
    const { pathname, searchParams } = calls[0]!.url;
    expect(pathname).toBe('/api/activities');
    expect(Object.fromEntries(searchParams)).toEqual({
      paginate: '10',
      page: '2',
      adminId: '4',
      activityType: 'note',
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      debug: 'false',
    });
  });

  it('adds a note with POST activity', async () => {
    const { client, calls } = recordingClient();
    const created = await createActivityNote(client, { note: 'Called back', receiver: { type: 'user', id: 3 } });
    expect(created).toEqual({ id: 9, note: 'Hi' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: JSON.stringify({ note: 'Called back', receiver: { type: 'user', id: 3 } }) });
    expect(calls[0]!.url.pathname).toBe('/api/activity');
  });

  it('keys each filter set under the lists key and keeps the previous page while loading', () => {
    const { client } = recordingClient();
    const options = activityQueries.list(client, { page: 1 });
    expect(options.queryKey).toEqual([...activityKeys.lists(), { page: 1 }]);
    expect(options.placeholderData).toBeDefined();
  });
});
