// The clients page's tests, in English and in French: two clients (Olivia Chen, active; Mason
// Wright, suspended) and the page over a fake API listing them. Each test adds the handlers of
// the calls it makes.
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Client } from '@rendezvous/domain';
import userEvent from '@testing-library/user-event';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter, signedIn } from '../../test/render';
import { page } from '../appointments/fixtures';
import { ClientsPage } from './ClientsPage';

export const client = (over: Partial<Client>): Client => ({
  id: 1,
  firstname: 'Olivia',
  lastname: 'Chen',
  full_name: 'Olivia Chen',
  email: 'olivia.chen@example.com',
  phone: '+1 416-555-0110',
  status: 'active',
  image_url: null,
  business_id: 1,
  morph_class: 'user',
  created_at: '2026-03-01T09:08:07.000Z',
  ...over,
});
export const ROWS = [
  client({}),
  client({
    id: 2,
    firstname: 'Mason',
    lastname: 'Wright',
    full_name: 'Mason Wright',
    email: 'mason@example.com',
    status: 'suspended',
  }),
];

export function renderClientsPage(
  handlers: Parameters<typeof fakeApi>[0] = {},
  roles: Parameters<typeof makeAdmin>[0] = ['admin', 'consultant'],
) {
  const queryClient = signedIn(makeAdmin(roles));
  const api = fakeApi({
    'GET clients': () => page(ROWS),
    'GET user/1': () => ROWS[0],
    'GET appointments': () => page([]),
    ...handlers,
  });
  renderWithRouter(<ClientsPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

export { page };
