import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { ROLE_IDS, toPendingSetupStep, type SetupStepName } from '@rendezvous/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { newAdmin, newBusiness } from '../../test/fixtures';
import { renderApp } from '../../test/render';

// Testing Library reads the non-breaking space before a French colon as a space.
const NBSP = '\u00a0';

function start(extra: Record<string, (options: unknown) => unknown> = {}) {
  const admin = newAdmin({
    business_id: 55,
    roles: [{ id: ROLE_IDS.admin, name: 'admin', type: 'admin', permissions: [] }],
    pending_setup_steps: (
      ['add_business_logo', 'add_short_business_description'] as SetupStepName[]
    ).map(toPendingSetupStep),
  });
  tokenStore.set({ token: 'token-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), admin);
  const api = fakeApi({
    'GET get-admin-by-token': () => admin,
    'GET business/55': () => newBusiness(),
    ...extra,
  });
  renderApp({ path: '/setup-your-business/steps', api, queryClient });
  return userEvent.setup();
}

describe('guided setup in French', () => {
  it('walks the steps in Canadian French', async () => {
    await showLanguage('fr-CA');
    const user = start({ 'GET countries': () => [] });

    expect(
      await screen.findByRole('heading', { name: 'Configurez votre entreprise' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Logo de l’entreprise')).toBeInTheDocument();
    expect(
      screen.getByText('Étape 1 sur 7 : Comment vos clients vous reconnaissent').textContent,
    ).toBe(`Étape 1 sur 7${NBSP}: Comment vos clients vous reconnaissent`);
    expect(screen.getByRole('button', { name: 'Terminer plus tard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Heures d’ouverture/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Passer cette étape' }));
    expect(await screen.findByLabelText('Courte description')).toBeInTheDocument();
    expect(screen.getByLabelText('Description détaillée')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Courte description en français' })).toHaveAttribute(
      'lang',
      'fr-CA',
    );
    expect(
      screen.getByRole('textbox', { name: 'Description détaillée en français' }),
    ).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByRole('button', { name: 'Enregistrer et continuer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Logo \(passée\)/ })).toBeInTheDocument();
  });

  it('says in French why a French description is refused', async () => {
    await showLanguage('fr-CA');
    const user = start({ 'GET countries': () => [] });
    await user.click(await screen.findByRole('button', { name: 'Passer cette étape' }));
    await user.click(
      await screen.findByRole('textbox', { name: 'Description détaillée en français' }),
    );
    await user.paste('é'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(
      await screen.findByText(
        'La description longue en français doit contenir au plus 5000 caractères',
      ),
    ).toBeInTheDocument();
  });

  it('names a subdomain that is not valid in French', async () => {
    await showLanguage('fr-CA');
    const user = start({
      'GET business/55': () =>
        newBusiness({ logo_url: '/logo.png', addresses: [{ id: 3 } as never] }),
      'GET themes': () => [],
      'GET business/55/themeImages': () => [],
      'GET site-config': () => ({ site_domain: 'sites.example.ca' }),
    });
    await user.click(await screen.findByRole('button', { name: /Site Web/ }));
    expect(await screen.findByText('Votre site : votre-nom.sites.example.ca')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Sous-domaine de l’entreprise/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(
      await screen.findByText(
        'Ce sous-domaine est réservé. Veuillez essayer un autre sous-domaine',
      ),
    ).toBeInTheDocument();
  });
});
