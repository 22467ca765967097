import { callOf, fakeApi } from '@rendezvous/api-client/testing';
import {
  AppError,
  CONSENT_WORDING,
  AppointmentMessages,
  ErrorCode,
  RecurrenceMessages,
  type BookingQuote,
  type SeriesOccurrence,
} from '@rendezvous/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookedFixture, page, quoted, siteFixture, slot } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const booked = bookedFixture();

/** Noah cuts hair at his own price, $50.00, over the $45.00 list price. */
const noah = {
  ...siteFixture().consultants[0]!,
  id: 22,
  admin_id: 32,
  firstname: 'Noah',
  lastname: 'Gagnon',
  full_name: 'Noah Gagnon',
  services: [{ ...siteFixture().consultants[0]!.services[0]!, id: 42, price: 5000 }],
};
const noahQuote: BookingQuote = {
  consultant_id: 22,
  consultant_name: 'Noah Gagnon',
  lines: [
    { consultant_service_id: 42, service_id: 11, name: 'Haircut', price: 5000, list_price: 4500 },
  ],
  service_total: 5000,
  tax_rate_ppm: 149_750,
  tax: 749,
  booking_fee: 200,
  total: 5949,
};

function bookingApi(
  book: () => unknown = () => booked,
  times = () => [slot('10:00', '10:30'), slot('11:00', '11:30')],
  quote: () => unknown = () => quoted,
  business: Parameters<typeof siteFixture>[0] = {},
) {
  return fakeApi({
    'GET site/maison': () => siteFixture(business),
    'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
    'GET reviews': () => page(),
    // The visitor's own zone, whatever the machine running the test uses.
    'GET timezones': () => [
      { id: 5, name: Intl.DateTimeFormat().resolvedOptions().timeZone, label: 'Here' },
    ],
    'GET site/maison/times': times,
    'GET site/maison/quote': quote,
    'POST site/maison/appointments': book,
  });
}

/** Walks the dialog to the free times of 10 March 2026. */
async function toTimes(language: 'en' | 'fr-CA' = 'en', api = bookingApi()) {
  const rendered = await renderApp({
    path: '/site/maison?showAppointmentDialog=true',
    api,
    language,
  });
  const dialog = await screen.findByRole('dialog');
  const next = language === 'en' ? 'Next' : 'Suivant';
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Haircut/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: next }));
  await userEvent.click(
    within(dialog).getByRole('radio', {
      name: language === 'en' ? 'Any available consultant' : /N’importe/,
    }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: next }));
  await userEvent.click(
    within(dialog).getByRole('button', {
      name: language === 'en' ? '10 March 2026' : '10 mars 2026',
    }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: next }));
  return { ...rendered, dialog, next };
}

describe('booking on a business site', () => {
  beforeEach(() => {
    // A fixed day: the calendar opens on March 2026 and 10 March is ahead.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T15:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('goes service, consultant, date, time, details, payment, summary and confirms with a calendar file', async () => {
    const { dialog, api } = await toTimes();
    expect(within(dialog).getByText('Step 4 of 7')).toBeInTheDocument();
    expect(callOf(api, 'get', 'site/maison/times')?.query).toMatchObject({
      date: '2026-03-10',
      service_ids: [11],
      consultant_id: undefined,
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: '10:00 a.m.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    // A guest's details are checked with the spec's messages before going on.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Léa');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Côté');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'lea@guest.test');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '514 555 0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByRole('radio', { name: /Pay later/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Pay now/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    // The summary the visitor books on: the total sent back is the one shown.
    expect(within(dialog).getByRole('heading', { name: 'Review and book' })).toBeInTheDocument();
    const amounts = await within(dialog).findByRole('table', { name: 'Price summary' });
    expect(within(amounts).getByRole('row', { name: 'Total $51.74' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await within(dialog).findByText('You’re booked!')).toBeInTheDocument();
    expect(callOf(api, 'get', 'site/maison/quote')?.query).toEqual({
      consultant_id: 21,
      consultant_service_ids: [41],
    });
    expect(callOf(api, 'post', 'site/maison/appointments')?.json).toEqual({
      expected_total: 5174,
      consultant_id: 21,
      consultant_service_ids: [41],
      date: '2026-03-10',
      start_time: '10:00',
      end_time: '10:30',
      customer_timezone_id: 5,
      pay_now: 1,
      guest: { firstname: 'Léa', lastname: 'Côté', email: 'lea@guest.test', phone: '514 555 0100' },
    });
    expect(within(dialog).getByText('Tuesday, March 10, 2026 at 10:00 a.m.')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: $45.00')).toBeInTheDocument();
    const ics = within(dialog).getByRole('link', { name: 'Add to my calendar (.ics)' });
    expect(ics).toHaveAttribute('download', 'maison-lumiere.ics');
  });

  it('lets the customer choose e-mail and/or SMS when the business texts, in French too', async () => {
    const api = bookingApi(undefined, undefined, undefined, {
      settings: [{ setting_code: 'sms_notifications', is_active: 1 }],
    });
    const { dialog } = await toTimes('fr-CA', api);
    await userEvent.click(within(dialog).getByRole('radio', { name: /10 h 00/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    const group = within(dialog).getByRole('group', { name: 'M’envoyer les confirmations et les rappels par' });
    expect(within(group).getByRole('checkbox', { name: 'Courriel' })).toBeChecked();
    const sms = within(group).getByRole('checkbox', { name: 'Texto (SMS)' });
    expect(sms).toBeChecked();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Prénom/ }), 'Léa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Côté');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Courriel/ }), 'lea@guest.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Téléphone/ }), '514 555 0100');
    // Neither: the customer is asked to choose.
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Courriel' }));
    await userEvent.click(sms);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    expect(await within(dialog).findByText('Choisissez le courriel, le texto ou les deux.')).toBeInTheDocument();

    await userEvent.click(sms);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Réserver' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'site/maison/appointments')?.json).toMatchObject({ notify_by: ['sms'] }),
    );
    // News and offers were offered unticked and left so: no consent is sent.
    expect(callOf(api, 'post', 'site/maison/appointments')?.json).not.toHaveProperty('marketing');
  });

  it('offers news and offers unticked, in the words the consent record keeps, and sends the consent only when ticked', async () => {
    const api = bookingApi();
    const { dialog } = await toTimes('en', api);
    await userEvent.click(within(dialog).getByRole('radio', { name: '10:00 a.m.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const news = within(dialog).getByRole('checkbox', { name: CONSENT_WORDING.marketing['en-CA'] });
    expect(news).not.toBeChecked();
    await userEvent.click(news);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Léa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Côté');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'lea@guest.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '514 555 0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(callOf(api, 'post', 'site/maison/appointments')?.json).toMatchObject({ marketing: true }),
    );
  });

  it('offers no channel choice when the business does not text', async () => {
    const { dialog } = await toTimes();
    await userEvent.click(within(dialog).getByRole('radio', { name: '10:00 a.m.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('textbox', { name: /Phone/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Text message (SMS)' })).not.toBeInTheDocument();
  });

  it('cannot pick a day the business is closed or no one who could take the services works', async () => {
    const mondaysOnly = { ...noah, work_days: ['monday' as const] };
    const api = fakeApi({
      'GET site/maison': () =>
        siteFixture({}, { consultants: [siteFixture().consultants[0]!, mondaysOnly] }),
      'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
      'GET reviews': () => page(),
    });
    await renderApp({ path: '/site/maison?showAppointmentDialog=true', api });
    const dialog = await screen.findByRole('dialog');
    const day = (name: string) => within(dialog).getByRole('button', { name });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Haircut/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Any available consultant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Open Mondays (9 March) and Tuesdays (10 March); closed Sundays (8 March) and every day
    // the business has no hours for (Wednesday 11 March).
    expect(day('9 March 2026')).toBeEnabled();
    expect(day('10 March 2026')).toBeEnabled();
    expect(day('8 March 2026')).toBeDisabled();
    expect(day('11 March 2026')).toBeDisabled();

    // Noah works Mondays only: with him, Tuesday is closed too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Noah Gagnon' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(day('9 March 2026')).toBeEnabled();
    expect(day('10 March 2026')).toBeDisabled();
  });

  it('does not go on without a service, a date or a time', async () => {
    await renderApp({ path: '/site/maison?showAppointmentDialog=true', api: bookingApi() });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one service.');
    expect(within(dialog).getByText('Step 1 of 7')).toBeInTheDocument();
  });

  it('tells the visitor when the time was just taken, and offers fresh times', async () => {
    let timesCalls = 0;
    const api = bookingApi(
      () => {
        throw new AppError(
          ErrorCode.Conflict,
          'This time was just booked by someone else. Please choose another time.',
        );
      },
      () => {
        timesCalls += 1;
        return timesCalls === 1
          ? [slot('10:00', '10:30'), slot('11:00', '11:30')]
          : [slot('11:00', '11:30')];
      },
    );
    const { dialog } = await toTimes('fr-CA', api);
    await userEvent.click(within(dialog).getByRole('radio', { name: '10 h 00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await userEvent.type(within(dialog).getByLabelText(/Prénom/), 'Léa');
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), 'Côté');
    await userEvent.type(within(dialog).getByLabelText(/Courriel/), 'lea@guest.test');
    await userEvent.type(within(dialog).getByLabelText(/Téléphone/), '514 555 0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await within(dialog).findByRole('table', { name: 'Récapitulatif du prix' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réserver' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette heure vient d’être réservée par quelqu’un d’autre. Veuillez choisir une autre heure.',
    );
    expect(
      within(dialog).getByRole('heading', { name: 'Choisissez une heure' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: '10 h 00' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('radio', { name: '11 h 00' })).not.toBeChecked();
  });

  it("shows a time inside the consultant's time off or a closure refused, in French, and offers fresh times", async () => {
    const api = bookingApi(
      () => {
        throw new AppError(ErrorCode.Validation, AppointmentMessages.timeOff, {
          start_time: [AppointmentMessages.timeOff],
        });
      },
      () => [slot('10:00', '10:30'), slot('11:00', '11:30')],
    );
    const { dialog } = await toTimes('fr-CA', api);
    await toSummary(dialog, 'fr-CA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réserver' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le consultant est absent ou l’entreprise est fermée à cette heure. Veuillez choisir une des plages libres.',
    );
    expect(within(dialog).getByRole('heading', { name: 'Choisissez une heure' })).toBeInTheDocument();
  });

  it("shows the business's booking rules refusing the time, in the visitor's language, and offers fresh times", async () => {
    const refusals = [
      new AppError(
        ErrorCode.Validation,
        'This business takes bookings at least 2 hours ahead. Please choose a later time.',
        {
          start_time: [
            'This business takes bookings at least 2 hours ahead. Please choose a later time.',
          ],
        },
      ),
      new AppError(
        ErrorCode.Validation,
        'This consultant is fully booked on this day. Please choose another day.',
        { date: ['This consultant is fully booked on this day. Please choose another day.'] },
      ),
    ];
    let timesCalls = 0;
    const api = bookingApi(
      () => {
        throw refusals.shift();
      },
      () => {
        timesCalls += 1;
        return [slot('10:00', '10:30'), slot('11:00', '11:30')];
      },
    );
    const { dialog } = await toTimes('fr-CA', api);
    await toSummary(dialog, 'fr-CA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réserver' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette entreprise prend les réservations au moins 2 heures à l’avance. Veuillez choisir une heure plus tardive.',
    );
    expect(within(dialog).getByRole('heading', { name: 'Choisissez une heure' })).toBeInTheDocument();
    await waitFor(() => expect(timesCalls).toBe(2));
    expect(within(dialog).getByRole('radio', { name: '10 h 00' })).not.toBeChecked();

    // Again, and the consultant's day has filled meanwhile.
    await userEvent.click(within(dialog).getByRole('radio', { name: '11 h 00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    await within(dialog).findByRole('table', { name: 'Récapitulatif du prix' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réserver' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Ce consultant est complet ce jour-là. Veuillez choisir un autre jour.',
      ),
    );
    expect(within(dialog).getByRole('heading', { name: 'Choisissez une heure' })).toBeInTheDocument();
    expect(callOf(api, 'post', 'site/maison/appointments')).toBeDefined();
  });

  /** From the free times, as a guest paying later, to the summary. */
  async function toSummary(dialog: HTMLElement, language: 'en' | 'fr-CA' = 'en') {
    const en = language === 'en';
    const next = en ? 'Next' : 'Suivant';
    await userEvent.click(
      within(dialog).getByRole('radio', { name: en ? '10:00 a.m.' : '10 h 00' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: next }));
    await userEvent.type(within(dialog).getByLabelText(en ? /First name/ : /Prénom/), 'Léa');
    await userEvent.type(within(dialog).getByLabelText(en ? /Last name/ : /^Nom/), 'Côté');
    await userEvent.type(
      within(dialog).getByLabelText(en ? /Email/ : /Courriel/),
      'lea@guest.test',
    );
    await userEvent.type(within(dialog).getByLabelText(en ? /Phone/ : /Téléphone/), '514 555 0100');
    await userEvent.click(within(dialog).getByRole('button', { name: next }));
    await userEvent.click(within(dialog).getByRole('button', { name: next }));
    return within(dialog).findByRole('table', {
      name: en ? 'Price summary' : 'Récapitulatif du prix',
    });
  }

  it("shows a consultant's own price when choosing them, and books on a summary at that price", async () => {
    const api = fakeApi({
      'GET site/maison': () =>
        siteFixture({}, { consultants: [siteFixture().consultants[0]!, noah] }),
      'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
      'GET reviews': () => page(),
      'GET timezones': () => [
        { id: 5, name: Intl.DateTimeFormat().resolvedOptions().timeZone, label: 'Here' },
      ],
      'GET site/maison/times': () => [
        {
          ...slot('10:00', '10:30', 22),
          consultant_name: 'Noah Gagnon',
          consultant_service_ids: [42],
        },
      ],
      'GET site/maison/quote': () => noahQuote,
      'POST site/maison/appointments': () => booked,
    });
    await renderApp({ path: '/site/maison?showAppointmentDialog=true', api });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Haircut · \$45\.00/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Noah's own price beside the list price; Amélie follows the list price and shows none.
    const noahChoice = within(dialog).getByRole('radio', { name: 'Noah Gagnon' });
    expect(noahChoice).toHaveAccessibleDescription(
      'Haircut: $50.00 with this consultant (list price $45.00)',
    );
    expect(
      within(dialog).getByRole('radio', { name: 'Amélie Roy' }),
    ).not.toHaveAccessibleDescription();
    await userEvent.click(noahChoice);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '10 March 2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    const amounts = await toSummary(dialog);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(within(dialog).getByText('Noah Gagnon')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`Tuesday, March 10, 2026, 10:00 a.m. to 10:30 a.m. (${zone})`),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('At your appointment')).toBeInTheDocument();
    expect(
      within(amounts)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ServicePrice',
      'HaircutNoah Gagnon’s price (list price $45.00)$50.00',
      'Subtotal$50.00',
      'Tax (14.975%)$7.49',
      'Booking fee$2.00',
      'Total$59.49',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('You’re booked!')).toBeInTheDocument();
    expect(callOf(api, 'get', 'site/maison/quote')?.query).toEqual({
      consultant_id: 22,
      consultant_service_ids: [42],
    });
    expect(callOf(api, 'post', 'site/maison/appointments')?.json).toMatchObject({
      consultant_id: 22,
      consultant_service_ids: [42],
      expected_total: 5949,
    });
  });

  it('shows the new total when the price changed since the summary, and books only on that one', async () => {
    let quotes = 0;
    let bookings = 0;
    const api = bookingApi(
      () => {
        bookings += 1;
        if (bookings === 1) {
          throw new AppError(
            ErrorCode.Conflict,
            'The price of this booking has changed since you reviewed it. Please check the new total and book again.',
            {
              expected_total: [
                'The price of this booking has changed since you reviewed it. Please check the new total and book again.',
              ],
            },
          );
        }
        return booked;
      },
      undefined,
      () => {
        quotes += 1;
        return quotes === 1 ? quoted : noahQuote;
      },
    );
    const { dialog } = await toTimes('fr-CA', api);
    const amounts = await toSummary(dialog, 'fr-CA');
    const totalRow = () =>
      within(amounts).getAllByRole('row').at(-1)!.textContent!.replace(/\s/g, ' ');
    expect(totalRow()).toBe('Total51,74 $');
    expect(
      within(amounts).getByText('Taxes (14,975 %)', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réserver' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le prix de cette réservation a changé depuis votre vérification. Veuillez vérifier le nouveau total et réserver de nouveau.',
    );
    expect(
      within(dialog).getByRole('heading', { name: 'Vérifiez et réservez' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(totalRow()).toBe('Total59,49 $'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réserver' }));
    expect(await within(dialog).findByText('C’est réservé!')).toBeInTheDocument();
    const sent = vi
      .mocked(api.request)
      .mock.calls.filter(([m, p]) => m === 'post' && p === 'site/maison/appointments');
    expect(
      sent.map(([, , options]) => (options?.json as { expected_total: number }).expected_total),
    ).toEqual([5174, 5949]);
  });

  it('books a signed-in customer without asking for their details', async () => {
    localStorage.setItem('rendezvous.site.7.customer_token', 'customer-token');
    const api = fakeApi({
      'GET site/maison': () => siteFixture(),
      'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
      'GET reviews': () => page(),
      'GET timezones': () => [],
      'GET user/me': () => ({
        id: 3,
        firstname: 'Léa',
        lastname: 'Côté',
        email: 'lea@client.test',
      }),
      'GET site/maison/times': () => [slot('10:00', '10:30')],
      'GET site/maison/quote': () => quoted,
      'POST site/maison/appointments': () => booked,
    });
    const { dialog } = await toTimes('en', api);
    await userEvent.click(within(dialog).getByRole('radio', { name: '10:00 a.m.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Booking as Léa Côté (lea@client.test).')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('table', { name: 'Price summary' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('You’re booked!')).toBeInTheDocument();
    expect(callOf(api, 'post', 'site/maison/appointments')?.json).toMatchObject({
      guest: undefined,
      pay_now: 0,
    });
  });

  describe('repeating the appointment', () => {
    const free = (date: string): SeriesOccurrence => ({
      date,
      start_time: '10:00',
      end_time: '10:30',
      free: true,
      reason: null,
      alternative: null,
    });
    /** Every two weeks, three times: the second one is taken, 11:00 that day is free. */
    const checked = {
      occurrences: [
        free('2026-03-10'),
        {
          ...free('2026-03-24'),
          free: false,
          reason: AppointmentMessages.slotTaken,
          alternative: { date: '2026-03-24', start_time: '11:00', end_time: '11:30' },
        },
        free('2026-04-07'),
      ],
    };

    /** The site of a business taking up to `max` repeating appointments, for a signed-in customer unless `guest`. */
    function seriesApi({
      max = 4,
      guest = false,
      book = () => ({
        series_id: 9,
        appointment_ids: [101, 102],
        skipped: [checked.occurrences[1]],
      }),
    }: { max?: number; guest?: boolean; book?: () => unknown } = {}) {
      if (!guest) localStorage.setItem('rendezvous.site.7.customer_token', 'customer-token');
      return fakeApi({
        'GET site/maison': () => siteFixture({ online_series_max: max }),
        'GET map-config': () => ({ tile_url: null, attribution: '', geocoder: 'offline' }),
        'GET reviews': () => page(),
        'GET timezones': () => [],
        'GET user/me': () => ({ id: 3, firstname: 'Léa', lastname: 'Côté', email: 'lea@client.test' }),
        'GET site/maison/times': () => [slot('10:00', '10:30'), slot('11:00', '11:30')],
        'GET site/maison/quote': () => quoted,
        'POST site/maison/appointments': () => booked,
        'POST site/maison/appointments/series/check': () => checked,
        'POST site/maison/appointments/series': book,
      });
    }

    /** From the free times to the details step, at 10:00. */
    async function toDetails(language: 'en' | 'fr-CA', api: ReturnType<typeof seriesApi>) {
      const { dialog, next } = await toTimes(language, api);
      await userEvent.click(
        within(dialog).getByRole('radio', { name: language === 'en' ? '10:00 a.m.' : '10 h 00' }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: next }));
      return { dialog, next };
    }

    it('is not offered where the business takes no repeating bookings, signed in or not', async () => {
      const { dialog } = await toDetails('en', seriesApi({ max: 0 }));
      expect(await within(dialog).findByText('Booking as Léa Côté (lea@client.test).')).toBeInTheDocument();
      expect(within(dialog).queryByRole('checkbox', { name: /Repeat/ })).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/repeat/i)).not.toBeInTheDocument();
    });

    it('is not offered to a guest where the business takes none', async () => {
      const { dialog } = await toDetails('en', seriesApi({ max: 0, guest: true }));
      expect(within(dialog).getByRole('textbox', { name: /First name/ })).toBeInTheDocument();
      expect(within(dialog).queryByText(/repeat/i)).not.toBeInTheDocument();
    });

    it('tells a guest, in French, that signing in lets them book a repeating appointment', async () => {
      const { dialog } = await toDetails('fr-CA', seriesApi({ guest: true }));
      expect(within(dialog).getByText(/Vous voulez que ce rendez-vous se répète\?/)).toBeInTheDocument();
      const link = within(dialog).getByRole('link', {
        name: 'Connectez-vous pour réserver un rendez-vous récurrent',
      });
      expect(link).toHaveAttribute('href', expect.stringContaining('/site/maison/login'));
      expect(
        within(dialog).queryByRole('checkbox', { name: 'Répéter ce rendez-vous' }),
      ).not.toBeInTheDocument();
    });

    it('lets a signed-in customer check every occurrence and book the free ones, paid at each appointment', async () => {
      const api = seriesApi();
      const { dialog } = await toDetails('en', api);
      const repeat = await within(dialog).findByRole('checkbox', { name: 'Repeat this appointment' });
      expect(repeat).not.toBeChecked();
      expect(within(dialog).queryByRole('combobox', { name: 'How often' })).not.toBeInTheDocument();
      await userEvent.click(repeat);
      expect(within(dialog).getByRole('combobox', { name: 'How often' })).toHaveValue('weekly');
      await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Interval' }), 'every 2 weeks');
      const count = within(dialog).getByRole('combobox', { name: 'Appointments in all' });
      // Two to the business's four.
      expect(within(count).getAllByRole('option').map((o) => o.textContent)).toEqual(['2', '3', '4']);
      await userEvent.selectOptions(count, '3');
      expect(
        within(dialog).getByText('3 appointments, every 2 weeks, from Tuesday, March 10, 2026.'),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

      // Paid at each appointment: no pay-now choice.
      expect(within(dialog).getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('radio', { name: /Pay now/ })).not.toBeInTheDocument();
      expect(
        within(dialog).getByText(
          'A repeating booking is paid at each appointment: paying now is not offered.',
        ),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

      // Every occurrence checked: the taken one with why and the nearest free time.
      await within(dialog).findByRole('table', { name: 'Price summary' });
      const list = await within(dialog).findByRole('list', { name: 'Your 3 appointments' });
      expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Tuesday, March 10, 2026, 10:00 a.m. to 10:30 a.m. · Free',
        'Tuesday, March 24, 2026, 10:00 a.m. to 10:30 a.m. · Not free: This time slot is no longer available. Please choose another time.Nearest free time: Tuesday, March 24, 2026, 11:00 a.m. to 11:30 a.m.',
        'Tuesday, April 7, 2026, 10:00 a.m. to 10:30 a.m. · Free',
      ]);
      expect(callOf(api, 'post', 'site/maison/appointments/series/check')?.json).toEqual({
        consultant_id: 21,
        consultant_service_ids: [41],
        date: '2026-03-10',
        start_time: '10:00',
        end_time: '10:30',
        customer_timezone_id: null,
        recurrence: { frequency: 'weekly', interval: 2, count: 3 },
      });

      // Not all of them: a conflict.
      const all = within(dialog).getByRole('button', { name: 'Book all 3' });
      expect(all).toBeDisabled();
      expect(all).toHaveAccessibleDescription(
        '1 appointment is not free: book the free ones, or go back to choose another time.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book the 2 free ones' }));

      const done = await within(dialog).findByRole('status');
      expect(done).toHaveTextContent('2 appointments booked!');
      expect(within(dialog).getByText('Tuesday, March 10, 2026 at 10:00 a.m.')).toBeInTheDocument();
      expect(within(dialog).getByText('Tuesday, April 7, 2026 at 10:00 a.m.')).toBeInTheDocument();
      expect(within(dialog).getByText('Not booked, as it was not free:')).toBeInTheDocument();
      expect(within(dialog).getByText('Tuesday, March 24, 2026 at 10:00 a.m.')).toBeInTheDocument();
      expect(callOf(api, 'post', 'site/maison/appointments/series')?.json).toEqual({
        consultant_id: 21,
        consultant_service_ids: [41],
        date: '2026-03-10',
        start_time: '10:00',
        end_time: '10:30',
        customer_timezone_id: null,
        recurrence: { frequency: 'weekly', interval: 2, count: 3 },
        expected_total: 5174,
        book: 'free',
      });
      expect(callOf(api, 'post', 'site/maison/appointments')).toBeUndefined();
    });

    it('keeps the summary usable when booking fails, with the message in French, and checks again', async () => {
      const api = seriesApi({
        book: () => {
          throw new AppError(ErrorCode.Conflict, RecurrenceMessages.noneFree);
        },
      });
      const { dialog } = await toDetails('fr-CA', api);
      await userEvent.click(
        await within(dialog).findByRole('checkbox', { name: 'Répéter ce rendez-vous' }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
      expect(within(dialog).queryByRole('radio', { name: /Payer maintenant/ })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
      await within(dialog).findByRole('list', { name: 'Vos 3 rendez-vous' });
      expect(within(dialog).getByRole('button', { name: 'Réserver les 3 rendez-vous' })).toBeDisabled();
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Réserver les 2 rendez-vous libres' }),
      );
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Aucun rendez-vous de la série ne peut être réservé.',
      );
      // Nothing was booked: every occurrence is checked again.
      await waitFor(() =>
        expect(
          vi
            .mocked(api.request)
            .mock.calls.filter(([, path]) => path === 'site/maison/appointments/series/check'),
        ).toHaveLength(2),
      );
      expect(within(dialog).getByRole('heading', { name: 'Vérifiez et réservez' })).toBeInTheDocument();
      expect(
        within(dialog).getByRole('button', { name: 'Réserver les 2 rendez-vous libres' }),
      ).toBeEnabled();
    });
  });
});
