import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createBrowserApi, createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AuthMessages, ORIGIN_KEYS, STORAGE_KEYS } from '@rendezvous/domain';
import { showErrorToast } from '@rendezvous/ui-kit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';

// A full page load leaves the app: each test watches for one instead of making it.
let loadPage: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  loadPage = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

const session = (admin = makeAdmin()) => ({ token: 'access-1', refresh_token: 'refresh-1', admin });

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText(/username or email/i), email);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  return user;
}

describe('sign in', () => {
  it('removes the stored access token on arrival', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'old-token');
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin());
    renderApp({ path: '/sign-in', queryClient });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(queryClient.getQueryData(adminKeys.me())).toBeUndefined();
  });

  it('puts the focus in the login field once the page shows', async () => {
    renderApp({ path: '/sign-in' });
    const login = await screen.findByLabelText(/username or email/i);
    await waitFor(() => expect(login).toHaveFocus());
  });

  it('shows the field messages and calls nothing when the form is empty', async () => {
    const api = fakeApi();
    renderApp({ path: '/sign-in', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AuthMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordRequired)).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('says an e-mail-shaped entry must be a valid e-mail, and calls nothing', async () => {
    const api = fakeApi();
    renderApp({ path: '/sign-in', api });
    const user = await fillIn('owner@', 'Rendezvous!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AuthMessages.emailValid)).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('submits on Enter, keeps the tokens and opens the dashboard', async () => {
    const admin = makeAdmin();
    const api = fakeApi({ 'POST login': () => session(admin) });
    const { router } = renderApp({ path: '/sign-in', api });
    const user = await fillIn('ada@example.com', 'Rendezvous!2026');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callOf(api, 'post', 'login')?.json).toEqual({
      email: 'ada@example.com',
      password: 'Rendezvous!2026',
    });
    expect(tokenStore.get()).toBe('access-1');
    expect(tokenStore.getRefreshToken()).toBe('refresh-1');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('returns to the page saved before signing in, once', async () => {
    localStorage.setItem(STORAGE_KEYS.redirectUrl, '/appointments?page=2');
    const api = fakeApi({ 'POST login': () => session() });
    const { router } = renderApp({ path: '/sign-in', api });
    const user = await fillIn('ada', 'Rendezvous!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.href).toBe('/appointments?page=2'));
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
  });

  it('sends an admin without a business to the business setup', async () => {
    const api = fakeApi({
      'POST login': () => session(makeAdmin(['admin'], { business_id: null })),
    });
    renderApp({ path: '/sign-in', api });
    const user = await fillIn('new@example.com', 'Rendezvous!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/setup-your-business'));
  });

  it("shows the server's message for wrong credentials and stays usable", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: AuthMessages.invalidCredentials }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    // A real client, showing its failures as main.tsx has it do.
    const { api, queryClient } = createBrowserApi({
      originKey: ORIGIN_KEYS.adminConsole,
      notify: { error: showErrorToast },
      baseUrl: 'http://localhost/api',
      fetch,
    });
    const { router } = renderApp({ path: '/sign-in', api, queryClient });
    const user = await fillIn('ada', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(AuthMessages.invalidCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(tokenStore.get()).toBeNull();
  });

  it('closes the wrong-password toast once signing in works', async () => {
    let attempts = 0;
    const fetch = vi.fn(async () => {
      attempts += 1;
      return attempts === 1
        ? new Response(JSON.stringify({ message: AuthMessages.invalidCredentials }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ data: session() }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
    });
    const { api, queryClient } = createBrowserApi({
      originKey: ORIGIN_KEYS.adminConsole,
      notify: { error: showErrorToast },
      baseUrl: 'http://localhost/api',
      fetch,
    });
    const { router } = renderApp({ path: '/sign-in', api, queryClient });
    const user = await fillIn('ada', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AuthMessages.invalidCredentials)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sign-in'));
    await waitFor(() =>
      expect(screen.queryByText(AuthMessages.invalidCredentials)).not.toBeInTheDocument(),
    );
  });

  it('switches to French before signing in, field messages included, and remembers it here', async () => {
    renderApp({ path: '/sign-in', api: fakeApi() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Bon retour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toContain('Connexion');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Le mot de passe est obligatoire')).toBeInTheDocument();
    expect(localStorage.getItem('rendezvous.console.language')).toBe('fr-CA');
  });
});

