import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { page, prospect, renderProspectsPage } from './prospects-test-data';

describe('ProspectsPage in French', () => {
  it('shows the list, where each came from and the approval question in Canadian French', async () => {
    await showLanguage('fr-CA');
    const { user } = renderProspectsPage({ 'GET prospects': () => page([prospect({})]) });

    const row = (await screen.findByText('Grace Kim')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Prospects' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Provenance' })).toBeInTheDocument();
    expect(within(row).getByText('Formulaire de contact')).toBeInTheDocument();
    expect(within(row).getByText('Nouveau')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Refuser Grace Kim' })).toBeEnabled();

    await user.click(within(row).getByRole('button', { name: 'Approuver Grace Kim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver le prospect' });
    expect(dialog).toHaveTextContent(
      'Faire de Grace Kim (grace.kim@example.org) un client actif de votre entreprise? Cette personne recevra un courriel pour choisir son mot de passe.',
    );
    expect(within(dialog).getByRole('button', { name: 'Approuver' })).toBeInTheDocument();
  });
});
