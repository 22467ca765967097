import { describe, expect, it } from 'vitest';
import { ContactFormSchema } from './contact-form';
import { isValidPhone } from './phone';
import { messagesOf } from './test-helpers';

describe('ContactFormSchema', () => {
  it('reports the spec messages', () => {
    expect(messagesOf(ContactFormSchema, { name: '', email: '', phone: '', body: '' })).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      phone: ['A valid phone number is required'],
      body: ['Your message is required'],
    });
    expect(
      messagesOf(ContactFormSchema, { name: 'Ada', email: 'ada@', phone: '12', body: 'Hi' }),
    ).toEqual({
      email: ['A valid email is required'],
      phone: ['A valid phone number is required'],
    });
  });

  it('takes a message of several lines, within bounds', () => {
    const valid = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+1 514 555 0100',
      body: 'Hi,\n\nthanks',
    };
    expect(ContactFormSchema.parse(valid).body).toBe('Hi,\n\nthanks');
    expect(
      messagesOf(ContactFormSchema, { ...valid, phone: '5'.repeat(33), body: 'x'.repeat(5001) }),
    ).toEqual({
      phone: ['Phone must be at most 32 characters', 'A valid phone number is required'],
      body: ['Message must be at most 5000 characters'],
    });
    expect(messagesOf(ContactFormSchema, { ...valid, name: 'Ada\nLovelace' })).toEqual({
      name: ['Name cannot contain tabs or line breaks'],
    });
  });

  it('accepts a complete message', () => {
    expect(
      ContactFormSchema.safeParse({
        name: 'Ada',
        email: 'ada@example.com',
        phone: '+1 (514) 555-0100',
        body: 'Hi',
      }).success,
    ).toBe(true);
  });
});

describe('isValidPhone', () => {
  it('wants a number of its country (Canada without a +code) with common separators only', () => {
    expect(isValidPhone('514-555-0100')).toBe(true);
    expect(isValidPhone('(416) 555-0100')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('555 0100')).toBe(false);
    expect(isValidPhone('+1 555')).toBe(false);
    expect(isValidPhone('12345678')).toBe(false);
    expect(isValidPhone('hello')).toBe(false);
    expect(isValidPhone('123456')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('call me')).toBe(false);
  });
});
