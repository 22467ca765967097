import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../../i18n/i18n';
import { renderWithRouter } from '../../../test/render';
import { makeBusiness } from '../profile/business-fixture';
import { BusinessSettingsTab } from './BusinessSettingsTab';

describe('BusinessSettingsTab in French', () => {
  it('shows the cards in Canadian French and translates a refused value', async () => {
    await showLanguage('fr-CA');
    const api = fakeApi({
      // The switches' names come from the API in English, as the server stores them.
      'GET settings': () => [
        {
          code: 'recurring_payments',
          description: 'Recurring payments',
          info: 'Services can be sold as subscriptions billed every subscription period.',
          icon: null,
        },
      ],
      'GET business/10/notification-settings': () => ({
        email_notifications: true,
        sms_notifications: false,
        appointment_reminders: true,
        sms_two_way: false,
        reminder_lead_minutes: [1440],
        quiet_hours: null,
      }),
    });
    renderWithRouter(<BusinessSettingsTab business={makeBusiness()} />, {
      api,
      queryClient: createQueryClient(),
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Taxes et frais' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Règles de réservation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confidentialité' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Courriel' })).toBeChecked();
    expect(await screen.findByRole('switch', { name: 'Paiements récurrents' })).not.toBeChecked();
    expect(
      screen.getByText('Les services peuvent être vendus en abonnement, facturé à chaque période d’abonnement.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Enregistrer les règles' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Français (français d’abord)' })).toBeInTheDocument();

    const notice = screen.getByRole('textbox', { name: /Préavis d’annulation/ });
    await user.clear(notice);
    await user.type(notice, '721');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le préavis d’annulation' }));
    expect(
      await screen.findByText(/^Le préavis d’annulation doit être entre 0 et 720/),
    ).toBeInTheDocument();
  });
});
