import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { ClientMessages, type Guest } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { GuestsPage } from './GuestsPage';

const guest: Guest = {
  id: 4,
  business_id: 1,
  firstname: 'Isabella',
  lastname: 'Rossi',
  full_name: 'Isabella Rossi',
  email: 'isabella.rossi@example.net',
  phone: null,
  status: 'active',
  morph_class: 'guest',
  created_at: '2026-03-01T09:08:07.000Z',
};
const page = <T,>(rows: T[]) => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length });

function renderPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
  const api = fakeApi({ 'GET guests': () => page([guest]), 'GET appointments': () => page([]), ...handlers });
  renderWithRouter(<GuestsPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

describe('GuestsPage', () => {
  it('lists and searches guests', async () => {
    const { api, user } = renderPage();
    expect(await screen.findByText('Isabella Rossi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Guests' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search guests' }), 'rossi');
    await waitFor(
      () =>
        expect(vi.mocked(api.request).mock.calls.filter(([, p]) => p === 'guests').at(-1)?.[2]?.query).toMatchObject({ search: 'rossi', page: 1 }),
      { timeout: 3000 },
    );
  });

  it('views a guest read-only, then updates them with the spec messages', async () => {
    const { api, user } = renderPage({ 'PUT guest/4': () => ({ ...guest, phone: '438-555-0199' }) });
    const row = (await screen.findByText('Isabella Rossi')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /view/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Isabella Rossi' });
    expect(within(dialog).getByDisplayValue('Isabella')).toHaveAttribute('readonly');
    expect(await within(dialog).findByText('No appointments yet.')).toBeInTheDocument();
    expect(callOf(api, 'get', 'appointments')?.query).toMatchObject({ customerType: 'guest', customerId: 4 });

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
    await user.click(phone);
    await user.tab();
    expect(await within(dialog).findByText(ClientMessages.phoneRequired)).toBeInTheDocument();
    await user.type(phone, '438-555-0199');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callOf(api, 'put', 'guest/4')?.json).toMatchObject({ phone: '438-555-0199' });
  });
});
