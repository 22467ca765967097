import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Notification } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { NotificationsPage } from './NotificationsPage';

const notification = (over: Partial<Notification>): Notification => ({
  id: 1,
  business_id: 10,
  type: 'appointment',
  body: '',
  body_key: null,
  body_values: null,
  status_read: 0,
  created_at: '2026-03-02T10:00:00.000Z',
  senderable: null,
  message: null,
  ...over,
});
const ROWS = [
  notification({
    id: 1,
    body: '3 appointments of a series cancelled from 2027-06-08',
    body_key: 'bellSeriesCancelled',
    body_values: { count: 3, date: '2027-06-08' },
  }),
  notification({
    id: 2,
    type: 'sms',
    body: 'A reminder to Noah Tremblay could not be sent by SMS: the customer opted out by SMS',
    body_key: 'bellMessageOptedOut',
    body_values: { step: 'reminder', name: 'Noah Tremblay', channel: 'sms' },
  }),
  // A contact's own words stay as written.
  notification({ id: 3, type: 'contact', body: 'Daniel Moreau: Do you sell gift cards?' }),
  // A key this console does not know (a newer server's): the English body stands.
  notification({
    id: 4,
    body: 'Something new happened',
    body_key: 'somethingNew' as Notification['body_key'],
    body_values: {},
  }),
];

describe('NotificationsPage in French', () => {
  it("writes the server's texts in Québec French and leaves a contact's words as written", async () => {
    await showLanguage('fr-CA');
    tokenStore.set({ token: 'token-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
    const api = fakeApi({
      'GET notifications': () => ({ data: ROWS, current_page: 1, last_page: 1, per_page: 10, total: 4 }),
    });
    renderWithRouter(<NotificationsPage />, { api, queryClient });
    const user = userEvent.setup();

    // The table shows each text's first 15 characters, in the page's language.
    const cancelled = await screen.findByRole('button', { name: '3 rendez-vous d...' });
    expect(cancelled.querySelector('[data-stored-text]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Impossible d’en...' })).toBeInTheDocument();
    expect(screen.getByText('Daniel Moreau: ...')).toHaveAttribute('data-stored-text');
    expect(screen.getByText('Something new h...')).toHaveAttribute('data-stored-text');

    // The dialog shows the whole text, its dates in French.
    await user.click(cancelled);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('3 rendez-vous d’une série annulés à partir du 8 juin 2027'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Impossible d’en...' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        'Impossible d’envoyer le rappel à Noah Tremblay par texto : la personne s’est désabonnée par texto',
      ),
    ).toBeInTheDocument();
  });
});
