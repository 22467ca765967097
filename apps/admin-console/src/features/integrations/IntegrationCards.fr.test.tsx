import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { IntegrationCards } from './IntegrationCards';

const merchant = (onboarding_completed: boolean) => [{ id: 1, business_id: 10, name: 'stripe', onboarding_completed }];

describe('IntegrationCards in French', () => {
  it('shows the four platforms, their status and how to connect them in Canadian French', async () => {
    await showLanguage('fr-CA');
    renderWithRouter(<IntegrationCards integrations={[]} merchants={merchant(false)} />);
    for (const name of ['Zoom', 'Google Agenda', 'Google Meet']) {
      const card = await screen.findByRole('region', { name });
      expect(within(card).getByText('Non connecté')).toBeInTheDocument();
    }
    const calendar = screen.getByRole('region', { name: 'Google Agenda' });
    expect(within(calendar).getByText('Garder vos rendez-vous et votre agenda Google synchronisés.')).toBeInTheDocument();
    expect(within(calendar).getByRole('link', { name: 'Connecter Google Agenda' })).toHaveTextContent('Connecter');
    const stripe = screen.getByRole('region', { name: 'Paiements par carte (Stripe)' });
    expect(within(stripe).getByText('En attente')).toBeInTheDocument();
    expect(
      within(stripe).getByRole('button', { name: 'Terminer l’inscription Paiements par carte (Stripe)' }),
    ).toBeInTheDocument();
  });

  it('shows a connection as connected and asks before disconnecting it, in French', async () => {
    await showLanguage('fr-CA');
    renderWithRouter(
      <IntegrationCards
        integrations={[{ id: 3, platform: 'zoom', name: 'Zoom', integrable_type: 'admin', integrable_id: 1, access_level: 3 }]}
        merchants={merchant(true)}
      />,
    );
    const zoom = await screen.findByRole('region', { name: 'Zoom' });
    expect(within(zoom).getByText('Connecté')).toBeInTheDocument();
    await userEvent.click(within(zoom).getByRole('button', { name: 'Déconnecter Zoom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnecter Zoom' });
    expect(dialog).toHaveTextContent('Les rendez-vous ne seront plus synchronisés avec Zoom.');
    expect(within(dialog).getByRole('button', { name: 'Déconnecter' })).toBeInTheDocument();
    const stripe = screen.getByRole('region', { name: 'Paiements par carte (Stripe)' });
    expect(within(stripe).getByText('Connecté')).toBeInTheDocument();
    expect(within(stripe).getByRole('button', { name: 'Déconnecter Paiements par carte (Stripe)' })).toBeInTheDocument();
  });
});
