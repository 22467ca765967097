import { fakeApi } from '@rendezvous/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderApp } from '../../test/render';

// A full page load leaves the app: each test watches for one instead of making it.
let loadPage: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  loadPage = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

describe('the home page after a 502', () => {
  it('offers to reopen the interrupted page without calling the API', async () => {
    const api = fakeApi();
    renderApp({ path: '/?redirect=%2Fsetup-your-business', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(loadPage).toHaveBeenCalledWith('/setup-your-business');
    expect(api.request).not.toHaveBeenCalled();
  });

  it('ignores a redirect to another site', async () => {
    const { router } = renderApp({ path: '/?redirect=%2F%2Fevil.example' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});
