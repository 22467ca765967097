import { tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { AppointmentChargeLine } from './AppointmentChargeLine';

describe('AppointmentChargeLine', () => {
  it('shows what completing the appointment charged, and why a charge failed', async () => {
    tokenStore.set({ token: 'token-1' });
    const api = fakeApi({
      'GET appointment/4/charge': () => ({
        id: 1,
        appointment_id: 4,
        gateway: 'sandbox',
        payment_intent: 'pi_sandbox_1',
        amount: 5175,
        currency: 'cad',
        status: 'failed',
        failure_message: 'Your card was declined.',
      }),
    });
    renderWithRouter(<AppointmentChargeLine appointmentId={4} />, { api, queryClient: createQueryClient() });
    expect(await screen.findByText(/Card charge: .*51\.75/)).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
  });
});
