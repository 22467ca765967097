import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { MerchantDisconnectButton } from './MerchantDisconnectButton';
import { MerchantOnboardingButton } from './MerchantOnboardingButton';

describe('MerchantOnboardingButton', () => {
  it("opens the provider's onboarding link for the admin's business; a pending merchant finishes it", async () => {
    tokenStore.set({ token: 'token-1' });
    const queryClient = createQueryClient();
    const admin = makeAdmin(['admin', 'consultant']);
    queryClient.setQueryData(adminKeys.me(), admin);
    const api = fakeApi({ 'GET stripe/account-link': () => ({ url: 'https://connect.stripe.test/setup/acct_1' }) });
    const follow = vi.fn();
    renderWithRouter(<MerchantOnboardingButton pending title="Card payments (Stripe)" follow={follow} />, {
      api,
      queryClient,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Finish onboarding Card payments (Stripe)' }));
    await waitFor(() => expect(follow).toHaveBeenCalledWith('https://connect.stripe.test/setup/acct_1'));
    expect(callOf(api, 'get', 'stripe/account-link')?.query).toEqual({ type: 'business', type_id: admin.business_id });
  });
});

describe('MerchantDisconnectButton', () => {
  it('forgets the merchant account after a confirmation', async () => {
    tokenStore.set({ token: 'token-1' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin', 'consultant']));
    const api = fakeApi({ 'POST stripe/disconnect': () => null });
    renderWithRouter(<MerchantDisconnectButton title="Card payments (Stripe)" />, { api, queryClient });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disconnect Card payments (Stripe)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Card payments (Stripe)' });
    expect(callOf(api, 'post', 'stripe/disconnect')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(vi.mocked(api.request)).toHaveBeenCalledWith('post', 'stripe/disconnect', undefined));
  });
});
