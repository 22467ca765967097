import { describe, expect, it } from 'vitest';
import { AddressFormSchema, AddressMessages, canDeleteAddress, formatAddress } from './address';
import { messagesOf } from './test-helpers';

describe('AddressFormSchema', () => {
  it('requires line 1, country, state, city and postal code with the spec messages', () => {
    expect(
      messagesOf(AddressFormSchema, {
        address_line_1: '',
        country_id: null,
        state_id: '',
        city: ' ',
        postal_code: '',
      }),
    ).toEqual({
      address_line_1: ['Address line 1 is required'],
      country_id: ['Country is required'],
      state_id: ['Your state is required'],
      city: ['Your city is required'],
      postal_code: ['Your postal code is required'],
    });
  });

  it('accepts a complete address with ids from selects', () => {
    expect(
      AddressFormSchema.parse({
        address_line_1: '1 Main St',
        country_id: '1',
        state_id: '11',
        city: 'Montreal',
        postal_code: 'H2X 1Y4',
      }),
    ).toMatchObject({ country_id: 1, state_id: 11 });
  });

  it('keeps the spec messages of the address dialog', () => {
    expect(AddressMessages.unableToValidate).toBe(
      'Unable to validate address. Please ensure address provided is correct!',
    );
    expect(AddressMessages.saved).toBe('Address has been successfully updated or added!');
    expect(AddressMessages.deleted).toBe('Address deleted!');
  });
});

describe('addresses', () => {
  it('can be deleted only while another remains', () => {
    expect(canDeleteAddress([])).toBe(false);
    expect(canDeleteAddress([{}])).toBe(false);
    expect(canDeleteAddress([{}, {}])).toBe(true);
  });

  it('print on one line, skipping blanks', () => {
    expect(
      formatAddress(
        {
          address_line_1: '1 Main St',
          address_line_2: null,
          city: 'Montreal',
          postal_code: 'H2X 1Y4',
        },
        { state: 'Quebec', country: 'Canada' },
      ),
    ).toBe('1 Main St, Montreal, Quebec, H2X 1Y4, Canada');
  });
});
