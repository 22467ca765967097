// The prospects page's tests, in English and in French: two prospects (Grace Kim, new from the
// contact form; Ethan Nguyen, approved from the sign-up) and the page over a fake API listing
// them. Each test adds the handlers of the calls it makes.
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Prospect } from '@rendezvous/domain';
import userEvent from '@testing-library/user-event';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter, signedIn } from '../../test/render';
import { page } from '../appointments/fixtures';
import { ProspectsPage } from './ProspectsPage';

export const prospect = (over: Partial<Prospect>): Prospect => ({
  id: 1,
  business_id: 1,
  user_id: null,
  name: 'Grace Kim',
  email: 'grace.kim@example.org',
  phone: '+1 416-555-0177',
  source: 'contact',
  status: 'new',
  note: null,
  approved_at: null,
  created_at: '2026-03-01T09:08:07.000Z',
  updated_at: '2026-03-01T09:08:07.000Z',
  user: null,
  ...over,
});
export const ROWS = [
  prospect({}),
  prospect({
    id: 2,
    name: 'Ethan Nguyen',
    email: 'ethan.nguyen@example.com',
    source: 'signup',
    status: 'approved',
    user_id: 4,
  }),
];

export function renderProspectsPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const queryClient = signedIn(makeAdmin(['admin']));
  const api = fakeApi({ 'GET prospects': () => page(ROWS), ...handlers });
  renderWithRouter(<ProspectsPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

export { page };
