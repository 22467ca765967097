import { fakeApi } from '@rendezvous/api-client/testing';
import { type ApiKey } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { ApiKeysCard } from './ApiKeysCard';

const key = (id: number, name: string, scope: ApiKey['scope'], last_used_at: string | null = null): ApiKey => ({
  id,
  name,
  scope,
  hint: 'Wx3z',
  created_at: '2027-05-20T14:00:00Z',
  created_by: { id: 1, full_name: 'Camille Laurent' },
  last_used_at,
});

describe('ApiKeysCard in French', () => {
  it('shows the card, its form, the keys and their access in Canadian French', async () => {
    await showLanguage('fr-CA');
    const api = fakeApi({
      'GET api-keys': () => [key(3, 'Export comptable', 'read'), key(4, 'CRM', 'read_write', '2027-05-21T09:30:00Z')],
    });
    renderWithRouter(<ApiKeysCard />, { api });
    const card = await screen.findByRole('region', { name: 'Clés d’API' });
    expect(within(card).getByRole('form', { name: 'Créer une clé d’API' })).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: /Nom de la clé/ })).toHaveAccessibleDescription(
      'Ce qui l’utilisera, pour la reconnaître plus tard',
    );
    expect(within(card).getByText('Accès')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Créer une clé' })).toBeInTheDocument();
    const list = await within(card).findByRole('list', { name: 'Clés d’API' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Lecture seule')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^Créée par Camille Laurent le 20 mai 2027, \d+ h 00; jamais utilisée$/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Lecture et écriture')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText(/; dernière utilisation le 21 mai 2027, \d+ h 30$/),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Révoquer la clé CRM' })).toHaveTextContent('Révoquer');
  });

  it('asks for a name in French before sending, and says a made key is shown once', async () => {
    await showLanguage('fr-CA');
    const api = fakeApi({
      'GET api-keys': () => [],
      'POST api-keys': () => ({ ...key(5, 'Synchro', 'read'), key: 'rdv_key_secret_Wx3z' }),
    });
    renderWithRouter(<ApiKeysCard />, { api });
    const card = await screen.findByRole('region', { name: 'Clés d’API' });
    expect(await within(card).findByText('Aucune clé d’API pour l’instant.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Créer une clé' }));
    expect(await within(card).findByText('Nommez la clé d’après ce qui l’utilise')).toBeInTheDocument();

    await userEvent.type(within(card).getByRole('textbox', { name: /Nom de la clé/ }), 'Synchro');
    await userEvent.click(within(card).getByRole('button', { name: 'Créer une clé' }));
    expect(await within(card).findByText('Clé « Synchro » créée')).toBeInTheDocument();
    const shown = within(card).getByRole('textbox', { name: 'Clé d’API' });
    expect(shown).toHaveValue('rdv_key_secret_Wx3z');
    expect(shown).toHaveAccessibleDescription(/^Copiez-la maintenant : elle ne sera plus affichée/);
    expect(within(card).getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });
});
