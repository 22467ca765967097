import { fakeApi } from '@rendezvous/api-client/testing';
import type { Business } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { makeBusiness } from '../business/profile/business-fixture';
import { AllBusinessesPage } from './AllBusinessesPage';

const page = (rows: Business[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: rows.length,
});

describe('AllBusinessesPage in French', () => {
  it('shows the heading, the status buttons and the invite button in Canadian French', async () => {
    await showLanguage('fr-CA');
    const api = fakeApi({
      'GET businesses': () =>
        page([makeBusiness({ id: 11, name: 'Barber Bros', status: 'suspended' })]),
    });
    renderWithRouter(<AllBusinessesPage />, { api });
    expect(await screen.findByText('Barber Bros')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Toutes les entreprises' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inviter des entreprises' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Statut' })).toBeInTheDocument();
    const status = screen.getByRole('group', { name: 'Statut de Barber Bros' });
    expect(within(status).getByRole('button', { name: 'Suspendue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
