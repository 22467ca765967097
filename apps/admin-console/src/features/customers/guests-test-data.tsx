// The guests page's tests, in English and in French: one guest (Isabella Rossi) and the page
// over a fake API listing her. Each test adds the handlers of the calls it makes.
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Guest } from '@rendezvous/domain';
import userEvent from '@testing-library/user-event';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter, signedIn } from '../../test/render';
import { page } from '../appointments/fixtures';
import { GuestsPage } from './GuestsPage';

export const guest: Guest = {
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

export function renderGuestsPage(
  handlers: Parameters<typeof fakeApi>[0] = {},
  roles: Parameters<typeof makeAdmin>[0] = ['admin'],
) {
  const queryClient = signedIn(makeAdmin(roles));
  const api = fakeApi({
    'GET guests': () => page([guest]),
    'GET appointments': () => page([]),
    ...handlers,
  });
  renderWithRouter(<GuestsPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

export { page };
