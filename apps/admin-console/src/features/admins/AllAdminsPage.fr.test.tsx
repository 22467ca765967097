import { fakeApi } from '@rendezvous/api-client/testing';
import { STORAGE_KEYS, type Admin } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { consultantAdmin, signedInAs } from '../consultant-profile/test-data';
import { AllAdminsPage } from './AllAdminsPage';

const noah = makeAdmin(['admin'], {
  id: 5,
  full_name: 'Noah Tremblay',
  email: 'noah@example.com',
  consultant: { id: 8, admin_id: 5, business_id: 10 },
});
const page = (rows: Admin[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: rows.length,
});

describe('AllAdminsPage in French', () => {
  it('shows the heading, the column headers, the roles and the filters in Canadian French', async () => {
    await showLanguage('fr-CA');
    const me = consultantAdmin();
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const api = fakeApi({
      'GET admins': () => page([noah]),
      'GET get-admin-by-token': () => me,
      'GET roles': () => [],
    });
    renderWithRouter(<AllAdminsPage />, { api, queryClient: signedInAs(me) });
    const row = (await screen.findByText('Noah Tremblay')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'Tous les administrateurs' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Courriel' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Rôles' })).toBeInTheDocument();
    expect(within(row).getByText('Administrateur')).toBeInTheDocument();
    expect(within(row).getByText('Oui')).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Rechercher des administrateurs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filtrer par statut' })).toBeInTheDocument();
  });
});
