import type { fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode, PrivacyMessages } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { page, renderClientsPage } from './clients-test-data';

async function renderPage(handlers: Parameters<typeof fakeApi>[0] = {}) {
  await showLanguage('fr-CA');
  return renderClientsPage(handlers);
}

describe('ClientsPage in French', () => {
  it('shows the heading, the column headers, the statuses, the search and the filter in Canadian French', async () => {
    const { user } = await renderPage();
    const row = (await screen.findByText('Mason Wright')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Courriel' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Téléphone' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Statut' })).toBeInTheDocument();
    expect(within(row).getByText('Suspendu')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rechercher des clients' })).toHaveAttribute(
      'placeholder',
      'Rechercher par nom ou courriel',
    );
    await user.click(screen.getByRole('textbox', { name: 'Filtrer par statut' }));
    expect(await screen.findByRole('option', { name: 'Inactif' })).toBeInTheDocument();
  });

  it('says so in French when there are no clients yet', async () => {
    await renderPage({ 'GET clients': () => page([]) });
    expect(await screen.findByText('Aucun client pour le moment.')).toBeInTheDocument();
  });

  it('Ajouter un client: the red toast and the field messages in French', async () => {
    const { user } = await renderPage();
    await screen.findByText('Olivia Chen');
    await user.click(screen.getByRole('button', { name: 'Ajouter un client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un client' });
    expect(within(dialog).getByRole('textbox', { name: /Prénom/ })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Le client reçoit un courriel l’invitant à choisir son propre mot de passe.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(/^Un ou plusieurs champs obligatoires sont manquants/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Le prénom est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('Le téléphone est obligatoire')).toBeInTheDocument();
  });

  it('asks before erasing in French and shows the refusal of the server in French', async () => {
    const { user } = await renderPage({
      'POST user/1/erase': () => {
        throw new AppError(ErrorCode.Conflict, PrivacyMessages.upcoming);
      },
    });
    const row = (await screen.findByText('Olivia Chen')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Exporter les données de Olivia Chen' })).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Effacer les renseignements personnels de Olivia Chen' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Effacer les renseignements personnels de Olivia Chen?',
    });
    expect(within(dialog).getByText('Cette action est irréversible.')).toBeInTheDocument();
    expect(within(dialog).getByText('Seront effacés :')).toBeInTheDocument();
    const erase = within(dialog).getByRole('button', { name: 'Effacer' });
    await user.click(erase);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Non effacé');
    expect(alert).toHaveTextContent(/^Non effacéCette personne a des rendez-vous à venir/);
    await waitFor(() => expect(erase).not.toHaveAttribute('data-loading'));
  });
});
