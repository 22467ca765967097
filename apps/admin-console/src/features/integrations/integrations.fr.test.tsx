import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { AddIntegrationPage } from './AddIntegrationPage';
import { SubscriptionPanel } from './SubscriptionPanel';

describe('AddIntegrationPage in French', () => {
  it('offers the access choice and requires it in Canadian French', async () => {
    await showLanguage('fr-CA');
    tokenStore.set({ token: 'token-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin', 'consultant'], { id: 7, business_id: 10 }));
    const openProvider = vi.fn();
    renderWithRouter(<AddIntegrationPage name="google-calendar" openProvider={openProvider} />, {
      api: fakeApi({}),
      queryClient,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajouter une intégration' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Connecter Google Agenda : choisissez qui peut utiliser la connexion, puis autorisez-la sur Google Agenda.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Toute l’entreprise/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Personnelle/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continuer vers Google Agenda' }));
    expect(await screen.findByText('Votre choix est obligatoire')).toBeInTheDocument();
    expect(await screen.findByText('Un choix doit être sélectionné')).toBeInTheDocument();
    expect(openProvider).not.toHaveBeenCalled();
  });
});

describe('SubscriptionPanel in French', () => {
  it('shows the plan, the days left and its features in Canadian French', async () => {
    await showLanguage('fr-CA');
    renderWithRouter(
      <SubscriptionPanel business={{ trial_ends_at: new Date(Date.now() + 12 * 86_400_000 - 1000).toISOString() }} />,
    );
    expect(await screen.findByRole('heading', { name: 'Forfait Équipes' })).toBeInTheDocument();
    expect(screen.getByText('Essai gratuit')).toBeInTheDocument();
    expect(screen.getByText('Il reste 12 jours à votre essai gratuit de 30 jours.')).toBeInTheDocument();
    expect(screen.getByText('Notifications par texto')).toBeInTheDocument();
  });

  it('says one day in the singular', async () => {
    await showLanguage('fr-CA');
    renderWithRouter(
      <SubscriptionPanel business={{ trial_ends_at: new Date(Date.now() + 86_400_000 - 1000).toISOString() }} />,
    );
    expect(await screen.findByText('Il reste 1 jour à votre essai gratuit de 30 jours.')).toBeInTheDocument();
  });
});
