import type { fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ANON, GRACE, MY_REPLY, page, renderMessagesPage as renderPage } from './messages-test-data';

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
