import { adminKeys, tokenStore } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { AppointmentsPage } from './AppointmentsPage';
import { makeAppointment, page } from './fixtures';

const CONSULTANTS = [
  {
    id: 3,
    admin_id: 1,
    business_id: 10,
    admin: { id: 1, firstname: 'Ada', lastname: 'Lovelace' },
    services: [
      {
        id: 31,
        service_id: 131,
        consultant_id: 3,
        name: 'Haircut',
        price: 5000,
        description: null,
        image_url: null,
        appointment_length_decider: 'business' as const,
        appointment_length: 60,
        minimum_appointment_length: 60,
        maximum_appointment_length: 60,
        use_business_price: true,
        use_business_description: true,
        use_business_appointment_length: true,
      },
    ],
  },
];

function renderPage() {
  tokenStore.set({ token: 'token-1', refresh_token: 'refresh-1' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me(), makeAdmin(['admin', 'consultant']));
  const api = fakeApi({
    'GET appointments': () => page([makeAppointment()]),
    'GET appointment/1': () => makeAppointment(),
    'GET consultants': () => page(CONSULTANTS),
    'GET business/10': () => ({ id: 10, tax_rate_ppm: 149_750, booking_fee: 150 }),
    'GET consultant/3/times': () => [
      { start_time: '09:00', end_time: '10:00' },
      { start_time: '13:30', end_time: '14:30' },
    ],
    'GET merchant-customer-payment-methods': () => ({
      merchant_customer: null,
      payment_methods: [],
    }),
    'GET stripe/config': () => ({ gateway: 'sandbox', publishableKey: null }),
  });
  renderWithRouter(<AppointmentsPage />, { api, queryClient });
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens the appointment for editing and answers what its time pickers show. */
async function pickerTimes(user: User) {
  await user.click(
    await screen.findByRole(
      'button',
      { name: /^Edit the appointment of Jordan Lee/ },
    ),
  );
  const dialog = await screen.findByRole('dialog');
  const start = await within(dialog).findByRole(
    'textbox',
    { name: /^Start time/ },
  );
  const end = within(dialog).getByRole('textbox', { name: /^End time/ });
  const shown = [(start as HTMLInputElement).value, (end as HTMLInputElement).value];
  await user.click(start);
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  await user.click(within(dialog).getAllByRole('button', { name: /^(Cancel|Close)$/ })[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { shown, options };
}

describe('the 12/24-hour toggle', () => {
  it('drives the appointment dialog’s time pickers as well as the list', async () => {
    const user = renderPage();
    const row = (await screen.findByText('Jordan Lee')).closest('tr')!;
    expect(within(row).getByText('01:30 PM')).toBeInTheDocument();

    const twelve = await pickerTimes(user);
    expect(twelve.shown).toEqual(['01:30 PM', '02:30 PM']);
    expect(twelve.options).toEqual(expect.arrayContaining(['09:00 AM', '01:30 PM']));

    await user.click(await screen.findByText('24-hour'));
    expect(
      within(screen.getByText('Jordan Lee').closest('tr')!).getByText('13:30'),
    ).toBeInTheDocument();
    const twentyFour = await pickerTimes(user);
    expect(twentyFour.shown).toEqual(['13:30', '14:30']);
    expect(twentyFour.options).toEqual(expect.arrayContaining(['09:00', '13:30']));
  });
});
