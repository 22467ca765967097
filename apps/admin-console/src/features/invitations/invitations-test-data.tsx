// The invitations page's tests, in English and in French: two invitations sent by Ada Lovelace
// (Jordan's, pending; Noah Tremblay's, registered), on the first of 3 pages, and the page over a
// fake API listing them with the seeded roles. Each test adds the handlers of the calls it makes.
import { fakeApi } from '@rendezvous/api-client/testing';
import { ROLE_IDS, type Invitation } from '@rendezvous/domain';
import userEvent from '@testing-library/user-event';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter, signedIn } from '../../test/render';
import { page } from '../appointments/fixtures';
import { InvitationsPage } from './InvitationsPage';

const sender = { id: 1, full_name: 'Ada Lovelace', morph_class: 'admin' as const };
const invitation = (over: Partial<Invitation>): Invitation => ({
  id: 1,
  email: 'jordan@example.com',
  roleId: ROLE_IDS.consultant,
  status: 'invited',
  admin_id: null,
  admin: null,
  sender_id: 1,
  sender,
  firstname: null,
  lastname: null,
  last_email_sent: '2026-03-04T15:06:07.000Z',
  created_at: '2026-03-01T09:08:07.000Z',
  ...over,
});
export const ROWS = [
  invitation({ id: 1 }),
  invitation({
    id: 2,
    email: 'noah@example.com',
    status: 'registered',
    admin_id: 5,
    admin: { id: 5, full_name: 'Noah Tremblay' },
  }),
];
const ROLES = [
  { id: 1, name: 'user', type: 'user' },
  { id: 2, name: 'consultant', type: 'admin' },
  { id: 3, name: 'admin', type: 'admin' },
  { id: 4, name: 'platform_admin', type: 'admin' },
];

export function renderInvitationsPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const queryClient = signedIn(makeAdmin(['admin', 'consultant']));
  const api = fakeApi({
    'GET invitations': () => page(ROWS, 25),
    'GET roles': () => ROLES,
    ...handlers,
  });
  renderWithRouter(<InvitationsPage />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

export { page };
