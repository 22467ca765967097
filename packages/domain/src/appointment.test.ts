import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_FORM_DEFAULTS,
  AppointmentFormSchema,
  AppointmentMessages,
  CreateAppointmentInputSchema,
  UpdateAppointmentInputSchema,
  appointmentFormToInput,
  hasAppointmentChanged,
} from './appointment';
import { messagesOf } from './test-helpers';

const filled = {
  ...APPOINTMENT_FORM_DEFAULTS,
  customerable_id: 7,
  consultant_id: 2,
  services: [11],
  date: '2025-03-04',
  start_time: '10:00',
  end_time: '10:30',
};

describe('AppointmentFormSchema', () => {
  it('accepts a complete booking for an existing client', () => {
    expect(AppointmentFormSchema.safeParse(filled).success).toBe(true);
  });

  it('reports every missing field of an empty form at once, with the spec messages', () => {
    expect(messagesOf(AppointmentFormSchema, APPOINTMENT_FORM_DEFAULTS)).toEqual({
      consultant_id: ['Consultant is required'],
      services: ['Service is required'],
      date: ['Date is required'],
      start_time: ['Start time is required'],
      end_time: ['End time is required'],
      customerable_id: ['Client is required! Use the search box above to search for your client.'],
    });
  });

  it('requires the guest name and email for a guest, not a client', () => {
    const guest = { ...filled, customer_type: 'guest', customerable_id: null };
    expect(messagesOf(AppointmentFormSchema, guest)).toEqual({
      'guest.firstname': ['Guest firstname is required'],
      'guest.lastname': ['Guest lastname is required'],
      'guest.email': ['Guest email is required'],
    });
    expect(
      messagesOf(AppointmentFormSchema, {
        ...guest,
        guest: { firstname: 'Ada', lastname: 'Lovelace', email: 'nope' },
      }),
    ).toEqual({ 'guest.email': ['Email must be valid'] });
    expect(
      AppointmentFormSchema.safeParse({
        ...guest,
        guest: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' },
      }).success,
    ).toBe(true);
  });

  it('defaults to an active, paid-now booking for an existing client', () => {
    expect(APPOINTMENT_FORM_DEFAULTS).toMatchObject({
      customer_type: 'user',
      status: 'active',
      pay_now: 1,
    });
  });
});

describe('CreateAppointmentInputSchema', () => {
  const body = appointmentFormToInput(AppointmentFormSchema.parse(filled), 7);

  it('bounds the services, the tip and the ids', () => {
    expect(
      messagesOf(CreateAppointmentInputSchema, {
        ...body,
        services: Array.from({ length: 11 }, (_, i) => i + 1),
        tip: 2 ** 31,
        consultant_id: 2 ** 31,
      }),
    ).toEqual({
      services: ['An appointment can have at most 10 services'],
      tip: ['The tip must be a valid amount'],
      consultant_id: ['Consultant is required'],
    });
  });

  it('fills status, pay_now and tip defaults', () => {
    const { status: _status, pay_now: _payNow, tip: _tip, ...rest } = body;
    expect(CreateAppointmentInputSchema.parse(rest)).toMatchObject({
      status: 'active',
      pay_now: 1,
      tip: 0,
    });
  });

  it('uses the spec messages for missing fields', () => {
    expect(messagesOf(CreateAppointmentInputSchema, { customer_type: 'user' })).toEqual({
      consultant_id: [AppointmentMessages.consultantRequired],
      customerable_id: [AppointmentMessages.clientRequired],
      date: [AppointmentMessages.dateRequired],
      start_time: [AppointmentMessages.startTimeRequired],
      end_time: [AppointmentMessages.endTimeRequired],
      services: [AppointmentMessages.serviceRequired],
    });
  });

  it('refuses an end time that is not after the start time', () => {
    expect(messagesOf(CreateAppointmentInputSchema, { ...body, end_time: '10:00' })).toEqual({
      end_time: ['The end time must be after the start time'],
    });
    expect(
      messagesOf(UpdateAppointmentInputSchema, { start_time: '11:00', end_time: '09:00' }),
    ).toEqual({
      end_time: ['The end time must be after the start time'],
    });
  });

  it('refuses malformed dates and times', () => {
    expect(
      messagesOf(CreateAppointmentInputSchema, {
        ...body,
        date: '04/03/2025',
        start_time: '25:00',
      }),
    ).toEqual({
      date: ['Please enter a valid date (YYYY-MM-DD)'],
      start_time: ['Please enter a valid time (HH:mm)'],
    });
  });
});

describe('hasAppointmentChanged', () => {
  const original = { ...filled, services: [11, 12] };

  it('is false when nothing differs, whatever the service order or seconds', () => {
    expect(
      hasAppointmentChanged(original, { ...original, services: [12, 11], start_time: '10:00:00' }),
    ).toBe(false);
  });

  it('is true when any editable field differs', () => {
    for (const change of [
      { consultant_id: 3 },
      { customerable_id: 8 },
      { customer_type: 'guest' },
      { date: '2025-03-05' },
      { start_time: '10:15' },
      { end_time: '10:45' },
      { status: 'cancelled' as const },
      { pay_now: 0 as const },
      { services: [11] },
    ]) {
      expect(hasAppointmentChanged(original, { ...original, ...change })).toBe(true);
    }
  });
});
