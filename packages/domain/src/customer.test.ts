import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CHANGE_CUTOFF_HOURS,
  CustomerMessages,
  PublicBookingInputSchema,
  PublicTimesQuerySchema,
  UpdateMyAppointmentInputSchema,
  customerCanChange,
  tooLateToChangeMessage,
} from './customer';
import { AppointmentMessages } from './appointment';

const HOUR = 3_600_000;

describe('customerCanChange', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it(`allows a change up to ${CUSTOMER_CHANGE_CUTOFF_HOURS} hours before the start`, () => {
    expect(customerCanChange({ status: 'active', starts_at: new Date(now + 24 * HOUR) }, now)).toBe(true);
    expect(customerCanChange({ status: 'active', starts_at: new Date(now + 24 * HOUR - 60_000) }, now)).toBe(false);
  });
  it("follows the business's own notice: 0 hours allows a change up to the start, never after", () => {
    const soon = { status: 'active', starts_at: new Date(now + 47 * HOUR) };
    expect(customerCanChange(soon, now, 48)).toBe(false);
    expect(customerCanChange(soon, now, 2)).toBe(true);
    expect(customerCanChange({ status: 'active', starts_at: new Date(now + 60_000) }, now, 0)).toBe(true);
    expect(customerCanChange({ status: 'active', starts_at: new Date(now - 60_000) }, now, 0)).toBe(false);
  });
  it('says the notice in the refusal', () => {
    expect(tooLateToChangeMessage(48)).toContain('within 48 hours');
    expect(tooLateToChangeMessage(1)).toContain('within 1 hour of');
    expect(CustomerMessages.tooLateToChange).toBe(tooLateToChangeMessage(24));
  });
  it('refuses completed, cancelled and missed appointments', () => {
    for (const status of ['completed', 'cancelled', 'missed']) {
      expect(customerCanChange({ status, starts_at: new Date(now + 100 * HOUR).toISOString() }, now)).toBe(false);
    }
  });
});

describe('PublicTimesQuerySchema', () => {
  it('takes one service id or several', () => {
    expect(PublicTimesQuerySchema.parse({ date: '2026-12-01', service_ids: '4' }).service_ids).toEqual([4]);
    expect(PublicTimesQuerySchema.parse({ date: '2026-12-01', service_ids: ['4', '5'] }).service_ids).toEqual([4, 5]);
  });
  it('requires a service', () => {
    const result = PublicTimesQuerySchema.safeParse({ date: '2026-12-01' });
    expect(result.error?.issues[0]?.message).toBe(AppointmentMessages.serviceRequired);
  });
});

describe('PublicBookingInputSchema', () => {
  const booking = {
    consultant_id: 1,
    consultant_service_ids: [2],
    date: '2026-12-01',
    start_time: '10:00',
    end_time: '10:30',
  };
  it('defaults to pay later and accepts a guest', () => {
    const parsed = PublicBookingInputSchema.parse({
      ...booking,
      guest: { firstname: 'Léa', lastname: 'Roy', email: 'lea@example.com', phone: '514-555-0100' },
    });
    expect(parsed.pay_now).toBe(0);
  });
  it('refuses an end before the start with the appointment message', () => {
    const result = PublicBookingInputSchema.safeParse({ ...booking, end_time: '09:45' });
    expect(result.error?.issues[0]?.message).toBe(AppointmentMessages.timesOrder);
  });
  it("uses the client form's messages for the guest", () => {
    const result = PublicBookingInputSchema.safeParse({
      ...booking,
      guest: { firstname: '', lastname: 'Roy', email: 'nope', phone: '1' },
    });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('First name is required');
    expect(messages).toContain('Email must be valid');
  });
});

describe('UpdateMyAppointmentInputSchema', () => {
  it('cancels with status alone', () => {
    expect(UpdateMyAppointmentInputSchema.safeParse({ status: 'cancelled' }).success).toBe(true);
  });
  it('needs a date and both times to move', () => {
    const result = UpdateMyAppointmentInputSchema.safeParse({ date: '2026-12-02' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      AppointmentMessages.startTimeRequired,
      AppointmentMessages.endTimeRequired,
    ]);
  });
  it('refuses an empty change', () => {
    expect(UpdateMyAppointmentInputSchema.safeParse({}).error?.issues[0]?.message).toBe(CustomerMessages.changeRequired);
  });
});
