import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import { listNotifications, markNotificationRead } from './notifications';

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
      const data = request.method === 'GET' ? { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 } : { id: 5, status_read: 1 };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('notifications endpoints', () => {
  it('lists with the default flags and the given filters', async () => {
    const { client, calls } = recordingClient();
    const page = await listNotifications(client, { statusRead: 0, paginate: 20, page: 1 });
    expect(page.total).toBe(0);
    const params = calls[0]!.url.searchParams;
    expect(calls[0]!.url.pathname).toBe('/api/notifications');
    expect(params.get('statusRead')).toBe('0');
    expect(params.get('appendSender')).toBe('true');
    expect(params.get('appendMessage')).toBe('true');
    expect(params.get('sort')).toBe('desc');
  });

  it('marks one read with PATCH notification/{id}', async () => {
    const { client, calls } = recordingClient();
    await markNotificationRead(client, 5);
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ status_read: 1 }) });
    expect(calls[0]!.url.pathname).toBe('/api/notification/5');
  });
});
