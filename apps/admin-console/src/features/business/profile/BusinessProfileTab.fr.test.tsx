import { adminKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../../i18n/i18n';
import { makeAdmin } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { BusinessTabs } from '../BusinessTabs';
import { BusinessProfileTab } from './BusinessProfileTab';
import { COUNTRIES, MAP_OFFLINE, makeAddress, makeBusiness } from './business-fixture';

function renderInFrench(ui: React.ReactElement) {
  const api = fakeApi({
    'GET tags': () => [{ id: 1, name: 'Gift cards' }],
    'GET countries': () => COUNTRIES,
    'GET map-config': () => MAP_OFFLINE,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
  return renderWithRouter(ui, { api, queryClient });
}

describe('BusinessProfileTab in French', () => {
  it('shows the profile tab’s own texts in Canadian French', async () => {
    await showLanguage('fr-CA');
    renderInFrench(<BusinessProfileTab business={makeBusiness({ addresses: [makeAddress()] })} />);
    expect(await screen.findByRole('heading', { name: 'Adresses' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une adresse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les étiquettes' })).toBeInTheDocument();
    expect(screen.getByText('Statut')).toBeInTheDocument();
    expect(await screen.findByText(/géocodage à l’échelle de la rue/)).toBeInTheDocument();
    expect(screen.queryByText('Addresses')).not.toBeInTheDocument();
  });

  it('names the business tabs in French', async () => {
    await showLanguage('fr-CA');
    renderInFrench(
      <BusinessTabs
        business={makeBusiness()}
        tab="profile"
        onTabChange={() => undefined}
        showWebsiteManagerLink
      />,
    );
    expect(await screen.findByRole('tab', { name: 'Heures d’ouverture' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Paramètres' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Congés' })).toBeInTheDocument();
    expect(screen.getByText('Gestion du site Web')).toBeInTheDocument();
  });
});
