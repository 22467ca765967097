import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { InvitationMessages } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { InviteConsultantsDialog } from './InviteConsultantsDialog';

function renderDialog() {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
  const api = fakeApi({
    'POST send-consultant-email-invites': () => [
      { email: 'lena@example.org', status: 'invited', message: 'Invitation sent', invitation_id: 3 },
      { email: 'nope', status: 'invalid', message: InvitationMessages.emailValid, invitation_id: null },
    ],
  });
  renderWithRouter(<InviteConsultantsDialog opened onClose={() => {}} />, { api, queryClient });
  return { api, user: userEvent.setup() };
}

describe('InviteConsultantsDialog', () => {
  it('asks for an address, then sends the list and shows what became of each address', async () => {
    const { api, user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(InvitationMessages.emailRequired)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Email addresses/ }), 'lena@example.org, nope, lena@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('lena@example.org: Invitation sent')).toBeInTheDocument();
    expect(screen.getByText(`nope: ${InvitationMessages.emailValid}`)).toBeInTheDocument();
    expect(callOf(api, 'post', 'send-consultant-email-invites')?.json).toEqual({ emails: ['lena@example.org', 'nope'] });
  });
});
