// The messages page's tests, in English and in French: Grace Kim's message and the business's
// reply in one thread, a message from a nameless sender, and the page over a fake API answering
// them with one reply template. Each test adds the handlers of the calls it makes.
import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Message } from '@rendezvous/domain';
import userEvent from '@testing-library/user-event';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { page } from '../appointments/fixtures';
import { MessagesPage } from './MessagesPage';

const CREATED = '2026-03-02T10:00:00.000Z';
export const message = (over: Partial<Message>): Message => ({
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
export const GRACE = message({ id: 2 });
export const MY_REPLY = message({
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
export const ANON = message({
  id: 1,
  thread: 't-0',
  contact_name: null,
  contact_email: null,
  body: 'Who am I?',
  status_read: 1,
});

export function renderMessagesPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
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

export { page };
