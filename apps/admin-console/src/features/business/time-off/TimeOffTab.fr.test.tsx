import { adminKeys, businessKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import type { Consultant, TimeOff } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../../i18n/i18n';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { page } from '../../appointments/fixtures';
import { testBusiness } from '../services/test-fixtures';
import { TimeOffTab } from './TimeOffTab';

const CLOSURE: TimeOff = {
  id: 1,
  business_id: 10,
  consultant_id: null,
  consultant_name: null,
  kind: 'holiday',
  starts_on: '2027-06-24',
  ends_on: '2027-06-25',
  start_time: null,
  end_time: null,
  note: 'Fête nationale',
  starts_at: '2027-06-24T04:00:00.000Z',
  ends_at: '2027-06-26T04:00:00.000Z',
  created_at: '2027-05-01T12:00:00.000Z',
  conflicts: [],
};
const CONSULTANTS: Consultant[] = [
  { id: 5, admin_id: 50, business_id: 10, admin: { id: 50, full_name: 'Camille Roy' } },
];

describe('Time off tab in French', () => {
  it('shows the month’s entries with French headers, kinds and actions', async () => {
    await showLanguage('fr-CA');
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin());
    queryClient.setQueryData(businessKeys.detail(10), testBusiness);
    const api = fakeApi({
      'GET business/10/time-off': () => [CLOSURE],
      'GET consultants': () => page(CONSULTANTS),
    });
    renderWithRouter(<TimeOffTab business={testBusiness} initialMonth={new Date(2027, 5, 1)} />, {
      api,
      queryClient,
    });
    const table = await screen.findByRole('table', { name: 'Congés du 2027-06-01 au 2027-06-30' });
    expect(within(table).getByRole('columnheader', { name: 'Quand' })).toBeInTheDocument();
    expect(within(table).getByText('du 2027-06-24 au 2027-06-25')).toBeInTheDocument();
    expect(within(table).getByText('Toute l’entreprise')).toBeInTheDocument();
    expect(within(table).getByText('Vacances')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: /^Supprimer le congé de Toute l’entreprise/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter les jours fériés' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un congé' })).toBeInTheDocument();
    expect(screen.getByText('Entreprise fermée')).toBeInTheDocument();
  });
});
