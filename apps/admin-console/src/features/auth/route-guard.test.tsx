import { fakeApi } from '@rendezvous/api-client/testing';
import { STORAGE_KEYS } from '@rendezvous/domain';
import { AccessMessages } from '@rendezvous/permissions';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const signedIn = () => localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');

const apiFor = (admin: ReturnType<typeof makeAdmin>) =>
  fakeApi({ 'GET get-admin-by-token': () => admin });

describe('router guard', () => {
  it('opens public pages without a token', async () => {
    renderApp({ path: '/privacy-policy' });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('saves the target and goes to sign in without a token', async () => {
    const { router } = renderApp({ path: '/appointments?page=2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/appointments?page=2');
  });

  it('loads the admin by token, then opens a permitted page in the shell', async () => {
    signedIn();
    renderApp({ path: '/appointments', api: apiFor(makeAdmin(['consultant'])) });
    expect(await screen.findByRole('heading', { name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('goes to sign in when the token no longer gives an admin', async () => {
    signedIn();
    const api = fakeApi({
      'GET get-admin-by-token': () => {
        throw new Error('Unauthenticated');
      },
    });
    const { router } = renderApp({ path: '/dashboard', api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('lets any signed-in admin open the pages that skip the check', async () => {
    signedIn();
    renderApp({ path: '/account/manage-subscription', api: apiFor(makeAdmin(['consultant'])) });
    expect(
      await screen.findByRole('heading', { name: 'Account subscription' }),
    ).toBeInTheDocument();
  });

  it('shows the refusal on the page when the first page opened is not permitted', async () => {
    // React and the router report the refusal caught by the error screen; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedIn();
    renderApp({ path: '/all-businesses', api: apiFor(makeAdmin(['consultant'])) });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getAllByText(AccessMessages.noAccess).length).toBeGreaterThan(0);
  });

  it('stays on the current page when a later navigation is refused', async () => {
    signedIn();
    const { router } = renderApp({ path: '/dashboard', api: apiFor(makeAdmin(['consultant'])) });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await router.navigate({ to: '/invitations' });
    expect(await screen.findByText(AccessMessages.noAccess)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends an admin who may read no page to sign in', async () => {
    signedIn();
    const { router } = renderApp({ path: '/dashboard', api: apiFor(makeAdmin([])) });
    expect(await screen.findByText(AccessMessages.noPages)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('shows "Page not found" for an unknown address', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
