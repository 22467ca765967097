import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { IntegrationMessages, decodeIntegrationState, encodeIntegrationState } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { AddIntegrationPage } from './AddIntegrationPage';
import { IntegrationCards } from './IntegrationCards';
import { IntegrationReturn } from './IntegrationReturn';
import { SubscriptionPanel, trialDaysLeft } from './SubscriptionPanel';

function setup(roles: Parameters<typeof makeAdmin>[0], handlers: Parameters<typeof fakeApi>[0] = {}) {
  tokenStore.set({ token: 'token-1' });
  const queryClient = createQueryClient();
  const admin = makeAdmin(roles, { id: 7, business_id: 10 });
  queryClient.setQueryData(adminKeys.me(), admin);
  const api = fakeApi({
    'POST google/create-auth-url': () => ({ url: 'http://localhost/api/oauth/sandbox/authorize?x=1', state: 's', sandbox: true }),
    'POST zoom/create-auth-url': () => ({ url: 'http://localhost/api/oauth/sandbox/authorize?x=2', state: 's', sandbox: true }),
    ...handlers,
  });
  return { api, queryClient, admin, user: userEvent.setup() };
}

afterEach(() => localStorage.clear());

describe('AddIntegrationPage', () => {
  it('requires an access choice from an admin, then goes to the provider with a state for the business', async () => {
    const { api, queryClient, user } = setup(['admin', 'consultant']);
    const openProvider = vi.fn();
    renderWithRouter(<AddIntegrationPage name="google-calendar" openProvider={openProvider} />, { api, queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Integration' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Add Integration/);

    await user.click(screen.getByRole('button', { name: 'Continue to Google Calendar' }));
    expect(await screen.findByText(IntegrationMessages.choiceRequired)).toBeInTheDocument();
    expect(await screen.findByText(IntegrationMessages.choiceSnackbar)).toBeInTheDocument();
    expect(openProvider).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /Business-wide/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Google Calendar' }));
    await waitFor(() => expect(openProvider).toHaveBeenCalledWith('http://localhost/api/oauth/sandbox/authorize?x=1'));
    const body = callOf(api, 'post', 'google/create-auth-url')!.json as { state: string; access_level: number };
    expect(body.access_level).toBe(4);
    expect(decodeIntegrationState(body.state)).toEqual({
      integrationName: 'google-calendar',
      redirectPage: '/business/profile?tab=integrations',
      integrableType: 'business',
      integrableId: 10,
    });
  });

  it('takes other admins straight on to a personal connection', async () => {
    const { api, queryClient } = setup(['consultant']);
    const openProvider = vi.fn();
    renderWithRouter(<AddIntegrationPage name="zoom" openProvider={openProvider} />, { api, queryClient });
    await waitFor(() => expect(openProvider).toHaveBeenCalled());
    const body = callOf(api, 'post', 'zoom/create-auth-url')!.json as { state: string };
    expect(decodeIntegrationState(body.state)).toMatchObject({ integrableType: 'admin', integrableId: 7, redirectPage: '/my-profile?tab=integrations' });
  });

  it('refuses a name outside the list and goes to the dashboard', async () => {
    const { api, queryClient } = setup(['admin']);
    const { router } = renderWithRouter(<AddIntegrationPage name="myspace" openProvider={vi.fn()} />, { api, queryClient, path: '/add-integrations/myspace' });
    expect(await screen.findByText(IntegrationMessages.invalid)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('IntegrationReturn (/redirect)', () => {
  const state = encodeIntegrationState({
    integrationName: 'google-calendar',
    redirectPage: '/my-profile?tab=integrations',
    integrableType: 'admin',
    integrableId: 7,
    nonce: 'abcdefghijklmnopqrstuvwx',
  });

  it('saves the code with its state, then opens the calendar choice on the page the state names', async () => {
    const { api, queryClient } = setup(['admin'], { 'POST integrations': () => ({ id: 3, platform: 'google-calendar' }) });
    const { router } = renderWithRouter(<IntegrationReturn search={{ code: 'c0de', state }} />, { api, queryClient, path: '/redirect' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Please wait');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
    expect(router.state.location.searchStr).toContain('showDialog=calendar');
    expect(callOf(api, 'post', 'integrations')!.json).toEqual({
      name: 'google-calendar',
      code: 'c0de',
      state,
      integrable_type: 'admin',
      integrable_id: 7,
    });
  });

  it('only goes back with a state and no code, and to the dashboard with neither', async () => {
    const { api, queryClient } = setup(['admin']);
    const back = renderWithRouter(<IntegrationReturn search={{ state }} />, { api, queryClient, path: '/redirect' });
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/my-profile'));
    expect(vi.mocked(api.request)).not.toHaveBeenCalled();
    back.unmount();
    const home = renderWithRouter(<IntegrationReturn search={{}} />, { api, queryClient, path: '/redirect' });
    await waitFor(() => expect(home.router.state.location.pathname).toBe('/'));
  });

  it('does nothing when rendered again after it has gone on (Preact remounts the page it leaves)', async () => {
    const { api, queryClient } = setup(['admin'], { 'POST integrations': () => ({ id: 3, platform: 'google-calendar' }) });
    // The page it went to is shown, and /redirect's component renders once more, with its search.
    window.history.replaceState(null, '', '/my-profile?tab=integrations&showDialog=calendar');
    const { router } = renderWithRouter(<IntegrationReturn search={{ code: 'c0de', state }} />, {
      api,
      queryClient,
      path: '/my-profile?tab=integrations&showDialog=calendar',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Please wait');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vi.mocked(api.request)).not.toHaveBeenCalled();
    expect(router.state.location.href).toBe('/my-profile?tab=integrations&showDialog=calendar');
  });

  it('goes to the dashboard when the server refuses the integration', async () => {
    const { api, queryClient } = setup(['admin'], {
      'POST integrations': () => {
        throw new Error(IntegrationMessages.invalid);
      },
    });
    const { router } = renderWithRouter(<IntegrationReturn search={{ code: 'c0de', state }} />, { api, queryClient, path: '/redirect' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

/** The profile page reached with ?showDialog=calendar, over a Google account with two calendars. */
function openedCalendarChoice() {
  window.history.replaceState(null, '', '/my-profile?showDialog=calendar');
  return setup(['admin'], {
    'GET google/get-calendar-by-integration-id/5': () => [
      { id: 'primary', summary: 'Work' },
      { id: 'team', summary: 'Team' },
    ],
    'POST integration-entities': () => [],
  });
}

describe('IntegrationCards', () => {
  it('badges the platforms served by the offline sandbox', async () => {
    const { api, queryClient } = setup(['admin'], {
      'GET integrations/providers': () => ({ google: { sandbox: true }, zoom: { sandbox: false } }),
    });
    renderWithRouter(<IntegrationCards integrations={[]} />, { api, queryClient });
    expect(await within(await screen.findByRole('region', { name: 'Google Calendar' })).findByText('Sandbox')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Google Meet' })).getByText('Sandbox')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Zoom' })).queryByText('Sandbox')).not.toBeInTheDocument();
  });

  it('disconnects a connected platform after confirmation', async () => {
    const { api, queryClient, user } = setup(['admin'], { 'DELETE integrations/3': () => null });
    renderWithRouter(
      <IntegrationCards
        integrations={[{ id: 3, platform: 'zoom', name: 'Zoom', integrable_type: 'admin', integrable_id: 7, access_level: 3 }]}
      />,
      { api, queryClient },
    );
    const card = await screen.findByRole('region', { name: 'Zoom' });
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Disconnect Zoom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Zoom' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(vi.mocked(api.request).mock.calls.some(([method, path]) => method === 'delete' && path === 'integrations/3')).toBe(true),
    );
  });

  it('opens the calendar choice with ?showDialog and saves the ticked calendars', async () => {
    const { api, queryClient, user } = openedCalendarChoice();
    renderWithRouter(
      <IntegrationCards
        integrations={[{ id: 5, platform: 'google-calendar', name: 'Google Calendar', integrable_type: 'admin', integrable_id: 7, access_level: 3 }]}
      />,
      { api, queryClient },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose your calendars' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Team' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callOf(api, 'post', 'integration-entities')).toBeDefined());
    expect(callOf(api, 'post', 'integration-entities')!.json).toEqual({
      integration_id: 5,
      entities: [
        { entity_type: 'calendar', entity_id: 'primary', name: 'Work' },
        { entity_type: 'calendar', entity_id: 'team', name: 'Team' },
      ],
    });
    window.history.replaceState(null, '', '/');
  });

  it('reopens the calendar choice with the saved calendars ticked, not the primary one', async () => {
    const { api, queryClient, user } = openedCalendarChoice();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithRouter(
      <IntegrationCards
        integrations={[
          {
            id: 5,
            platform: 'google-calendar',
            name: 'Google Calendar',
            integrable_type: 'admin',
            integrable_id: 7,
            access_level: 3,
            entities: [{ id: 1, integration_id: 5, entity_type: 'calendar', entity_id: 'team', name: 'Team' }],
          },
        ]}
      />,
      { api, queryClient },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose your calendars' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Team' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Work' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callOf(api, 'post', 'integration-entities')!.json).toMatchObject({ entities: [{ entity_id: 'team' }] }));
    // The admin is read again, so the next opening shows this choice.
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.all }));
    window.history.replaceState(null, '', '/');
  });
});

describe('SubscriptionPanel', () => {
  it('shows the Teams plan and the trial days left', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(trialDaysLeft('2026-03-31T12:00:00Z', now)).toBe(30);
    expect(trialDaysLeft('2026-02-01T00:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
    renderWithRouter(<SubscriptionPanel business={{ trial_ends_at: new Date(Date.now() + 12 * 86_400_000 - 1000).toISOString() }} />);
    return screen.findByText('12 days left in your free 30-day trial.').then((line) => {
      expect(line).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Teams plan' })).toBeInTheDocument();
    });
  });
});
