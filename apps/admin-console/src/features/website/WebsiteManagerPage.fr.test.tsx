import { adminKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { makeBusiness } from '../business/profile/business-fixture';
import { THEMES, makeBlock, makeThemeImage } from './test-fixtures';
import { WebsiteManagerPage } from './WebsiteManagerPage';

function renderPage(
  props: { editing?: number; step?: number } = {},
  blocks = [] as ReturnType<typeof makeBlock>[],
) {
  const api = fakeApi({
    'GET business/10': () =>
      makeBusiness({ subdomain: null, is_live: 0, theme_id: 1, theme_entities: blocks }),
    'GET themes': () => THEMES,
    'GET business/10/themeImages': () => [makeThemeImage(1, 1)],
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin']));
  return renderWithRouter(<WebsiteManagerPage {...props} onNavigate={vi.fn()} />, {
    api,
    queryClient,
  });
}

describe('WebsiteManagerPage in French', () => {
  it('shows the manager, its themes and its cards in Canadian French', async () => {
    await showLanguage('fr-CA');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestionnaire de site Web' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Classic est actif' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activer Carousel' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Images du thème' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Adresse URL de l’entreprise' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mise en ligne' })).toBeInTheDocument();
    expect(screen.getByText('Hors ligne')).toBeInTheDocument();
  });

  it('shows the real-estate editor, its steps and a property card in French', async () => {
    await showLanguage('fr-CA');
    const house = makeBlock(
      'property',
      101,
      {
        property_type: 'house',
        property_sale_type: 'Sale',
        price: '650000',
        num_of_beds: '3',
        num_of_baths: '2',
        gmaps_full_address: '12 Rue Saint-Paul, Montréal',
        sold: '1',
      },
      ['/p1.png'],
    );
    renderPage({ editing: 3, step: 2 }, [house]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Éditeur du thème immobilier' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Propriétés' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Étape suivante' })).toBeInTheDocument();
    const card = await screen.findByRole('article', {
      name: 'Maison à vendre\u00a0: 12 Rue Saint-Paul, Montréal',
    });
    expect(within(card).getByText('Vendue')).toBeInTheDocument();
    expect(within(card).getByText('Vedette')).toBeInTheDocument();
    expect(within(card).getByText(/^650\s000\s\$$/)).toBeInTheDocument();
    expect(within(card).getByText('3 chambres · 2 salles de bain')).toBeInTheDocument();
  });
});
