import { describe, expect, it } from 'vitest';
import { AdminProfileFormSchema } from './admin';
import { UpdateBusinessInputSchema } from './business';
import { ClientFormSchema, ClientMessages } from './client';
import { CreateGuestInputSchema } from './guest';
import { isValidPhone, PhoneMessages, toE164 } from './phone';

const client = { firstname: 'Ava', lastname: 'Singh', email: 'ava@example.com', status: 'active' as const };
const phoneError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field = 'phone') =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('phone fields', () => {
  it("take a client's number only when it is a phone number", () => {
    expect(ClientFormSchema.safeParse({ ...client, phone: '+1 416-555-0100' }).success).toBe(true);
    expect(ClientFormSchema.safeParse({ ...client, phone: '(514) 555 0177' }).success).toBe(true);
    expect(phoneError(ClientFormSchema.safeParse({ ...client, phone: 'hello' }))).toBe(PhoneMessages.invalid('Phone'));
    expect(phoneError(ClientFormSchema.safeParse({ ...client, phone: '123' }))).toBe(PhoneMessages.invalid('Phone'));
    expect(phoneError(ClientFormSchema.safeParse({ ...client, phone: ' ' }))).toBe(ClientMessages.phoneRequired);
  });

  it('leave an optional number empty, and refuse anything else than a number', () => {
    const guest = { firstname: 'Lea', lastname: 'Roy', email: 'lea@example.com' };
    expect(CreateGuestInputSchema.safeParse({ ...guest, phone: null }).success).toBe(true);
    expect(CreateGuestInputSchema.safeParse({ ...guest, phone: '' }).success).toBe(true);
    expect(phoneError(CreateGuestInputSchema.safeParse({ ...guest, phone: 'x' }))).toBe(PhoneMessages.invalid('Phone'));
    const admin = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };
    expect(phoneError(AdminProfileFormSchema.safeParse({ ...admin, phone: '555-CALL-NOW' }))).toBe(PhoneMessages.invalid('Phone'));
    expect(phoneError(UpdateBusinessInputSchema.safeParse({ phone_number: '1' }), 'phone_number')).toBe(
      PhoneMessages.invalid('Phone number'),
    );
  });
});

describe('toE164', () => {
  it('writes a valid number as an SMS gateway takes it, and nothing for the rest', () => {
    expect(toE164('(416) 555-0142')).toBe('+14165550142');
    expect(toE164('+1 514.555.0199')).toBe('+15145550199');
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('555-0142')).toBeNull();
    expect(toE164('call me')).toBeNull();
    expect(toE164('')).toBeNull();
    expect(toE164(null)).toBeNull();
  });
});

describe('the phone metadata', () => {
  it("is libphonenumber-js's min metadata without the display formats (run scripts/phone-metadata.mjs after an update)", async () => {
    const min = (await import('libphonenumber-js/metadata.min.json')).default as unknown as {
      version: number;
      country_calling_codes: unknown;
      countries: Record<string, unknown[]>;
      nonGeographic: Record<string, unknown[]>;
    };
    const ours = (await import('./phone-metadata.json')).default as unknown as typeof min;
    expect(ours.version).toBe(min.version);
    expect(ours.country_calling_codes).toEqual(min.country_calling_codes);
    for (const plans of ['countries', 'nonGeographic'] as const) {
      expect(Object.keys(ours[plans]).sort()).toEqual(Object.keys(min[plans]).sort());
      for (const [key, plan] of Object.entries(min[plans])) {
        expect(ours[plans][key], `${plans}.${key}`).toEqual(plan.map((value, index) => (index === 4 ? 0 : value)));
      }
    }
  });

  it('reads numbers of plans whose formats it left out, and writes them in E.164', () => {
    expect(isValidPhone('+33 1 42 68 53 00')).toBe(true);
    expect(toE164('+33 1 42 68 53 00')).toBe('+33142685300');
    expect(toE164('(416) 555-0123')).toBe('+14165550123');
    expect(isValidPhone('+33 1 42')).toBe(false);
  });
});
