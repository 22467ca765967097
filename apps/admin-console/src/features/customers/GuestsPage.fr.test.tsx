import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderGuestsPage } from './guests-test-data';

describe('GuestsPage in French', () => {
  it('shows the list, the guest dialog, its appointment history and its messages in Canadian French', async () => {
    await showLanguage('fr-CA');
    const { user } = renderGuestsPage();

    const row = (await screen.findByText('Isabella Rossi')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Invités' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Créé le' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rechercher des invités' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Voir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Isabella Rossi' });
    expect(within(dialog).getByRole('heading', { name: 'Historique des rendez-vous' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Aucun rendez-vous pour le moment.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    const phone = within(dialog).getByRole('textbox', { name: /Téléphone/ });
    await user.click(phone);
    await user.tab();
    expect(await within(dialog).findByText('Le téléphone est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });
});
