import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { DEFAULT_BUSINESS_DAY, WEEK_DAYS, type BusinessDay } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../../i18n/i18n';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { testBusiness } from '../services/test-fixtures';
import { BusinessHoursTab } from './BusinessHoursTab';

const stored: BusinessDay[] = WEEK_DAYS.map((day, index) => ({
  id: index + 1,
  business_id: 10,
  day,
  ...DEFAULT_BUSINESS_DAY,
}));

describe('Opening Hours tab in French', () => {
  it('explains the week and names its save button in Canadian French', async () => {
    await showLanguage('fr-CA');
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin());
    queryClient.setQueryData(businessKeys.detail(10), testBusiness);
    const api = fakeApi({ 'GET business-days': () => stored });
    renderWithRouter(<BusinessHoursTab business={testBusiness} />, { api, queryClient });
    expect(
      await screen.findByText(/Choisissez les jours d’ouverture de votre entreprise/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Enregistrer les heures d’ouverture' }),
    ).toBeInTheDocument();
  });

  it('offers to try again in French when the days cannot be loaded', async () => {
    await showLanguage('fr-CA');
    const api = fakeApi({
      'GET business-days': () => {
        throw new Error('down');
      },
    });
    renderWithRouter(<BusinessHoursTab business={testBusiness} />, {
      api,
      queryClient: createQueryClient(),
    });
    expect(
      await screen.findByText('Les heures d’ouverture n’ont pas pu être chargées'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
