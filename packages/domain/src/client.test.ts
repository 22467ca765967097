import { describe, expect, it } from 'vitest';
import {
  CLIENT_FORM_DEFAULTS,
  ClientFormSchema,
  ClientMessages,
  ClientSchema,
  CreateClientInputSchema,
} from './client';
import { messagesOf } from './test-helpers';

describe('ClientFormSchema', () => {
  it('reports the spec message of every required field', () => {
    expect(messagesOf(ClientFormSchema, { ...CLIENT_FORM_DEFAULTS, status: undefined })).toEqual({
      firstname: ['First name is required'],
      lastname: ['Last name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
      status: ['Status is required'],
    });
  });

  it('tells a malformed email apart', () => {
    expect(
      messagesOf(ClientFormSchema, {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@',
        phone: '+1 514-555-0100',
        status: 'active',
      }),
    ).toEqual({ email: ['Email must be valid'] });
  });

  it('caps names, e-mail and phone', () => {
    expect(
      messagesOf(ClientFormSchema, {
        firstname: 'A'.repeat(101),
        lastname: 'B',
        email: 'a@b.co',
        phone: '5'.repeat(2_000_000),
        status: 'active',
      }),
    ).toEqual({
      firstname: ['First name must be at most 100 characters'],
      phone: ['Phone must be at most 32 characters'],
    });
  });

  it('holds a password given on creation to the new-password rules', () => {
    const base = { firstname: 'A', lastname: 'B', email: 'a@b.co', phone: '+1 416 555 0100', status: 'active' };
    expect(CreateClientInputSchema.safeParse(base).success).toBe(true);
    expect(messagesOf(CreateClientInputSchema, { ...base, password: 'zzzzzzzzzz' })).toEqual({
      password: ['Password cannot be one character repeated'],
    });
  });

  it('accepts the three statuses and nothing else', () => {
    const base = { firstname: 'A', lastname: 'B', email: 'a@b.co', phone: '+1 416 555 0100' };
    for (const status of ['active', 'inactive', 'suspended']) {
      expect(ClientFormSchema.safeParse({ ...base, status }).success).toBe(true);
    }
    expect(messagesOf(ClientFormSchema, { ...base, status: 'gone' })).toEqual({
      status: ['Status is required'],
    });
  });

  it('keeps the red toast text of the spec', () => {
    expect(ClientMessages.formInvalid).toBe(
      'One or more mandatory fields are missing. Please look through the form and fix the field(s) highlighted in red.',
    );
  });

  it('never lets a password out in a client row', () => {
    const row = ClientSchema.parse({
      id: 1,
      firstname: 'Ada',
      lastname: 'Lovelace',
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      status: 'active',
      image_url: null,
      business_id: 1,
      morph_class: 'user',
      created_at: '2025-01-01T00:00:00Z',
      password: 'hash',
    });
    expect(row).not.toHaveProperty('password');
  });
});
