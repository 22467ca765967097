import { describe, expect, it } from 'vitest';
import {
  BookingRulesInputSchema,
  BusinessMessages,
  CreateBusinessInputSchema,
  SetupBusinessFormSchema,
  SubdomainFormSchema,
  SubdomainSchema,
  UpdateBusinessInputSchema,
} from './business';
import { normalizeSubdomain, subdomainProblem } from './subdomain';
import { messagesOf } from './test-helpers';

describe('SetupBusinessFormSchema', () => {
  it('requires name, type and category with the spec messages', () => {
    expect(
      messagesOf(SetupBusinessFormSchema, {
        name: '',
        category_id: null,
        category_service_id: null,
      }),
    ).toEqual({
      name: ['Business name is required'],
      category_id: ['Type of business is required'],
      category_service_id: ['Business category is required'],
    });
  });

  it('feeds POST business with the name and the category service', () => {
    const form = SetupBusinessFormSchema.parse({
      name: ' Salon ',
      category_id: '1',
      category_service_id: '4',
    });
    expect(CreateBusinessInputSchema.parse(form)).toEqual({
      name: 'Salon',
      category_service_id: 4,
    });
  });
});

describe('subdomains', () => {
  it('lose their spaces as typed and are lower case', () => {
    expect(normalizeSubdomain(' My  Salon ')).toBe('mysalon');
  });

  it('are required and must be a DNS label', () => {
    expect(messagesOf(SubdomainFormSchema, { subdomain: '   ' })).toEqual({
      subdomain: ['Business subdomain is required'],
    });
    expect(messagesOf(SubdomainFormSchema, { subdomain: 'my_salon' })).toEqual({
      subdomain: [BusinessMessages.subdomainInvalid],
    });
    expect(messagesOf(SubdomainFormSchema, { subdomain: '-salon' })).toEqual({
      subdomain: [BusinessMessages.subdomainInvalid],
    });
    expect(SubdomainFormSchema.parse({ subdomain: 'Salon-42' })).toEqual({ subdomain: 'salon-42' });
  });

  it('are judged the same way without zod, as a screen checks them while they are typed', () => {
    const typed = [
      '', '   ', 'Salon-42', ' My  Salon ', 'my_salon', '-salon', 'salon-', 'a', 'a'.repeat(63),
      'a'.repeat(64), ` ${'a'.repeat(63)}`, 'admin', 'ADMIN', 'xn--salon', 'ab--cd', 'café', 'salon.ca',
    ];
    for (const text of typed) {
      const parsed = SubdomainSchema.safeParse(text);
      expect(subdomainProblem(text), text).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
    }
  });

  it('keep the spec texts', () => {
    expect(BusinessMessages.subdomainTaken).toBe(
      'The subdomain you entered already exists. Please try another subdomain',
    );
    expect(BusinessMessages.subdomainCreated).toBe('Subdomain created!');
  });
});

describe('UpdateBusinessInputSchema', () => {
  it('accepts a single field', () => {
    expect(UpdateBusinessInputSchema.parse({ theme_id: 2 })).toEqual({ theme_id: 2 });
    expect(messagesOf(UpdateBusinessInputSchema, { name: '' })).toEqual({
      name: ['Business name is required'],
    });
    expect(messagesOf(UpdateBusinessInputSchema, { email: 'x' })).toEqual({
      email: ['Email must be valid'],
    });
  });

  it('takes descriptions of several lines, within bounds', () => {
    expect(UpdateBusinessInputSchema.parse({ long_description: 'One.\n\nTwo.' })).toEqual({
      long_description: 'One.\n\nTwo.',
    });
    expect(
      messagesOf(UpdateBusinessInputSchema, {
        name: 'N'.repeat(101),
        long_description: 'x'.repeat(5001),
        phone_number: '1\u0000',
        subdomain: 'a'.repeat(1_000_000),
      }),
    ).toEqual({
      name: ['Business name must be at most 100 characters'],
      long_description: ['Long description must be at most 5000 characters'],
      phone_number: ['Phone number cannot contain control characters'],
      subdomain: ['The subdomain may only contain letters, numbers and hyphens'],
    });
  });
});

describe('booking rules', () => {
  const rules = {
    booking_horizon_days: 365,
    minimum_notice_minutes: 120,
    slot_step_minutes: 15,
    max_appointments_per_consultant_day: null,
    waitlist_hold_minutes: 30,
    online_series_max: 0,
  };

  it('take a notice of 0 to 30 days, a step of the list and an optional daily limit', () => {
    expect(BookingRulesInputSchema.parse(rules)).toEqual(rules);
    expect(
      BookingRulesInputSchema.parse({
        ...rules,
        minimum_notice_minutes: 43_200,
        slot_step_minutes: 60,
        max_appointments_per_consultant_day: 100,
      }),
    ).toMatchObject({ max_appointments_per_consultant_day: 100 });
    expect(
      messagesOf(BookingRulesInputSchema, {
        booking_horizon_days: 0,
        minimum_notice_minutes: 43_201,
        slot_step_minutes: 25,
        max_appointments_per_consultant_day: 0,
        waitlist_hold_minutes: 4,
        online_series_max: 1,
      }),
    ).toEqual({
      booking_horizon_days: [BusinessMessages.bookingHorizonInvalid],
      minimum_notice_minutes: [BusinessMessages.minimumNoticeInvalid],
      slot_step_minutes: [BusinessMessages.slotStepInvalid],
      max_appointments_per_consultant_day: [BusinessMessages.dayLimitInvalid],
      waitlist_hold_minutes: [BusinessMessages.waitlistHoldInvalid],
      online_series_max: [BusinessMessages.onlineSeriesInvalid],
    });
    expect(BookingRulesInputSchema.parse({ ...rules, waitlist_hold_minutes: 1440 })).toMatchObject({
      waitlist_hold_minutes: 1440,
    });
    // Off, or two to ten appointments at once.
    for (const n of [0, 2, 10]) expect(BookingRulesInputSchema.safeParse({ ...rules, online_series_max: n }).success).toBe(true);
    for (const n of [1, 11, -1]) expect(BookingRulesInputSchema.safeParse({ ...rules, online_series_max: n }).success).toBe(false);
    expect(UpdateBusinessInputSchema.parse({ slot_step_minutes: 30 })).toEqual({
      slot_step_minutes: 30,
    });
  });

  it('say which values they take', () => {
    expect(BusinessMessages.minimumNoticeInvalid).toBe(
      'The minimum notice must be between 0 minutes and 30 days',
    );
    expect(BusinessMessages.slotStepInvalid).toBe(
      'The slot step must be 5, 10, 15, 20, 30 or 60 minutes',
    );
    expect(BusinessMessages.dayLimitInvalid).toBe(
      'The daily limit must be between 1 and 100 appointments, or empty for no limit',
    );
  });
});

describe('booking rules typed in a form', () => {
  it('report what is not a number with the field message', () => {
    expect(
      messagesOf(BookingRulesInputSchema, {
        booking_horizon_days: Number.NaN,
        minimum_notice_minutes: Number.NaN,
        slot_step_minutes: Number.NaN,
        max_appointments_per_consultant_day: Number.NaN,
        waitlist_hold_minutes: Number.NaN,
        online_series_max: Number.NaN,
      }),
    ).toEqual({
      booking_horizon_days: [BusinessMessages.bookingHorizonInvalid],
      minimum_notice_minutes: [BusinessMessages.minimumNoticeInvalid],
      slot_step_minutes: [BusinessMessages.slotStepInvalid],
      max_appointments_per_consultant_day: [BusinessMessages.dayLimitInvalid],
      waitlist_hold_minutes: [BusinessMessages.waitlistHoldInvalid],
      online_series_max: [BusinessMessages.onlineSeriesInvalid],
    });
  });
});
