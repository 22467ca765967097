import { fakeApi } from '@rendezvous/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render';

describe('sign up in French', () => {
  it('shows the form, the trial and the missing fields in Canadian French', async () => {
    await showLanguage('fr-CA');
    const api = fakeApi();
    renderApp({ path: '/signup', api });

    expect(await screen.findByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    expect(document.title).toBe('Créez votre compte · Rendezvous');
    expect(
      screen.getByRole('heading', {
        name: 'Essayez le forfait Teams gratuitement pendant 30 jours',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Notifications par texto')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prénom/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Courriel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'conditions d’utilisation' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/sign-in');

    // The schema's English messages, looked up in the wizard's catalogs.
    await userEvent.click(screen.getByRole('button', { name: 'Commencer mon essai gratuit' }));
    expect(await screen.findByText('Le prénom est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le courriel est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('asks an invited admin for their account in French, its snackbar too', async () => {
    await showLanguage('fr-CA');
    renderApp({ path: '/register?email=sam%40example.com&code=INV-2026' });

    expect(
      await screen.findByRole('heading', { name: 'Joignez-vous à votre équipe' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Code d’invitation/)).toHaveValue('INV-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      await screen.findByText(
        'Un champ obligatoire est manquant. Veuillez parcourir le formulaire et corriger le champ en rouge',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Le nom d’utilisateur est obligatoire')).toBeInTheDocument();
  });
});
