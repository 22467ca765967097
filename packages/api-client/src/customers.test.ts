import { describe, expect, it } from 'vitest';
import {
  clientKeys,
  clientStats,
  createClient,
  createGuest,
  deleteClientImage,
  findClients,
  getClient,
  guestKeys,
  listClients,
  listGuests,
  updateClient,
  updateGuest,
  uploadClientImage,
} from './customers';
import { createApiClient } from './http';

function recordingClient(answer: unknown = { id: 3 }) {
  const calls: { url: URL; method: string; body: string | null; type: string | null }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    originKey: 'rdv-admin-console',
    getToken: () => 't',
    getBusinessId: () => 1,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({
        url: new URL(request.url),
        method: request.method,
        type: request.headers.get('content-type'),
        body: request.body ? await request.text() : null,
      });
      return new Response(JSON.stringify({ data: answer }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

const emptyPage = { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 };

describe('customers endpoints', () => {
  it('lists clients of the business, 10 a page, with filters and a trimmed search; a blank search is left out', async () => {
    const { client, calls } = recordingClient(emptyPage);
    await listClients(client, { search: '  ', status: 'suspended', page: 2 });
    await listClients(client, { search: ' mia ' });
    expect(calls[0]!.url.pathname).toBe('/api/clients');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      paginate: '10',
      filterByBusiness: 'true',
      status: 'suspended',
      debug: 'false',
      page: '2',
    });
    expect(calls[1]!.url.searchParams.get('search')).toBe('mia');
  });

  it('finds clients by a trimmed query and sends nothing for a blank one', async () => {
    const { client, calls } = recordingClient([]);
    expect(await findClients(client, '   ')).toEqual([]);
    expect(calls).toHaveLength(0);
    await findClients(client, ' ava ');
    expect(calls[0]!.url.pathname).toBe('/api/user/find');
    expect(calls[0]!.url.searchParams.get('query')).toBe('ava');
  });

  it('reads, creates and changes clients and guests on their paths', async () => {
    const { client, calls } = recordingClient();
    await getClient(client, 3);
    await createClient(client, { firstname: 'A', lastname: 'B', email: 'a@b.test', phone: '1', status: 'active' });
    await updateClient(client, 3, { status: 'inactive' });
    await clientStats(client);
    await listGuests(client, { search: 'x' });
    await createGuest(client, { firstname: 'G', lastname: 'H', email: 'g@h.test' });
    await updateGuest(client, 4, { phone: '2' });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/user/3',
      'POST /api/user',
      'PUT /api/user/3',
      'GET /api/users/stats',
      'GET /api/guests',
      'POST /api/guest',
      'PUT /api/guest/4',
    ]);
    expect(JSON.parse(calls[2]!.body!)).toEqual({ status: 'inactive' });
    expect(JSON.parse(calls[5]!.body!)).toEqual({ firstname: 'G', lastname: 'H', email: 'g@h.test' });
  });

  it('uploads a client photo as multipart and removes it', async () => {
    const { client, calls } = recordingClient();
    await uploadClientImage(client, 3, new Blob(['png'], { type: 'image/png' }));
    await deleteClientImage(client, 3);
    expect(calls[0]!.url.pathname).toBe('/api/user/3/image');
    expect(calls[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(`${calls[1]!.method} ${calls[1]!.url.pathname}`).toBe('DELETE /api/user/3/image');
  });

  it('keys lists under their resource so a change refreshes every page', () => {
    expect(clientKeys.list({ page: 2 }).slice(0, 2)).toEqual(clientKeys.lists());
    expect(guestKeys.list({ page: 2 }).slice(0, 2)).toEqual(guestKeys.lists());
    expect(clientKeys.detail(3)[0]).toBe('clients');
  });
});
