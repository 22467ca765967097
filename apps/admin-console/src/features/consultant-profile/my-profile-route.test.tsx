import { fakeApi } from '@rendezvous/api-client/testing';
import { OnboardingToasts, STORAGE_KEYS } from '@rendezvous/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { businessDays, consultantAdmin, page } from './test-data';

function openMyProfile(path: string, admin = consultantAdmin()) {
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  const api = fakeApi({
    'GET get-admin-by-token': () => admin,
    'GET notifications': () => page([]),
    'GET roles': () => [],
    'GET services': () => page([]),
    'GET business-days': () => businessDays,
  });
  return { ...renderApp({ path, api }), user: userEvent.setup() };
}

describe('/my-profile', () => {
  it('opens the tab named in the address (a Fix Now link)', async () => {
    openMyProfile('/my-profile?tab=opening-hours');
    expect(await screen.findByRole('tab', { name: 'Opening Hours' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Save hours' })).toBeInTheDocument();
  });

  it('remembers the tab chosen for the next visit', async () => {
    const { user, router } = openMyProfile('/my-profile');
    await user.click(await screen.findByRole('tab', { name: 'Services' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'services' }));
    expect(sessionStorage.getItem('rendezvous.tab.my-profile')).toBe('services');
  });

  it('tells an admin without the consultant role to add it first', async () => {
    openMyProfile('/my-profile?tab=opening-hours', makeAdmin(['admin']));
    expect(await screen.findByText(OnboardingToasts.noConsultantRole)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Opening Hours' })).not.toBeInTheDocument();
  });
});
