import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { BusinessMessages } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CATEGORIES, newAdmin, newBusiness } from '../../test/fixtures';
import { renderApp } from '../../test/render';

// A full page load leaves the app: each test watches for one instead of making it.
let loadPage: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  loadPage = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

function start(extra: Record<string, () => unknown> = {}) {
  tokenStore.set({ token: 'token-1' });
  const admin = newAdmin();
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), admin);
  const api = fakeApi({
    'GET categories': () => CATEGORIES,
    'GET get-admin-by-token': () => ({ ...admin, business_id: 55 }),
    ...extra,
  });
  return {
    ...renderApp({ path: '/setup-your-business', api, queryClient }),
    user: userEvent.setup(),
  };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('business setup', () => {
  it('shows the three messages when nothing is filled in', async () => {
    const { user } = start();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(BusinessMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(BusinessMessages.typeRequired)).toBeInTheDocument();
    expect(screen.getByText(BusinessMessages.categoryRequired)).toBeInTheDocument();
  });

  it('offers the categories of the chosen type only, and clears them when the type changes', async () => {
    const { user } = start();
    const type = await screen.findByRole('textbox', { name: /type of business/i });
    const category = screen.getByRole('textbox', { name: /business category/i });
    await waitFor(() => expect(type).toBeEnabled());
    expect(category).toBeDisabled();

    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Beauty & wellness' }));
    await user.click(category);
    expect(optionNames()).toEqual(['Hair salon', 'Spa']);
    await user.click(screen.getByRole('option', { name: 'Spa' }));
    expect(category).toHaveValue('Spa');

    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Real estate' }));
    expect(category).toHaveValue('');
    await user.click(category);
    expect(optionNames()).toEqual(['Residential brokerage']);
  });

  it('creates the business, gives it to the admin, reloads the admin and opens the guided steps', async () => {
    const { user, api } = start({
      'POST business': () => ({ id: 55, name: 'Maison Lumière' }),
      'PATCH admin/7': () => ({ ...newAdmin(), business_id: 55 }),
      'GET business/55': () => newBusiness({ id: 55, name: 'Maison Lumière' }),
    });
    await user.type(await screen.findByLabelText(/business name/i), 'Maison Lumière');
    const type = screen.getByRole('textbox', { name: /type of business/i });
    await waitFor(() => expect(type).toBeEnabled());
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Beauty & wellness' }));
    await user.click(screen.getByRole('textbox', { name: /business category/i }));
    await user.click(await screen.findByRole('option', { name: 'Hair salon' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Set up your business' })).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
    expect(callOf(api, 'post', 'business')?.json).toEqual({
      name: 'Maison Lumière',
      category_service_id: 11,
    });
    expect(callOf(api, 'patch', 'admin/7')?.json).toEqual({ business_id: 55 });
    expect(callOf(api, 'get', 'get-admin-by-token')).toBeDefined();
  });
});
