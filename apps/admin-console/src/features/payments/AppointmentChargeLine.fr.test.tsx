import { tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { AppointmentChargeLine } from './AppointmentChargeLine';

const charge = (amount: number, status: string, failure_message: string | null) => ({
  id: 1,
  appointment_id: 4,
  gateway: 'sandbox',
  payment_intent: 'pi_sandbox_1',
  amount,
  currency: 'cad',
  status,
  failure_message,
});

describe('AppointmentChargeLine in French', () => {
  it('shows the amount as "1 234,56 $", the status and the decline reason in Canadian French', async () => {
    await showLanguage('fr-CA');
    tokenStore.set({ token: 'token-1' });
    const api = fakeApi({ 'GET appointment/4/charge': () => charge(123456, 'failed', 'Your card was declined.') });
    renderWithRouter(<AppointmentChargeLine appointmentId={4} />, { api, queryClient: createQueryClient() });
    const line = await screen.findByText(/^Paiement par carte :/);
    // Intl separates thousands and the currency sign with (narrow) no-break spaces.
    expect(line.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toBe('Paiement par carte : 1 234,56 $');
    expect(screen.getByText('Paiement échoué')).toBeInTheDocument();
    expect(screen.getByText('Votre carte a été refusée.')).toBeInTheDocument();
  });

  it('says a succeeded charge is paid', async () => {
    await showLanguage('fr-CA');
    tokenStore.set({ token: 'token-1' });
    const api = fakeApi({ 'GET appointment/4/charge': () => charge(5175, 'succeeded', null) });
    renderWithRouter(<AppointmentChargeLine appointmentId={4} />, { api, queryClient: createQueryClient() });
    expect(await screen.findByText('Payé')).toBeInTheDocument();
    expect(screen.getByText(/^Paiement par carte :/).textContent!.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Paiement par carte : 51,75 $',
    );
  });
});
