import { fakeApi } from '@rendezvous/api-client/testing';
import { STORAGE_KEYS } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

describe('/view-theme/{id}', () => {
  it('shows the preview of the theme to a signed-in admin', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const api = fakeApi({ 'GET get-admin-by-token': () => ({ id: 1, business_id: 3 }) });
    renderApp({ path: '/view-theme/2', api });
    expect(await screen.findByRole('heading', { name: 'Theme 2' })).toBeInTheDocument();
  });

  it('remembers the preview and sends a visitor without a session to sign in', async () => {
    // jsdom cannot load another page; it reports the attempt, which is what this test expects.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/view-theme/1' });
    await waitFor(() =>
      expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/view-theme/1'),
    );
    expect(screen.queryByRole('heading', { name: 'Theme 1' })).not.toBeInTheDocument();
  });

  it('does not know themes other than 1 and 2', async () => {
    renderApp({ path: '/view-theme/9' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
