import { callOf } from '@rendezvous/api-client/testing';
import { AppError, AppointmentMessages, ErrorCode, PaymentMessages, PhoneMessages, Snackbars } from '@rendezvous/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSULTANTS,
  calls,
  choose,
  dateInput,
  dialog,
  field,
  fillSchedule,
  openExisting,
  pickClient,
  renderDialog,
} from './dialog-test-harness';
import { makeAppointment, page } from './fixtures';

describe('AppointmentDialog', () => {
  it('asks for a consultant, then services, then a date, then times; an end time sets both from its slot', async () => {
    const { api, user } = renderDialog();
    await screen.findByRole('dialog', { name: 'Add Details' });
    await waitFor(() => expect(calls(api, 'get', 'consultants')).toHaveLength(1));
    expect(field('Services')).toBeDisabled();
    expect(dateInput()).toBeDisabled();
    expect(field('Start time')).toBeDisabled();

    await choose(user, 'Consultant', 'Ada Lovelace');
    expect(field('Services')).toBeEnabled();
    expect(dateInput()).toBeDisabled();
    await choose(user, 'Services', /Haircut/);
    expect(dateInput()).toBeEnabled();
    expect(field('Start time')).toBeDisabled();
    fireEvent.change(dateInput(), { target: { value: '2026-12-02' } });
    await waitFor(() => expect(calls(api, 'get', 'consultant/3/times')).toHaveLength(1));
    expect(calls(api, 'get', 'consultant/3/times')[0]![2]?.query).toMatchObject({
      date: '2026-12-02',
      consultantServiceIds: [31],
    });
    await choose(user, 'End time', /02:30 PM/);
    expect(field('Start time')).toHaveValue('01:30 PM');
    expect(field('End time')).toHaveValue('02:30 PM');
    // Subtotal 50.00, tax 14.975 % = 7.49, booking fee 1.50.
    const summary = within(dialog()).getByRole('group', { name: 'Summary' });
    expect(summary).toHaveTextContent('SubtotalCA$50.00');
    expect(summary).toHaveTextContent('TaxCA$7.49');
    expect(summary).toHaveTextContent('Booking FeeCA$1.50');
    expect(summary).toHaveTextContent('Total AmountCA$58.99');
  });

  it('changing the services clears the times and reloads them; clearing them clears the date', async () => {
    const { api, user } = renderDialog();
    await screen.findByRole('dialog');
    await fillSchedule(user);
    await choose(user, 'Services', /Beard trim/);
    expect(field('Start time')).toHaveValue('');
    expect(field('End time')).toHaveValue('');
    expect(dateInput()).toHaveValue('2026-12-02');
    await waitFor(() =>
      expect(calls(api, 'get', 'consultant/3/times').at(-1)![2]?.query).toMatchObject({ consultantServiceIds: [31, 32] }),
    );
    await user.click(field('Services'));
    await user.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(dateInput()).toHaveValue(''));
    expect(dateInput()).toBeDisabled();
  });

  it('changing the consultant clears services, date and times', async () => {
    const { user } = renderDialog();
    await screen.findByRole('dialog');
    await fillSchedule(user);
    await choose(user, 'Consultant', 'Grace Hopper');
    expect(within(dialog()).queryByText(/Haircut/)).not.toBeInTheDocument();
    expect(dateInput()).toHaveValue('');
    expect(field('Start time')).toHaveValue('');
  });

  it('shows every missing field in red with the red toast, and books nothing', async () => {
    const { api, user } = renderDialog();
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Snackbars.mandatoryFieldsMissing)).toBeInTheDocument();
    for (const message of [
      AppointmentMessages.clientRequired,
      AppointmentMessages.consultantRequired,
      AppointmentMessages.serviceRequired,
      AppointmentMessages.dateRequired,
      AppointmentMessages.startTimeRequired,
      AppointmentMessages.endTimeRequired,
    ])
      expect(within(dialog()).getByText(message)).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('radio', { name: 'Guest' }));
    await user.type(field('Email'), 'nope');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText(AppointmentMessages.guestFirstnameRequired)).toBeInTheDocument();
    expect(within(dialog()).getByText(AppointmentMessages.guestLastnameRequired)).toBeInTheDocument();
    expect(within(dialog()).getByText(AppointmentMessages.guestEmailValid)).toBeInTheDocument();
    expect(calls(api, 'post', 'appointment')).toHaveLength(0);
  });

  it('names the one missing field with the singular red toast', async () => {
    const { api, user } = renderDialog();
    await screen.findByRole('dialog');
    await fillSchedule(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Snackbars.mandatoryFieldMissing)).toBeInTheDocument();
    expect(screen.queryByText(Snackbars.mandatoryFieldsMissing)).not.toBeInTheDocument();
    expect(within(dialog()).getByText(AppointmentMessages.clientRequired)).toBeInTheDocument();
    expect(calls(api, 'post', 'appointment')).toHaveLength(0);
  });

  it('says the guest cannot be created when only the guest fields are missing, and calls nothing', async () => {
    const { api, user } = renderDialog();
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('radio', { name: 'Guest' }));
    await user.type(field('First name'), 'Sam');
    await fillSchedule(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Pay later' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Snackbars.guestFormIncomplete)).toBeInTheDocument();
    expect(within(dialog()).getByText(AppointmentMessages.guestLastnameRequired)).toBeInTheDocument();
    expect(calls(api, 'post', 'guest')).toHaveLength(0);
    expect(calls(api, 'post', 'appointment')).toHaveLength(0);
  });

  it('says the consultant is missing when the chosen consultant no longer exists', async () => {
    const { api, onClose, user } = await openExisting('edit', {
      // Ada (consultant 3) was removed meanwhile: off the list, and gone on her own.
      'GET consultants': () => page(CONSULTANTS.slice(1)),
      'GET consultant/3': () => {
        throw new AppError(ErrorCode.NotFound, 'Not found');
      },
    });
    await waitFor(() => expect(calls(api, 'get', 'consultant/3')).toHaveLength(1));
    await choose(user, 'Status', 'Completed');
    await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(Snackbars.consultantMissing)).toBeInTheDocument();
    expect(calls(api, 'put', 'appointment/1')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports an issue with the guest when the created guest comes back without an id', async () => {
    const { api, onClose, user } = renderDialog({}, { 'POST guest': () => ({ firstname: 'Sam', lastname: 'Roy' }) });
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('radio', { name: 'Guest' }));
    await user.type(field('First name'), 'Sam');
    await user.type(field('Last name'), 'Roy');
    await user.type(field('Email'), 'sam@example.com');
    await fillSchedule(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Pay later' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Snackbars.guestCustomerIssue)).toBeInTheDocument();
    expect(calls(api, 'post', 'appointment')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reports an issue with the guest when their appointment fails, and reuses that guest on retry", async () => {
    let attempts = 0;
    const { api, onClose, user } = renderDialog(
      {},
      {
        'POST guest': () => ({ id: 55, firstname: 'Sam', lastname: 'Roy', full_name: 'Sam Roy', email: 'sam@example.com' }),
        'POST appointment': () => {
          attempts += 1;
          if (attempts === 1) throw new AppError(ErrorCode.NotFound, 'Customer not found');
          return makeAppointment({ customer_type: 'guest', customerable_id: 55 });
        },
      },
    );
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('radio', { name: 'Guest' }));
    await user.type(field('First name'), 'Sam');
    await user.type(field('Last name'), 'Roy');
    await user.type(field('Email'), 'sam@example.com');
    await fillSchedule(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Pay later' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Snackbars.guestCustomerIssue)).toBeInTheDocument();
    expect(screen.queryByText('Customer not found')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls(api, 'post', 'guest')).toHaveLength(1);
    expect(callOf(api, 'post', 'appointment')?.json).toMatchObject({ customer_type: 'guest', customerable_id: 55 });
  });

  it('books for an existing client and closes', async () => {
    const { api, onClose, user } = renderDialog({}, { 'POST appointment': () => makeAppointment() });
    await screen.findByRole('dialog');
    await pickClient(user);
    await fillSchedule(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Pay later' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callOf(api, 'post', 'appointment')?.json).toMatchObject({
      customer_type: 'user',
      customerable_id: 7,
      consultant_id: 3,
      services: [31],
      date: '2026-12-02',
      start_time: '13:30',
      end_time: '14:30',
      pay_now: 0,
    });
  });

  it("lets the owner override the booking rules: the owner's times, and the booking says so", async () => {
    const { api, onClose, user } = renderDialog({}, { 'POST appointment': () => makeAppointment() });
    await screen.findByRole('dialog');
    await pickClient(user);
    await fillSchedule(user);
    expect(calls(api, 'get', 'consultant/3/times')[0]![2]?.query?.override_booking_rules).toBeUndefined();
    const override = within(dialog()).getByRole('switch', { name: /Override booking rules/ });
    expect(override).not.toBeChecked();
    await user.click(override);
    // The times picked under the rules are cleared, and the owner's times asked for.
    expect(field('Start time')).toHaveValue('');
    await waitFor(() =>
      expect(calls(api, 'get', 'consultant/3/times').at(-1)![2]?.query).toMatchObject({
        override_booking_rules: true,
      }),
    );
    await choose(user, 'Start time', /09:00 AM/);
    await user.click(within(dialog()).getByRole('radio', { name: 'Pay later' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callOf(api, 'post', 'appointment')?.json).toMatchObject({
      start_time: '09:00',
      end_time: '10:00',
      override_booking_rules: true,
    });
  });

  it('shows no override to a consultant, whose booking never carries it', async () => {
    const { api, onClose, user } = renderDialog(
      {},
      { 'POST appointment': () => makeAppointment() },
      ['consultant'],
    );
    await screen.findByRole('dialog');
    await pickClient(user);
    await fillSchedule(user);
    expect(within(dialog()).queryByRole('switch', { name: /Override booking rules/ })).toBeNull();
    await user.click(within(dialog()).getByRole('radio', { name: 'Pay later' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callOf(api, 'post', 'appointment')?.json).not.toHaveProperty('override_booking_rules');
  });

  it('pay now for a guest: asks for a card, then creates the guest, their card, then the appointment', async () => {
    const order: string[] = [];
    const { api, onClose, user } = renderDialog(
      {},
      {
        'POST guest': () => {
          order.push('guest');
          return { id: 55, firstname: 'Sam', lastname: 'Roy', full_name: 'Sam Roy', email: 'sam@example.com' };
        },
        'POST stripe/sandbox/confirm-setup-intent': () => ({
          id: 'seti_1',
          status: 'succeeded',
          payment_method: 'pm_sandbox_new',
          customer: null,
        }),
        'POST stripe/create-customer': () => {
          order.push('customer');
          return { id: 9, gateway: 'stripe', customerable_type: 'guest', customerable_id: 55 };
        },
        'POST merchant-customer-payment-method': () => {
          order.push('card');
          return { id: 12 };
        },
        'POST appointment': () => {
          order.push('appointment');
          return makeAppointment({ customer_type: 'guest', customerable_id: 55 });
        },
      },
    );
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('radio', { name: 'Guest' }));
    await user.type(field('First name'), 'Sam');
    await user.type(field('Last name'), 'Roy');
    await user.type(field('Email'), 'sam@example.com');
    await fillSchedule(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PaymentMessages.cardRequired)).toBeInTheDocument();
    expect(order).toEqual([]);
    expect(within(dialog()).getByText('Sandbox')).toBeInTheDocument();
    await user.type(field('Card number'), '4242 4242 4242 4242');
    await user.type(within(dialog()).getByLabelText(/Expiry/), '12/34');
    await user.type(field('CVC'), '123');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm card' }));
    expect(await within(dialog()).findByText(/Card confirmed/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(order).toEqual(['guest', 'customer', 'card', 'appointment']);
    expect(callOf(api, 'post', 'stripe/create-customer')?.json).toEqual({ customerType: 'guest', customerTypeId: 55 });
    expect(callOf(api, 'post', 'merchant-customer-payment-method')?.json).toEqual({
      merchant_customers_id: 9,
      payment_method: 'pm_sandbox_new',
      status: 'active',
      is_default: 1,
    });
    expect(callOf(api, 'post', 'guest')?.json).toMatchObject({ firstname: 'Sam', lastname: 'Roy', email: 'sam@example.com' });
    expect(callOf(api, 'post', 'appointment')?.json).toMatchObject({ customer_type: 'guest', customerable_id: 55 });
  });

  it("marks a new guest's phone that is not a phone number, and creates nobody", async () => {
    const { api, user } = renderDialog();
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('radio', { name: 'Guest' }));
    await user.type(field('First name'), 'Sam');
    await user.type(field('Last name'), 'Roy');
    await user.type(field('Email'), 'sam@example.com');
    await user.type(within(dialog()).getByRole('textbox', { name: /^Phone/ }), 'call me');
    await fillSchedule(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Pay later' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText(PhoneMessages.invalid('Phone'))).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls(api, 'post', 'guest')).toHaveLength(0);
  });

  it('says so and books nothing when the guest cannot be created', async () => {
    const { api, onClose, user } = renderDialog(
      {},
      {
        'POST guest': () => {
          throw new AppError(ErrorCode.Internal, 'Server error');
        },
      },
    );
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('radio', { name: 'Guest' }));
    await user.type(field('First name'), 'Sam');
    await user.type(field('Last name'), 'Roy');
    await user.type(field('Email'), 'sam@example.com');
    await fillSchedule(user);
    await user.click(within(dialog()).getByRole('radio', { name: 'Pay later' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Snackbars.guestCreateError)).toBeInTheDocument();
    expect(calls(api, 'post', 'appointment')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and usable when the slot was just taken (409)', async () => {
    const { api, onClose, user } = renderDialog(
      {},
      {
        'POST appointment': () => {
          throw new AppError(ErrorCode.Conflict, AppointmentMessages.slotTaken);
        },
      },
    );
    await screen.findByRole('dialog');
    await pickClient(user);
    await fillSchedule(user);
    // Pay now with the client's saved default card.
    expect(await within(dialog()).findByText(/Charged to Visa •••• 4242/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(api, 'post', 'appointment')).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled());
    await choose(user, 'Start time', /09:00 AM/);
    expect(field('End time')).toHaveValue('10:00 AM');
  });

  it('views read-only with an Edit button; an update that changes nothing is refused', async () => {
    const { api, onClose, user } = await openExisting('view', {
      'PUT appointment/1': () => makeAppointment({ status: 'completed' }),
    });
    expect(within(dialog()).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(field('Consultant')).toHaveAttribute('readonly');
    await user.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(Snackbars.appointmentUnchanged)).toBeInTheDocument();
    expect(calls(api, 'put', 'appointment/1')).toHaveLength(0);

    await choose(user, 'Status', 'Completed');
    await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callOf(api, 'put', 'appointment/1')?.json).toMatchObject({ status: 'completed', services: [31] });
    // No tip field in the dialog, so none is sent: the tip already given stays.
    expect(callOf(api, 'put', 'appointment/1')?.json).not.toHaveProperty('tip');
  });
  it('looks read-only in View mode: every field is read-only, shown as text', async () => {
    await openExisting('view');
    for (const label of ['Client', 'Consultant', 'Services', 'Start time', 'End time', 'Status']) {
      expect(field(label), label).toHaveAttribute('readonly');
    }
    expect(within(dialog()).getByLabelText(/^Date/)).toHaveAttribute('readonly');
    expect(field('Consultant').closest('[data-read-only]')).not.toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Clear services' })).not.toBeInTheDocument();
  });

  it('shows Meeting Info only when the appointment has a video conference', async () => {
    await openExisting('view', {
      'GET appointment/1': () => makeAppointment({ google_calendar_event_id: 'evt_123' }),
    });
    expect(within(dialog()).queryByRole('tab', { name: 'Meeting Info' })).not.toBeInTheDocument();
  });

  it('shows the video conference under Meeting Info', async () => {
    const { user } = await openExisting('view', {
      'GET appointment/1': () =>
        makeAppointment({
          video_conferences: [
            { id: 4, appointment_id: 1, event_platform: 'zoom', url: 'https://zoom.example/j/1', password: 'abc' },
          ],
        }),
    });
    await user.click(within(dialog()).getByRole('tab', { name: 'Meeting Info' }));
    expect(await within(dialog()).findByDisplayValue('https://zoom.example/j/1')).toBeInTheDocument();
  });
  it("shows the customer's messages under Messages, and sends a failed one again", async () => {
    const delivery = (over: Record<string, unknown>) => ({
      id: 1,
      appointment_id: 1,
      version: 1,
      step: 'confirmation',
      lead_minutes: null,
      channel: 'email',
      status: 'sent',
      due_at: '2026-12-01T14:00:00Z',
      sent_at: '2026-12-01T14:00:02Z',
      address: 'jordan@example.com',
      language: 'fr-CA',
      detail: 'kept in the development mailbox',
      attempts: 1,
      ...over,
    });
    const { api, user } = await openExisting('view', {
      'GET appointment/1/deliveries': () => [
        delivery({}),
        delivery({ id: 2, step: 'reminder', lead_minutes: 1440, status: 'failed', sent_at: null, detail: 'failed: mailbox full' }),
      ],
      'POST appointment/1/deliveries/2/retry': () => delivery({ id: 2, status: 'scheduled' }),
    });
    await user.click(within(dialog()).getByRole('tab', { name: 'Messages' }));
    const log = await within(dialog()).findByRole('table', { name: 'Messages to the customer' });
    const [, sent, failed] = within(log).getAllByRole('row');
    expect(sent).toHaveTextContent('Confirmation');
    expect(sent).toHaveTextContent('E-mail · French');
    expect(sent).toHaveTextContent('Sent');
    expect(failed).toHaveTextContent('Reminder, 24 h before');
    expect(failed).toHaveTextContent('failed: mailbox full');
    await user.click(within(failed!).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(calls(api, 'post', 'appointment/1/deliveries/2/retry')).toHaveLength(1));
    await waitFor(() => expect(calls(api, 'get', 'appointment/1/deliveries')).toHaveLength(2));
  });

  it('says so when no message concerns the appointment, and keeps the dialog usable when the log fails', async () => {
    const { user } = await openExisting('view', { 'GET appointment/1/deliveries': () => [] });
    await user.click(within(dialog()).getByRole('tab', { name: 'Messages' }));
    expect(await within(dialog()).findByText(/No message to the customer about this appointment/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('tab', { name: 'Appointment' }));
    expect(await within(dialog()).findByDisplayValue('Jordan Lee')).toBeInTheDocument();
  });
});
