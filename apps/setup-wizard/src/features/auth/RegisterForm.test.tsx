import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AuthMessages } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { newAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';

// A full page load leaves the app: each test watches for one instead of making it.
let loadPage: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  loadPage = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

const INVITE = '/register?email=sam%40example.com&code=INV-2026';

describe('register by invitation', () => {
  it('fills in the email and the invitation code from the link', async () => {
    renderApp({ path: INVITE });
    expect(await screen.findByLabelText(/^email/i)).toHaveValue('sam@example.com');
    expect(screen.getByLabelText(/invitation code/i)).toHaveValue('INV-2026');
  });

  it('points at the missing fields with a snackbar', async () => {
    const api = fakeApi();
    renderApp({ path: INVITE, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(AuthMessages.registerSnackbar)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.usernameRequired)).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('creates the account, then opens sign in', async () => {
    const api = fakeApi({
      'POST register': () => ({ access_token: 't', refresh_token: 'r', admin: newAdmin() }),
    });
    renderApp({ path: INVITE, api });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/first name/i), 'Sam');
    await user.type(screen.getByLabelText(/last name/i), 'Okafor');
    await user.type(screen.getByLabelText(/username/i), 'sam');
    await user.type(screen.getByLabelText(/^password/i), 'Lighthouse-42');
    await user.type(screen.getByLabelText(/confirm password/i), 'Lighthouse-42');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/sign-in'));
    expect(callOf(api, 'post', 'register')?.json).toMatchObject({
      email: 'sam@example.com',
      code: 'INV-2026',
      username: 'sam',
    });
  });
});
