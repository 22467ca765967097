import { fakeApi } from '@rendezvous/api-client/testing';
import { STORAGE_KEYS } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { AdminProfileTabs } from './AdminProfileTabs';
import { businessDays, businessService, consultantAdmin, page, signedInAs } from './test-data';

describe('AdminProfileTabs in French', () => {
  it('shows the tabs, the profile form, its messages and the password form in Canadian French', async () => {
    await showLanguage('fr-CA');
    const admin = consultantAdmin();
    const api = fakeApi({
      'GET roles': () => [],
      'GET get-admin-by-token': () => admin,
      [`GET admin/${admin.id}`]: () => admin,
      'GET services': () => page([businessService]),
      'GET business-days': () => businessDays,
    });
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    renderWithRouter(<AdminProfileTabs admin={admin} tab="profile" onTabChange={() => {}} />, {
      api,
      queryClient: signedInAs(admin),
      path: '/my-profile',
    });
    const user = userEvent.setup();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Profil',
      'Services',
      'Heures d’ouverture',
      'Intégrations',
    ]);
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toHaveAttribute('readonly');
    expect(
      screen.getByRole('switch', { name: 'Afficher mon statut comme absent' }),
    ).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Prénom/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText('Le prénom est obligatoire')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Changer le mot de passe' });
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(within(form).getByText('Votre mot de passe actuel est obligatoire')).toBeInTheDocument();
    expect(within(form).getByText('Le mot de passe est obligatoire')).toBeInTheDocument();
  });
});
