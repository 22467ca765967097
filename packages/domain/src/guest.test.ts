import { describe, expect, it } from 'vitest';
import {
  CreateGuestInputSchema,
  GUEST_FORM_DEFAULTS,
  GuestFormSchema,
  UpdateGuestInputSchema,
} from './guest';
import { messagesOf } from './test-helpers';

describe('GuestFormSchema', () => {
  it('has the client rules without status', () => {
    expect(messagesOf(GuestFormSchema, GUEST_FORM_DEFAULTS)).toEqual({
      firstname: ['First name is required'],
      lastname: ['Last name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
    });
    expect(
      GuestFormSchema.safeParse({ firstname: 'A', lastname: 'B', email: 'a@b.co', phone: '+1 416 555 0100' })
        .success,
    ).toBe(true);
  });

  it('lets the appointment dialog create a guest without a phone', () => {
    expect(
      CreateGuestInputSchema.safeParse({ firstname: 'A', lastname: 'B', email: 'a@b.co' }).success,
    ).toBe(true);
  });

  it('can be updated, status included', () => {
    expect(UpdateGuestInputSchema.parse({ status: 'suspended' })).toEqual({ status: 'suspended' });
    expect(messagesOf(UpdateGuestInputSchema, { email: 'x' })).toEqual({
      email: ['Email must be valid'],
    });
  });
});
