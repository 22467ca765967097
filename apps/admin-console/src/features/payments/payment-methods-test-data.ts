// The payment methods page's tests, in English and in French: the admin's saved cards (a
// default Visa, a Mastercard) and a fake API answering the list, the sandbox card form and
// the changes to the cards. Each test adds the handlers of the calls it makes, then renders.
import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import type { PaymentMethod } from '@rendezvous/domain';
import userEvent from '@testing-library/user-event';
import { makeAdmin, makePaymentMethod } from '../../test/fixtures';

export const card = makePaymentMethod;
const VISA = card({});
const MASTERCARD = card({
  id: 2,
  payment_method: 'pm_sandbox_b',
  brand: 'mastercard',
  identifier: '4444',
  is_default: 0,
});
export const SECRET = 'seti_sandbox_1_secret_2';

/** GET merchant-customer-payment-methods: the admin's cards. */
export const savedCards = (methods: PaymentMethod[]) => ({
  merchant_customer: { id: 3, gateway: 'stripe', customerable_type: 'admin', customerable_id: 1 },
  payment_methods: methods,
});

export function setupPaymentMethods(handlers: Parameters<typeof fakeApi>[0] = {}) {
  tokenStore.set({ token: 'token-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin', 'consultant']));
  const api = fakeApi({
    'GET stripe/config': () => ({ gateway: 'sandbox', publishableKey: null }),
    'GET merchant-customer-payment-methods': () => savedCards([VISA, MASTERCARD]),
    'POST merchant-customer-payment-methods/2': () => ({ ...MASTERCARD, is_default: 1 }),
    'DELETE merchant-customer-payment-method/1': () => null,
    'POST stripe/create-setup-intent': () => ({ clientSecret: SECRET, accountId: null }),
    'POST stripe/sandbox/confirm-setup-intent': () => ({
      id: 'seti_sandbox_1',
      status: 'succeeded',
      payment_method: 'pm_sandbox_new',
      customer: null,
    }),
    ...handlers,
  });
  return { api, queryClient, user: userEvent.setup() };
}
