import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { CATEGORIES, newAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('business setup in French', () => {
  it('asks about the business and names what is missing in Canadian French', async () => {
    await showLanguage('fr-CA');
    tokenStore.set({ token: 'token-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), newAdmin());
    renderApp({
      path: '/setup-your-business',
      api: fakeApi({ 'GET categories': () => CATEGORIES }),
      queryClient,
    });

    expect(
      await screen.findByRole('heading', { name: 'Parlez-nous de votre entreprise' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bienvenue, Chloé! Quelques détails et votre entreprise est prête à prendre des réservations.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Type d’entreprise/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Le nom de l’entreprise est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le type d’entreprise est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('La catégorie d’entreprise est obligatoire')).toBeInTheDocument();
  });
});
