import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render';
import { calendarRouteApi } from './calendar-route-test-data';

describe('/appointments/calendar in French', () => {
  it('has a French heading, tab title and way back to the table', async () => {
    await showLanguage('fr-CA');
    const api = calendarRouteApi();
    const { router } = renderApp({ path: '/appointments/calendar?view=week&date=2026-12-02', api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendrier des rendez-vous' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Les rendez-vous par jour ou par semaine, par consultant; glissez-en un pour le déplacer.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Calendrier des rendez-vous · Rendezvous'));
    expect(await screen.findByRole('group', { name: 'mer. 2026/12/02' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Tableau' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments'));
  });
});
