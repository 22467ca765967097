import type { fakeApi } from '@rendezvous/api-client/testing';
import { PaymentMessages, STORAGE_KEYS } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter, signedIn } from '../../test/render';
import { card, SECRET, setupPaymentMethods as setup } from './payment-methods-test-data';
import { PaymentMethodsPage } from './PaymentMethodsPage';
import { RedirectStripePage } from './RedirectStripePage';

const calls = (api: ReturnType<typeof fakeApi>, method: string, path?: string) =>
  vi.mocked(api.request).mock.calls.filter(([m, p]) => m === method && (path === undefined || p === path));

afterEach(() => localStorage.clear());

describe('PaymentMethodsPage', () => {
  it('lists the cards with brand, last digits and the Default chip; Set Default on the others', async () => {
    const { api, queryClient, user } = setup();
    renderWithRouter(<PaymentMethodsPage />, { api, queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Methods' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Payment Methods/);
    const visa = await screen.findByRole('listitem', { name: 'Visa ending in 4242' });
    expect(within(visa).getByText('Default')).toBeInTheDocument();
    expect(within(visa).queryByRole('button', { name: /Set .* as default/ })).not.toBeInTheDocument();
    const mastercard = screen.getByRole('listitem', { name: 'Mastercard ending in 4444' });
    expect(within(mastercard).queryByText('Default')).not.toBeInTheDocument();
    await user.click(within(mastercard).getByRole('button', { name: 'Set Mastercard ending in 4444 as default' }));
    await waitFor(() => expect(calls(api, 'post', 'merchant-customer-payment-methods/2')).toHaveLength(1));
    expect(calls(api, 'post', 'merchant-customer-payment-methods/2')[0]![2]).toMatchObject({ json: { is_default: 1 } });
  });

  it('asks before removing a card, then removes it', async () => {
    const { api, queryClient, user } = setup();
    renderWithRouter(<PaymentMethodsPage />, { api, queryClient });
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PaymentMessages.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls(api, 'delete', 'merchant-customer-payment-method/1')).toHaveLength(1));
  });

  it('says so when no card is saved, and when the list fails', async () => {
    const empty = setup({
      'GET merchant-customer-payment-methods': () => ({ merchant_customer: null, payment_methods: [] }),
    });
    const { unmount } = renderWithRouter(<PaymentMethodsPage />, { api: empty.api, queryClient: empty.queryClient });
    expect(await screen.findByText(PaymentMessages.empty)).toBeInTheDocument();
    unmount();
    const failing = setup({
      'GET merchant-customer-payment-methods': () => {
        throw new Error('down');
      },
    });
    renderWithRouter(<PaymentMethodsPage />, { api: failing.api, queryClient: failing.queryClient });
    expect(await screen.findByText(PaymentMessages.processingError)).toBeInTheDocument();
  });

  it('adds a card through the sandbox form (badged) and hands over to /redirect-stripe', async () => {
    const { api, queryClient, user } = setup();
    const { router } = renderWithRouter(<PaymentMethodsPage />, { api, queryClient });
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    expect(await within(dialog).findByText('Sandbox')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Card number/), '4242 4242 4242 4241');
    await user.type(within(dialog).getByLabelText(/Expiry/), '12/34');
    await user.type(within(dialog).getByLabelText(/CVC/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText(PaymentMessages.cardNumberInvalid)).toBeInTheDocument();
    expect(calls(api, 'post', 'stripe/sandbox/confirm-setup-intent')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Card number/));
    await user.type(within(dialog).getByLabelText(/Card number/), '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect-stripe'));
    expect(calls(api, 'post', 'stripe/sandbox/confirm-setup-intent')[0]![2]).toMatchObject({
      json: { client_secret: SECRET, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    expect(router.state.location.search).toMatchObject({
      setup_intent_client_secret: SECRET,
      redirect_status: 'succeeded',
    });
    expect(localStorage.getItem(STORAGE_KEYS.paymentRedirectOrigin)).toBe('/account/manage-payment-methods');
  });
  it('refuses a card whose expiry is past, before asking the gateway', async () => {
    const { api, queryClient, user } = setup();
    renderWithRouter(<PaymentMethodsPage />, { api, queryClient });
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    await user.type(await within(dialog).findByLabelText(/Card number/), '4242 4242 4242 4242');
    // January 2020 is past on any day these tests run.
    await user.type(within(dialog).getByLabelText(/Expiry/), '01/20');
    await user.type(within(dialog).getByLabelText(/CVC/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText(PaymentMessages.cardExpired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Expiry/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls(api, 'post', 'stripe/sandbox/confirm-setup-intent')).toHaveLength(0);
  });
});

describe('RedirectStripePage', () => {
  it('saves the confirmed card (customer first, then the card as active default) and returns to the origin', async () => {
    localStorage.setItem(STORAGE_KEYS.paymentRedirectOrigin, '/account/manage-payment-methods');
    const { api, queryClient } = setup({
      'GET stripe/setup-intent': () => ({ id: 'seti_1', status: 'succeeded', payment_method: 'pm_sandbox_new', customer: null }),
      'POST stripe/create-customer': () => ({ id: 3, gateway: 'stripe', customerable_type: 'admin', customerable_id: 1 }),
      'POST merchant-customer-payment-method': () => card({ id: 5 }),
    });
    const { router } = renderWithRouter(
      <RedirectStripePage search={{ setup_intent: 'seti_1', setup_intent_client_secret: SECRET, redirect_status: 'succeeded' }} />,
      { api, queryClient, path: '/redirect-stripe' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: PaymentMessages.redirecting })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/manage-payment-methods'));
    const order = vi.mocked(api.request).mock.calls.map(([m, p]) => `${m} ${p}`);
    expect(order.slice(0, 3)).toEqual([
      'get stripe/setup-intent',
      'post stripe/create-customer',
      'post merchant-customer-payment-method',
    ]);
    expect(calls(api, 'post', 'merchant-customer-payment-method')[0]![2]).toMatchObject({
      json: { merchant_customers_id: 3, payment_method: 'pm_sandbox_new', status: 'active', is_default: 1 },
    });
    expect(localStorage.getItem(STORAGE_KEYS.paymentRedirectOrigin)).toBeNull();
  });

  it('shows the error and goes to /account when the provider did not succeed', async () => {
    const { api, queryClient } = setup();
    const { router } = renderWithRouter(<RedirectStripePage search={{ redirect_status: 'failed' }} />, {
      api,
      queryClient,
      path: '/redirect-stripe',
    });
    expect(await screen.findByText(PaymentMessages.paymentMethodError)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(calls(api, 'post')).toHaveLength(0);
  });

  it('sends a platform admin, who has no account page, to the businesses instead of back and forth', async () => {
    const { api } = setup();
    const queryClient = signedIn(makeAdmin(['platformAdmin'], { business_id: null }));
    const { router } = renderWithRouter(<RedirectStripePage search={{ redirect_status: 'failed' }} />, {
      api,
      queryClient,
      path: '/redirect-stripe',
    });
    expect(await screen.findByText(PaymentMessages.paymentMethodError)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-businesses'));
  });
});
