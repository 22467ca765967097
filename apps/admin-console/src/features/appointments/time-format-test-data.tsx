// The 12/24-hour toggle's tests, in English and in French: Jordan Lee's appointment at 13:30
// in the appointments page over a fake API that also answers its edit dialog, and what the
// dialog's time pickers show.
import { fakeApi } from '@rendezvous/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { makeAdmin } from '../../test/fixtures';
import { renderWithRouter, signedIn } from '../../test/render';
import { AppointmentsPage } from './AppointmentsPage';
import { makeAppointment, makeConsultantService, page } from './fixtures';

const CONSULTANTS = [
  {
    id: 3,
    admin_id: 1,
    business_id: 10,
    admin: { id: 1, firstname: 'Ada', lastname: 'Lovelace' },
    services: [makeConsultantService(31, 'Haircut', 5000)],
  },
];

export function renderAppointmentsPage() {
  const queryClient = signedIn(makeAdmin(['admin', 'consultant']));
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

export type User = ReturnType<typeof userEvent.setup>;

/** The names of the edit button, the time pickers and the dialog's closing button. */
export type PickerLabels = { edit: RegExp; start: RegExp; end: RegExp; close: RegExp };

/** Opens the appointment for editing and answers what its time pickers show. */
export async function pickerTimesOf(user: User, labels: PickerLabels) {
  await user.click(await screen.findByRole('button', { name: labels.edit }));
  const dialog = await screen.findByRole('dialog');
  const start = await within(dialog).findByRole('textbox', { name: labels.start });
  const end = within(dialog).getByRole('textbox', { name: labels.end });
  const shown = [(start as HTMLInputElement).value, (end as HTMLInputElement).value];
  await user.click(start);
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  await user.click(within(dialog).getAllByRole('button', { name: labels.close })[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { shown, options };
}
