import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  createDefaultMessage,
  deleteDefaultMessage,
  listMessages,
  messageKeys,
  sendMessage,
  updateDefaultMessage,
  updateMessage,
} from './messages';

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
      const data = request.method === 'GET' ? { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } : { id: 5 };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

describe('messages endpoints', () => {
  it('lists a view with threads, newest id first, and the given filters', async () => {
    const { client, calls } = recordingClient();
    await listMessages(client, { action: 'received', paginate: 15, page: 2 });
    const { pathname, searchParams } = calls[0]!.url;
    expect(pathname).toBe('/api/messages');
    expect(Object.fromEntries(searchParams)).toMatchObject({
      action: 'received',
      paginate: '15',
      page: '2',
      sortByThread: 'true',
      sortByKey: 'id',
      sortByDirection: 'desc',
    });
  });

  it('switches read and star with PATCH, replies with POST message', async () => {
    const { client, calls } = recordingClient();
    await updateMessage(client, 7, { is_starred: 1 });
    await sendMessage(client, {
      business_id: 1,
      reply_message_id: 7,
      thread: 'abc',
      senderable_type: 'admin',
      senderable_id: 2,
      receiverable_type: 'business',
      receiverable_id: 1,
      body: 'Hi',
      type: 'contact',
    });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['PATCH /api/message/7', 'POST /api/message']);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ is_starred: 1 });
  });

  it('manages reply templates with the spec verbs', async () => {
    const { client, calls } = recordingClient();
    await createDefaultMessage(client, { name: 'Late', body: 'Running late' });
    await updateDefaultMessage(client, 3, { body: 'Very late' });
    await deleteDefaultMessage(client, 3);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/default-message',
      'POST /api/default-message/3',
      'DELETE /api/default-message/3',
    ]);
  });

  it('keys every list under messages, so one invalidation refreshes them all', () => {
    expect(messageKeys.list({ action: 'sent' }).slice(0, 1)).toEqual(messageKeys.all);
    expect(messageKeys.templates().slice(0, 1)).toEqual(messageKeys.all);
  });
});
