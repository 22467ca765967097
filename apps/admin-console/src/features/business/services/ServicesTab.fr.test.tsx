import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Service, ServiceCategory } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../../i18n/i18n';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { ServicesTab } from './ServicesTab';
import { pageOf, testBusiness } from './test-fixtures';

const hair: ServiceCategory = { id: 1, name: 'Coiffure', image_url: null, business_id: 10 };
const color: Service = {
  id: 6,
  name: 'Coloration',
  price: 12050,
  show_price: true,
  description: 'Couleur',
  image_url: null,
  service_category_id: 1,
  appointment_length_decider: 'customer',
  appointment_length: 60,
  minimum_appointment_length: 30,
  maximum_appointment_length: 90,
  is_subscription: false,
  subscription_period_id: null,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  business_id: 10,
  service_category: hair,
  consultants_count: 0,
};

describe('ServicesTab in French', () => {
  it('shows the services table, its warning and its add dialog in Canadian French', async () => {
    await showLanguage('fr-CA');
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin());
    queryClient.setQueryData(businessKeys.detail(10), testBusiness);
    const api = fakeApi({
      'GET services': () => pageOf([color]),
      'GET serviceCategories': () => pageOf([hair]),
      'GET subscription-periods': () => [{ id: 3, period: 'monthly', description: 'Monthly' }],
    });
    renderWithRouter(<ServicesTab business={testBusiness} />, { api, queryClient });
    const user = userEvent.setup();

    expect(await screen.findByText('Coloration')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Catégories' })).toBeInTheDocument();
    expect(screen.getByText('Certains services n’ont aucun consultant')).toBeInTheDocument();
    expect(screen.getAllByText('Aucun consultant').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Prix').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Durée').length).toBeGreaterThan(0);
    expect(screen.getByText('30 min à 1 h 30 min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter un service' }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter un service' })).toBeInTheDocument();
    expect(screen.getByText('Image du service')).toBeInTheDocument();
  });
});
