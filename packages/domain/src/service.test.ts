import { describe, expect, it } from 'vitest';
import {
  CreateServiceInputSchema,
  SERVICE_FORM_DEFAULTS,
  ServiceFormSchema,
  ServiceMessages,
  UpdateServiceInputSchema,
  formatPriceInput,
  serviceFormToInput,
  serviceToForm,
} from './service';
import { messagesOf } from './test-helpers';

const valid = {
  ...SERVICE_FORM_DEFAULTS,
  name: 'Haircut',
  service_category_id: '2',
  price: '45',
  description: 'Wash and cut',
};

describe('ServiceFormSchema', () => {
  it('reports the spec messages of the required fields', () => {
    expect(messagesOf(ServiceFormSchema, SERVICE_FORM_DEFAULTS)).toEqual({
      name: ['Service name is required'],
      service_category_id: ['Service category is required'],
      price: ['Service price is required'],
      description: ['Service description is required'],
    });
  });

  it('requires a subscription period only for a recurring service', () => {
    const noPeriod = { ...valid, subscription_period_id: null };
    expect(ServiceFormSchema.safeParse(noPeriod).success).toBe(true);
    expect(messagesOf(ServiceFormSchema, { ...noPeriod, is_subscription: true })).toEqual({
      subscription_period_id: ['Subscription period is required'],
    });
  });

  it('refuses a price that is not an amount', () => {
    expect(messagesOf(ServiceFormSchema, { ...valid, price: 'free' })).toEqual({
      price: [ServiceMessages.priceInvalid],
    });
    expect(messagesOf(ServiceFormSchema, { ...valid, price: '-1' })).toEqual({
      price: [ServiceMessages.priceInvalid],
    });
  });

  it('checks only the length fields the decider uses', () => {
    expect(ServiceFormSchema.safeParse({ ...valid, minimum_appointment_length: 7 }).success).toBe(
      true,
    );
    expect(messagesOf(ServiceFormSchema, { ...valid, appointment_length: 370 })).toEqual({
      appointment_length: [ServiceMessages.lengthInvalid],
    });
    const byCustomer = { ...valid, appointment_length_decider: 'customer', appointment_length: 1 };
    expect(ServiceFormSchema.safeParse(byCustomer).success).toBe(true);
    expect(
      messagesOf(ServiceFormSchema, {
        ...byCustomer,
        minimum_appointment_length: 90,
        maximum_appointment_length: 60,
      }),
    ).toEqual({ minimum_appointment_length: [ServiceMessages.rangeOrder] });
    expect(
      messagesOf(ServiceFormSchema, { ...byCustomer, maximum_appointment_length: 495 }),
    ).toEqual({
      maximum_appointment_length: [ServiceMessages.rangeInvalid],
    });
  });

  it('keeps the no-category message of the spec', () => {
    expect(ServiceMessages.noCategory).toBe(
      'You must add at least one category before you can add a service',
    );
  });

  it('starts from length 30, range 30-60, period 3 and a shown price', () => {
    expect(SERVICE_FORM_DEFAULTS).toMatchObject({
      appointment_length: 30,
      minimum_appointment_length: 30,
      maximum_appointment_length: 60,
      subscription_period_id: 3,
      show_price: true,
    });
  });
});

describe('prices', () => {
  it('are formatted to 2 decimals on blur, leaving non-amounts alone', () => {
    expect(formatPriceInput('45')).toBe('45.00');
    expect(formatPriceInput('12.5')).toBe('12.50');
    expect(formatPriceInput('$1,234.567')).toBe('1234.57');
    expect(formatPriceInput('abc')).toBe('abc');
  });

  it('travel in cents to the API and back', () => {
    const input = serviceFormToInput(ServiceFormSchema.parse(valid));
    expect(input.price).toBe(4500);
    expect(CreateServiceInputSchema.safeParse(input).success).toBe(true);
    expect(
      serviceToForm({ ...input, id: 1, business_id: 1, image_url: null, subscription_period_id: 3 })
        .price,
    ).toBe('45.00');
  });

  it('must be whole cents in the API', () => {
    const input = serviceFormToInput(ServiceFormSchema.parse(valid));
    expect(messagesOf(CreateServiceInputSchema, { ...input, price: 12.5 })).toEqual({
      price: [ServiceMessages.priceInvalid],
    });
    expect(messagesOf(CreateServiceInputSchema, { ...input, price: undefined })).toEqual({
      price: ['Service price is required'],
    });
  });
});

describe('French texts', () => {
  it('travel beside the English; a blank one is none, so the site shows the English', () => {
    const french = serviceFormToInput(
      ServiceFormSchema.parse({
        ...valid,
        name_fr: ' Coupe ',
        description_fr: 'Shampooing\net coupe',
      }),
    );
    expect(french).toMatchObject({ name_fr: 'Coupe', description_fr: 'Shampooing\net coupe' });
    const blank = serviceFormToInput(
      ServiceFormSchema.parse({ ...valid, name_fr: '  ', description_fr: '' }),
    );
    expect(blank).toMatchObject({ name_fr: null, description_fr: null });
    const stored = { ...blank, id: 1, business_id: 1, image_url: null, subscription_period_id: 3 };
    expect(serviceToForm(stored)).toMatchObject({ name_fr: '', description_fr: '' });
  });

  it('are bounded and on one line like the English', () => {
    expect(messagesOf(UpdateServiceInputSchema, { name_fr: 'Coupe\tfemme' })).toEqual({
      name_fr: ['French service name cannot contain tabs or line breaks'],
    });
  });
});

describe('buffers', () => {
  it('are 0 to 240 minutes in steps of 5, none unless given', () => {
    const input = serviceFormToInput(ServiceFormSchema.parse(valid));
    const { buffer_before_minutes: _b, buffer_after_minutes: _a, ...withoutBuffers } = input;
    expect(CreateServiceInputSchema.parse(withoutBuffers)).toMatchObject({
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
    });
    expect(
      CreateServiceInputSchema.parse({
        ...input,
        buffer_before_minutes: 15,
        buffer_after_minutes: 240,
      }),
    ).toMatchObject({ buffer_before_minutes: 15, buffer_after_minutes: 240 });
    for (const minutes of [-5, 7, 245, 12.5, Number.NaN]) {
      expect(messagesOf(ServiceFormSchema, { ...valid, buffer_after_minutes: minutes })).toEqual({
        buffer_after_minutes: [ServiceMessages.bufferInvalid],
      });
    }
    expect(ServiceMessages.bufferInvalid).toBe(
      'A buffer must be between 0 and 240 minutes, in steps of 5',
    );
  });
});
