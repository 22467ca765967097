import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';

function signedInAt(path: string, logout: () => unknown) {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const admin = makeAdmin(['admin', 'consultant']);
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), admin);
  const api = fakeApi({ 'POST logout': logout, 'GET get-admin-by-token': () => admin });
  return { ...renderApp({ path, api, queryClient }), user: userEvent.setup() };
}

describe('header account menu', () => {
  it("shows the admin's first name and avatar initials", async () => {
    signedInAt('/dashboard', () => undefined);
    const button = await screen.findByRole('button', { name: /^Account menu:/ });
    expect(button).toHaveTextContent('Ada');
    expect(button).toHaveTextContent('AL');
  });

  it('logs out: forgets the tokens and returns to sign in', async () => {
    const { user, router } = signedInAt('/dashboard', () => undefined);
    await user.click(await screen.findByRole('button', { name: /^Account menu:/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(tokenStore.get()).toBeNull();
  });

  it('keeps the session and the page when logging out fails', async () => {
    const { user, router } = signedInAt('/dashboard', () => {
      throw new Error('Server error');
    });
    await user.click(await screen.findByRole('button', { name: /^Account menu:/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Logout' })).not.toHaveAttribute('data-disabled'),
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(tokenStore.get()).toBe('token-1');
  });
});
