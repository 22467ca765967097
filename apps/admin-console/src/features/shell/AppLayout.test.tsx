// @vitest-environment jsdom
// Focus moves (Tab order, focus on open) follow the browser more closely in jsdom than in
// happy-dom, which the rest of the suite uses for speed.
import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import type { Notification } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const unread = (id: number, body: string): Notification => ({
  id,
  business_id: 10,
  type: 'contact',
  body,
  body_key: null,
  body_values: null,
  status_read: 0,
  created_at: '2026-03-02T10:00:00.000Z',
  senderable: { id: 5, full_name: 'Grace Hopper', image_url: null },
});

function signedIn(routes: Record<string, () => unknown>, admin = makeAdmin()) {
  tokenStore.set({ token: 'token-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), admin);
  const api = fakeApi({ 'GET get-admin-by-token': () => admin, ...routes });
  return { ...renderApp({ path: '/dashboard', api, queryClient }), user: userEvent.setup() };
}

const page = (rows: Notification[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: rows.length,
});

describe('the signed-in frame', () => {
  it('shows the unread notifications in the bell and marks one read when it is opened', async () => {
    const { user, api } = signedIn({
      'GET notifications': () =>
        page([unread(1, 'New contact request'), unread(2, 'Can I book Friday?')]),
      'PATCH notification/2': () => ({ ...unread(2, 'Can I book Friday?'), status_read: 1 }),
    });
    // The signed-in frame loads lazily; on a busy machine that takes more than a second.
    await user.click(
      await screen.findByRole('button', { name: '2 New Notifications' }),
    );
    expect(callOf(api, 'get', 'notifications')?.query).toMatchObject({ statusRead: 0 });
    await user.click((await screen.findAllByRole('button', { name: 'Read' }))[1]!);
    expect(
      within(await screen.findByRole('dialog', { name: 'Message' })).getByText(
        'Can I book Friday?',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callOf(api, 'patch', 'notification/2')?.json).toEqual({ status_read: 1 }),
    );
  });

  it('puts the onboarding banner above the page while setup steps are pending', async () => {
    signedIn(
      { 'GET notifications': () => page([]) },
      makeAdmin(['admin'], { pendingSteps: ['add_business_logo', 'add_business_services'] }),
    );
    expect(
      await screen.findByText('Hey Ada, you have 2 actions left to complete your setup'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('jumps to a page from the header search', async () => {
    const { user, router } = signedIn({ 'GET notifications': () => page([]) });
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'gue');
    await user.click(await screen.findByRole('option', { name: 'Guests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/guests'));
  });

  it('opens the search from a button where the header has no room for the box (phones)', async () => {
    const { user, router } = signedIn({ 'GET notifications': () => page([]) });
    await user.click(await screen.findByRole('button', { name: 'Search pages' }));
    const popover = await screen.findByRole('dialog');
    const search = within(popover).getByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'gue');
    await user.click(await within(popover).findByRole('option', { name: 'Guests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/guests'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
