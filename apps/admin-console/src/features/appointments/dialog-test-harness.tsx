// The appointment dialog's test harness: the dialog over a fake API answering the calls every
// test needs (consultants, their free times, the client search, appointment 1, pay now), and
// the steps a user takes to fill it in. Each test adds the handlers of the calls it makes.
import { fakeApi } from '@rendezvous/api-client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { makeAdmin, makePaymentMethod } from '../../test/fixtures';
import { renderWithRouter, signedIn } from '../../test/render';
import { AppointmentDialog } from './AppointmentDialog';
import { makeAppointment, makeConsultantService, page } from './fixtures';

export const CONSULTANTS = [
  {
    id: 3,
    admin_id: 1,
    business_id: 10,
    admin: { id: 1, firstname: 'Ada', lastname: 'Lovelace' },
    services: [
      makeConsultantService(31, 'Haircut', 5000),
      makeConsultantService(32, 'Beard trim', 2000),
    ],
  },
  {
    id: 4,
    admin_id: 2,
    business_id: 10,
    admin: { id: 2, firstname: 'Grace', lastname: 'Hopper' },
    services: [],
  },
];
const SLOTS = [
  { start_time: '09:00', end_time: '10:00' },
  { start_time: '13:30', end_time: '14:30' },
];

export function renderDialog(
  props: Partial<Parameters<typeof AppointmentDialog>[0]> = {},
  handlers: Parameters<typeof fakeApi>[0] = {},
  roles: Parameters<typeof makeAdmin>[0] = ['admin', 'consultant'],
) {
  const queryClient = signedIn(makeAdmin(roles));
  const api = fakeApi({
    'GET consultants': () => page(CONSULTANTS),
    'GET business/10': () => ({ id: 10, tax_rate_ppm: 149_750, booking_fee: 150 }),
    'GET consultant/3/times': () => SLOTS,
    'GET user/find': () => [
      {
        id: 7,
        firstname: 'Jordan',
        lastname: 'Lee',
        full_name: 'Jordan Lee',
        email: 'jordan@example.com',
      },
    ],
    'GET appointment/1': () => makeAppointment(),
    // Pay now: the client's saved default card, or the sandbox card form for a guest.
    'GET merchant-customer-payment-methods': () => ({
      merchant_customer: {
        id: 4,
        gateway: 'stripe',
        customerable_type: 'user',
        customerable_id: 7,
      },
      payment_methods: [
        makePaymentMethod({ id: 8, merchant_customers_id: 4, payment_method: 'pm_sandbox_visa' }),
      ],
    }),
    'GET stripe/config': () => ({ gateway: 'sandbox', publishableKey: null }),
    'POST stripe/create-setup-intent': () => ({ clientSecret: 'seti_1_secret_2', accountId: null }),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithRouter(
    <AppointmentDialog appointmentId={null} mode="new" opened onClose={onClose} {...props} />,
    {
      api,
      queryClient,
    },
  );
  return { api, onClose, user: userEvent.setup() };
}

export type User = ReturnType<typeof userEvent.setup>;
export const dialog = () => screen.getByRole('dialog');
export const field = (name: string) =>
  within(dialog()).getByRole('textbox', { name: new RegExp(`^${name}`) });
export const choose = async (user: User, label: string, option: string | RegExp) => {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
};
export const dateInput = () => within(dialog()).getByLabelText(/^Date/) as HTMLInputElement;
export const calls = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  vi.mocked(api.request).mock.calls.filter(([m, p]) => m === method && p === path);

export async function pickClient(user: User) {
  await user.type(field('Client'), 'jor');
  await user.click(await screen.findByRole('option', { name: /Jordan Lee/ }));
}

export async function fillSchedule(user: User) {
  await choose(user, 'Consultant', 'Ada Lovelace');
  await choose(user, 'Services', /Haircut/);
  fireEvent.change(dateInput(), { target: { value: '2026-12-02' } });
  await choose(user, 'End time', /02:30 PM/);
}

/** Opens appointment 1 (Jordan Lee's) as `mode`, once its details have loaded. */
export async function openExisting(
  mode: 'view' | 'edit',
  handlers: Parameters<typeof fakeApi>[0] = {},
  props: Partial<Parameters<typeof AppointmentDialog>[0]> = {},
) {
  const rendered = renderDialog({ appointmentId: 1, mode, ...props }, handlers);
  await within(await screen.findByRole('dialog')).findByDisplayValue('Jordan Lee');
  return rendered;
}
