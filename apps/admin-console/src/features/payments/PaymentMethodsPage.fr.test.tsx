import type { PaymentMethod } from '@rendezvous/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { card, savedCards, setupPaymentMethods } from './payment-methods-test-data';
import { PaymentMethodsPage } from './PaymentMethodsPage';

function setup(methods: PaymentMethod[]) {
  const { api, queryClient, user } = setupPaymentMethods({
    'GET merchant-customer-payment-methods': () => savedCards(methods),
  });
  renderWithRouter(<PaymentMethodsPage />, { api, queryClient });
  return user;
}

describe('PaymentMethodsPage in French', () => {
  it('shows the heading, the cards, their chips and buttons, and the removal question in Canadian French', async () => {
    await showLanguage('fr-CA');
    const user = setup([
      card({ exp_month: 3 }),
      card({ id: 2, brand: 'mastercard', identifier: '4444', is_default: 0, exp_month: 3 }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Modes de paiement' })).toBeInTheDocument();
    expect(screen.getByText('Les cartes sur lesquelles votre abonnement est facturé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Cartes enregistrées' });
    const visa = within(list).getByRole('listitem', { name: 'Visa se terminant par 4242' });
    expect(within(visa).getByText('Par défaut')).toBeInTheDocument();
    expect(within(visa).getByText('Expire 03/34')).toBeInTheDocument();
    const mastercard = within(list).getByRole('listitem', { name: 'Mastercard se terminant par 4444' });
    expect(
      within(mastercard).getByRole('button', { name: 'Définir Mastercard se terminant par 4444 par défaut' }),
    ).toHaveTextContent('Définir par défaut');

    await user.click(within(visa).getByRole('button', { name: 'Supprimer Visa se terminant par 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le mode de paiement' });
    expect(dialog).toHaveTextContent('Voulez-vous vraiment supprimer ce mode de paiement?');
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('says there is no card, and checks a new card in French', async () => {
    await showLanguage('fr-CA');
    const user = setup([]);
    expect(await screen.findByText('Aucun mode de paiement ajouté')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un mode de paiement' });
    const form = await within(dialog).findByRole('form', { name: 'Détails de la carte (bac à sable)' });
    expect(within(form).getByText(/Mode test : aucune carte n’est débitée/)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Numéro de carte' }), '1234');
    await user.type(within(form).getByRole('textbox', { name: 'Expiration (MM/AA)' }), '13/40');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la carte' }));
    expect(await within(form).findByText('Votre numéro de carte n’est pas valide.')).toBeInTheDocument();
    expect(within(form).getByText('Entrez l’expiration au format MM/AA')).toBeInTheDocument();
    expect(within(form).getByText('Le code de sécurité de votre carte n’est pas valide.')).toBeInTheDocument();
  });
});
