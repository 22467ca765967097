import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Message } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { MessagesPage } from './MessagesPage';

const CREATED = '2026-03-02T10:00:00.000Z';
const message = (over: Partial<Message>): Message => ({
  id: 1,
  business_id: 10,
  thread: 't-1',
  reply_message_id: null,
  senderable_id: null,
  senderable_type: null,
  receiverable_id: 10,
  receiverable_type: 'business',
  contact_name: 'Grace Kim',
  contact_email: 'grace.kim@example.org',
  contact_phone: null,
  body: 'Hello! Do you have any availability for a colour appointment on a Saturday morning?',
  type: 'contact',
  status_read: 0,
  is_starred: 0,
  action: 'received',
  created_at: CREATED,
  ...over,
});
const GRACE = message({ id: 2 });
const MY_REPLY = message({
  id: 3,
  reply_message_id: 2,
  senderable_type: 'admin',
  senderable_id: 1,
  senderable: { id: 1, full_name: 'Ada Lovelace' },
  contact_name: null,
  body: 'Saturdays at 9:00 are open.',
  action: 'sent',
  status_read: 1,
});
const ANON = message({
  id: 1,
  thread: 't-0',
  contact_name: null,
  contact_email: null,
  body: 'Who am I?',
  status_read: 1,
});
const page = (rows: Message[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: rows.length,
});

function renderPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  tokenStore.set({ token: 'token-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin', 'consultant']));
  const api = fakeApi({
    'GET messages': (options) => {
      const query = (options?.query ?? {}) as Record<string, unknown>;
      if (query.action === 'sent') return page([{ ...MY_REPLY, threads: [GRACE, MY_REPLY] }]);
      return page([{ ...GRACE, threads: [GRACE, MY_REPLY] }, ANON]);
    },
    'PATCH message/2': () => ({ ...GRACE, status_read: 1 }),
    'GET default-messages': () => [
      {
        id: 9,
        business_id: null,
        default_message_category_id: null,
        name: 'Thanks',
        body: 'Thank you for writing to us, we will answer soon.',
        created_at: CREATED,
      },
    ],
    'GET default-message-categories': () => [],
    'POST message': () => ({ ...MY_REPLY, id: 4, body: 'See you then' }),
    ...handlers,
  });
  renderWithRouter(<MessagesPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

const calls = (api: ReturnType<typeof fakeApi>, method: string, path?: string) =>
  vi
    .mocked(api.request)
    .mock.calls.filter(([m, p]) => m === method && (path === undefined || p === path));

describe('MessagesPage', () => {
  it('opens the first inbox message with its thread and marks it read; Unknown Sender for a nameless one', async () => {
    const { api } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const conversation = await screen.findByRole(
      'list',
      { name: 'Conversation' },
    );
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(2);
    expect(conversation).toHaveTextContent('Saturdays at 9:00 are open.');
    await waitFor(() => expect(calls(api, 'patch', 'message/2')).toHaveLength(1));
    expect(calls(api, 'patch')[0]![2]).toMatchObject({ json: { status_read: 1 } });
    expect(screen.getByText('Unknown Sender')).toBeInTheDocument();
    const query = calls(api, 'get', 'messages')[0]![2]?.query;
    expect(query).toMatchObject({
      action: 'received',
      sortByKey: 'id',
      sortByDirection: 'desc',
      paginate: 10,
      page: 1,
    });
  });

  it('hides reply and read toggles on a message the admin sent; the outbox resets to page 1', async () => {
    const { api, user } = renderPage();
    await screen.findByRole('list', { name: 'Conversation' });
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Outbox' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Star' })).toBeInTheDocument();
    const last = calls(api, 'get', 'messages').at(-1)![2]?.query;
    expect(last).toMatchObject({ action: 'sent', page: 1 });
  });

  it('filters by type and by read state, from page 1', async () => {
    const { api, user } = renderPage({
      'GET messages': (options) => {
        const query = (options?.query ?? {}) as Record<string, unknown>;
        if (query.type === 'sms') return page([{ ...GRACE, id: 7, type: 'sms', body: 'By text' }]);
        return page([{ ...GRACE, threads: [GRACE, MY_REPLY] }, ANON]);
      },
    });
    await screen.findByRole('list', { name: 'Conversation' });
    await user.click(screen.getByRole('textbox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'SMS' }));
    await waitFor(() =>
      expect(calls(api, 'get', 'messages').at(-1)![2]?.query).toMatchObject({
        type: 'sms',
        page: 1,
      }),
    );
    expect((await screen.findAllByText('By text')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('textbox', { name: 'Read state' }));
    await user.click(await screen.findByRole('option', { name: 'Unread' }));
    await waitFor(() =>
      expect(calls(api, 'get', 'messages').at(-1)![2]?.query).toMatchObject({
        type: 'sms',
        statusRead: 0,
        page: 1,
      }),
    );
  });

  it('refuses an empty reply, inserts a template and sends the reply in the thread', async () => {
    const { api, user } = renderPage();
    await screen.findByRole('list', { name: 'Conversation' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your message is required')).toBeInTheDocument();
    expect(calls(api, 'post', 'message')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Insert template' }));
    await user.click(
      await screen.findByRole('menuitem', { name: /Thanks: Thank you for writing/ }),
    );
    expect(screen.getByLabelText('Reply')).toHaveValue(
      'Thank you for writing to us, we will answer soon.',
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls(api, 'post', 'message')).toHaveLength(1));
    expect(calls(api, 'post', 'message')[0]![2]).toMatchObject({
      json: {
        reply_message_id: 2,
        thread: 't-1',
        senderable_type: 'admin',
        senderable_id: 1,
        type: 'contact',
      },
    });
  });

  it('stars the open message', async () => {
    const { api, user } = renderPage({ 'PATCH message/2': () => ({ ...GRACE, is_starred: 1 }) });
    await screen.findByRole('list', { name: 'Conversation' });
    await user.click(screen.getByRole('button', { name: 'Star' }));
    await waitFor(() =>
      expect(
        calls(api, 'patch', 'message/2').some(
          (c) => (c[2]?.json as { is_starred?: number })?.is_starred === 1,
        ),
      ).toBe(true),
    );
  });

  it('shows the empty state when a view has no messages', async () => {
    renderPage({ 'GET messages': () => page([]) });
    expect(
      await screen.findByText('No messages to display'),
    ).toBeInTheDocument();
    expect(screen.getByText('No messages')).toBeInTheDocument();
  });
});
