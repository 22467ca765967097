import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { page, renderInvitationsPage, ROWS } from './invitations-test-data';

async function renderPage() {
  await showLanguage('fr-CA');
  return renderInvitationsPage({ 'GET invitations': () => page(ROWS) });
}

describe('InvitationsPage in French', () => {
  it('shows the heading, the column headers, the statuses and the row actions in Canadian French', async () => {
    const { user } = await renderPage();
    const row = (await screen.findByText('noah@example.com')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    for (const header of ['Courriel', 'Statut', 'Administrateur', 'Expéditeur', 'Dernier courriel envoyé'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    expect(within(row).getByText('Inscrit')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filtrer par statut' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer l’invitation à jordan@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer l’invitation' });
    expect(confirm).toHaveTextContent(
      'Supprimer l’invitation à jordan@example.com? Son lien cessera de fonctionner.',
    );
    expect(screen.getByRole('button', { name: 'Renvoyer l’invitation à jordan@example.com' })).toBeEnabled();
  });

  it('Inviter des personnes: the roles and the messages in French', async () => {
    const { user } = await renderPage();
    await screen.findByText('jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Inviter des personnes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter des personnes' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer les invitations' }));
    expect(await within(dialog).findByText('Aucune invitation ajoutée pour le moment!')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Le rôle est obligatoire')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: 'Rôle' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Consultant', 'Administrateur']);
    await user.click(screen.getByRole('option', { name: 'Administrateur' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Adresses courriel/ }), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Le courriel doit être valide')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Adresses courriel/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Adresses courriel/ }), 'a@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByRole('list', { name: 'Invitations à envoyer' })).toHaveTextContent(
      'a@example.com — Administrateur',
    );
  });
});
