import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookedFixture, page, quoted, siteFixture, slot } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const SECRET = 'seti_123_secret_456';
const KEY = 'pk_test_site';

const booked = bookedFixture({ pay_now: 1 });

// Stripe.js and Elements stand-ins: the card frame is a placeholder and confirmSetup answers
// what each test sets.
const stripe = vi.hoisted(() => ({
  confirmSetup: vi.fn(),
  loadStripe: vi.fn(),
  elementsOptions: [] as unknown[],
}));

vi.mock('@stripe/stripe-js', () => ({
  loadStripe: (key: string) => {
    stripe.loadStripe(key);
    return Promise.resolve({ confirmSetup: stripe.confirmSetup });
  },
}));

vi.mock('@stripe/react-stripe-js', async () => {
  const { createContext, useContext, use } = await import('react');
  const Context = createContext<{ stripe: unknown } | null>(null);
  return {
    Elements: ({ stripe: promise, options, children }: { stripe: Promise<unknown>; options: unknown; children: React.ReactNode }) => {
      stripe.elementsOptions.push(options);
      const loaded = use(promise);
      return <Context.Provider value={{ stripe: loaded }}>{children}</Context.Provider>;
    },
    PaymentElement: () => <div data-testid="stripe-payment-element" />,
    useStripe: () => useContext(Context)?.stripe ?? null,
    useElements: () => ({ submit: vi.fn() }),
  };
});

function stripeApi() {
  const api = fakeApi({
    'GET site/maison': () => siteFixture(),
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
    'GET reviews': () => page(),
    'GET timezones': () => [{ id: 5, name: Intl.DateTimeFormat().resolvedOptions().timeZone, label: 'Here' }],
    'GET site/maison/times': () => [slot('10:00', '10:30')],
    'GET site/maison/quote': () => quoted,
    'GET stripe/config': () => ({ gateway: 'stripe', publishableKey: KEY }),
    'POST site/maison/payments/setup-intent': () => ({ clientSecret: SECRET, accountId: null }),
    'POST site/maison/appointments': () => booked,
  });
  return api;
}

async function toCardStep(api: ReturnType<typeof stripeApi>) {
  await renderApp({ path: '/site/maison?showAppointmentDialog=true', api, language: 'en' });
  const dialog = await screen.findByRole('dialog');
  const next = () => userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Haircut/ }));
  await next();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Any available consultant' }));
  await next();
  await userEvent.click(within(dialog).getByRole('button', { name: '10 March 2026' }));
  await next();
  await userEvent.click(await within(dialog).findByRole('radio', { name: '10:00 a.m.' }));
  await next();
  await userEvent.type(within(dialog).getByLabelText(/First name/), 'Léa');
  await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Côté');
  await userEvent.type(within(dialog).getByLabelText(/Email/), 'lea@guest.test');
  await userEvent.type(within(dialog).getByLabelText(/Phone/), '514 555 0100');
  await next();
  await userEvent.click(within(dialog).getByRole('radio', { name: /Pay now/ }));
  return dialog;
}

describe('pay now on a business site (Stripe card step)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T15:00:00Z') });
    stripe.confirmSetup.mockReset();
    stripe.loadStripe.mockReset();
    stripe.elementsOptions.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('shows Stripe Elements for the site setup intent (no Sandbox badge) and books with the confirmed card', async () => {
    stripe.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_123', status: 'succeeded', payment_method: 'pm_1' } });
    const api = stripeApi();
    const dialog = await toCardStep(api);

    expect(await within(dialog).findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(within(dialog).queryByText('Sandbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith(KEY);
    expect(stripe.elementsOptions).toContainEqual({ clientSecret: SECRET, locale: 'en' });
    expect(callOf(api, 'post', 'site/maison/payments/setup-intent')).toBeDefined();

    // No card yet: nothing is booked.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText('A card is required to pay now. Please add one or choose pay later'),
    ).toBeInTheDocument();
    expect(callOf(api, 'post', 'site/maison/appointments')).toBeUndefined();

    const card = within(dialog).getByRole('group', { name: 'Card details' });
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm card' }));
    expect(await within(dialog).findByText(/Card confirmed/)).toBeInTheDocument();
    expect(stripe.confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('By card: charged when your appointment is completed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(callOf(api, 'post', 'site/maison/appointments')).toBeDefined());
    expect(callOf(api, 'post', 'site/maison/appointments')?.json).toMatchObject({
      pay_now: 1,
      setup_intent_client_secret: SECRET,
    });
    expect(await within(dialog).findByText('You’re booked!')).toBeInTheDocument();
  });

  it('a card Stripe refuses shows the spec message and books nothing', async () => {
    stripe.confirmSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const api = stripeApi();
    const dialog = await toCardStep(api);

    const card = await within(dialog).findByRole('group', { name: 'Card details' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Confirm card' })).toBeEnabled());
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm card' }));
    expect(
      await within(card).findByText('An error occurred while trying to add your payment method. Please try again'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Card confirmed/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText('A card is required to pay now. Please add one or choose pay later'),
    ).toBeInTheDocument();
    expect(callOf(api, 'post', 'site/maison/appointments')).toBeUndefined();
  });
});
