import { fakeApi } from '@rendezvous/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { loadPage } from '../navigation/load-page';

vi.mock('../navigation/load-page', () => ({ loadPage: vi.fn() }));

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
