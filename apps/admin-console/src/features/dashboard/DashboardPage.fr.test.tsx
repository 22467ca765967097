import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { DashboardPage } from './DashboardPage';

const months = (counts: number[]) =>
  counts.map((count, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, count }));
const page = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: rows.length,
});

describe('DashboardPage in French', () => {
  it('shows the headings, the profit in French dollars and lower-case French months', async () => {
    await showLanguage('fr-CA');
    tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin', 'consultant']));
    const api = fakeApi({
      'GET users/stats': () => ({
        total: 8,
        monthly: months([0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 3, 2]),
      }),
      'GET appointments/stats/total': () => ({ total: 42 }),
      'GET appointments/stats/profit': () => ({ total: 123456 }),
      'GET appointments/stats/monthly': () => months([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      'GET appointments': () => page([]),
      'GET clients': () => page([]),
    });
    renderWithRouter(<DashboardPage />, { api, queryClient });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^1\s234,56\s\$$/)).toBeInTheDocument();
    expect(screen.getByText('Bénéfice total')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: /^Inscriptions d’utilisateurs, 12 derniers mois\s: janv\. 26 0, févr\. 26 1,.* déc\. 26 2\.$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aucun nouveau rendez-vous')).toBeInTheDocument();
    expect(screen.getByText('Aucun utilisateur pour le moment')).toBeInTheDocument();
  });

  it("names the platform's month in lower case for a platform admin", async () => {
    await showLanguage('fr-CA');
    tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin(['platformAdmin'], { business_id: null }));
    const api = fakeApi({
      'GET platform/stats': () => ({
        businesses: 4,
        admins: 11,
        appointments_this_month: 23,
        month: '2027-03',
      }),
    });
    renderWithRouter(<DashboardPage />, { api, queryClient });
    expect(
      within(await screen.findByRole('group', { name: 'Rendez-vous en mars 2027' })).getByText(
        '23',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Entreprises' })).toBeInTheDocument();
  });
});
