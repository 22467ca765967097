import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Admin } from '@rendezvous/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';

function signedInAt(
  path: string,
  logout: () => unknown,
  options: { language?: Admin['language']; patch?: (body: unknown) => unknown } = {},
) {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const admin = { ...makeAdmin(['admin', 'consultant']), language: options.language ?? null };
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), admin);
  const api = fakeApi({
    'POST logout': logout,
    'GET get-admin-by-token': () => admin,
    [`PATCH admin/${admin.id}`]: (request) => {
      options.patch?.(request?.json);
      return { ...admin, ...(request?.json as object) };
    },
  });
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

  it('switches the console to French at once and saves the choice on the profile', async () => {
    const saved: unknown[] = [];
    const { user } = signedInAt('/dashboard', () => undefined, { patch: (body) => saved.push(body) });
    await user.click(await screen.findByRole('button', { name: /^Account menu:/ }));
    const french = await screen.findByRole('menuitem', { name: 'Français' });
    expect(french).toHaveAttribute('lang', 'fr-CA');
    await user.click(french);
    expect(await screen.findByRole('button', { name: /^Menu du compte/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(saved).toEqual([{ language: 'fr-CA' }]);
    await user.click(screen.getByRole('button', { name: /^Menu du compte/ }));
    expect(await screen.findByRole('menuitem', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('opens in the language saved on the profile, whatever the browser says', async () => {
    signedInAt('/dashboard', () => undefined, { language: 'fr-CA' });
    expect(await screen.findByRole('button', { name: /^Menu du compte/ })).toBeInTheDocument();
    expect(i18next.language).toBe('fr-CA');
  });
});
