import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import { AppError, ErrorCode } from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookedFixture, page, quoted, siteFixture, slot } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const SECRET = 'seti_sandbox_1_secret_2';

function cardApi(book = vi.fn(() => bookedFixture({ pay_now: 1 }))) {
  const api = fakeApi({
    'GET site/maison': () => siteFixture(),
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
    'GET reviews': () => page(),
    'GET timezones': () => [{ id: 5, name: Intl.DateTimeFormat().resolvedOptions().timeZone, label: 'Here' }],
    'GET site/maison/times': () => [slot('10:00', '10:30')],
    'GET site/maison/quote': () => quoted,
    'GET stripe/config': () => ({ gateway: 'sandbox', publishableKey: null }),
    'POST site/maison/payments/setup-intent': () => ({ clientSecret: SECRET, accountId: null }),
    'POST site/maison/payments/sandbox/confirm-setup-intent': (options) => {
      const input = options?.json as { card_number: string };
      if (input.card_number.replace(/\s/g, '') === '4000000000000002') {
        throw new AppError(ErrorCode.Validation, 'Your card was declined.');
      }
      return { id: 'seti_sandbox_1', status: 'succeeded', payment_method: 'pm_sandbox_1', customer: null };
    },
    'POST site/maison/appointments': book,
  });
  return { api, book };
}

describe('pay now on a business site (sandbox card step)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T15:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  // The whole booking, card step included, can take minutes on a CI machine busy with other suites.
  it('asks for a card, refuses the declined one, and books with the confirmed card', async () => {
    const { api } = cardApi();
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
    expect(await within(dialog).findByText('Sandbox')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText('A card is required to pay now. Please add one or choose pay later'),
    ).toBeInTheDocument();
    expect(callOf(api, 'post', 'site/maison/appointments')).toBeUndefined();

    const card = within(dialog).getByRole('group', { name: 'Card details' });
    await userEvent.type(within(card).getByLabelText(/Card number/), '4000 0000 0000 0002');
    await userEvent.type(within(card).getByLabelText(/Expiry/), '12/34');
    await userEvent.type(within(card).getByLabelText(/CVC/), '123');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm card' }));
    expect(await within(card).findByText('Your card was declined.')).toBeInTheDocument();

    await userEvent.clear(within(card).getByLabelText(/Card number/));
    await userEvent.type(within(card).getByLabelText(/Card number/), '4242 4242 4242 4242');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm card' }));
    expect(await within(dialog).findByText(/Card confirmed/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('By card: charged when your appointment is completed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(callOf(api, 'post', 'site/maison/appointments')).toBeDefined());
    expect(callOf(api, 'post', 'site/maison/appointments')?.json).toMatchObject({
      pay_now: 1,
      setup_intent_client_secret: SECRET,
    });
    expect(await within(dialog).findByText('You’re booked!')).toBeInTheDocument();
  }, 180_000);
});
