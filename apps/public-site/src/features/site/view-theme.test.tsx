import { fakeApi } from '@rendezvous/api-client/testing';
import { STORAGE_KEYS } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { page, siteFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const adminApi = () =>
  fakeApi({
    'GET get-admin-by-token': () => ({ id: 1, business_id: 7 }),
    'GET business/7/site': (options) =>
      siteFixture({ theme_id: Number(options?.query?.theme_id), is_live: 0 }),
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
    'GET reviews': () => page(),
  });

describe('/view-theme/{id}', () => {
  it('shows a signed-in admin their own site drawn with the theme, live or not', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const api = adminApi();
    await renderApp({ path: '/view-theme/2', api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' }),
    ).toBeInTheDocument();
    // Theme 2's left menu.
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book appointment' })).toBeInTheDocument();
  });

  it('books nothing in a preview', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    await renderApp({ path: '/view-theme/1', api: adminApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(
      await screen.findByText('This is a preview. Customers book here once your site is live.'),
    ).toBeInTheDocument();
  });

  it('opens the booking dialog at once with ?showAppointmentDialog=true, and closes it', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const { router } = await renderApp({
      path: '/view-theme/1?showAppointmentDialog=true',
      api: adminApi(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Book with Maison Lumière' });
    expect(
      await screen.findByText('This is a preview. Customers book here once your site is live.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: /close/i })[0]!);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Book with Maison Lumière' }),
      ).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toEqual({});
  });

  it('remembers the preview and sends a visitor without a session to sign in', async () => {
    // jsdom cannot load another page; it reports the attempt, which is what this test expects.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp({ path: '/view-theme/1' });
    await waitFor(() =>
      expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/view-theme/1'),
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('does not know themes other than 1, 2 and the real-estate theme', async () => {
    await renderApp({ path: '/view-theme/9' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
