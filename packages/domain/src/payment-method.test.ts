import { describe, expect, it } from 'vitest';
import {
  CARD_PROVIDER,
  cardMerchantStatus,
  CreateMerchantCustomerPaymentMethodInputSchema,
  isCardExpired,
  PaymentMessages,
  sortPaymentMethods,
} from './payment-method';

describe('payments', () => {
  it('count a card merchant as onboarded only once onboarding is complete', () => {
    expect(cardMerchantStatus([])).toBe('none');
    expect(cardMerchantStatus([{ name: 'other', onboarding_completed: true }])).toBe('none');
    expect(cardMerchantStatus([{ name: CARD_PROVIDER, onboarding_completed: false }])).toBe(
      'pending',
    );
    expect(cardMerchantStatus([{ name: CARD_PROVIDER, onboarding_completed: true }])).toBe(
      'onboarded',
    );
  });

  it('list the default card first', () => {
    expect(
      sortPaymentMethods([
        { id: 1, is_default: 0 },
        { id: 3, is_default: 1 },
        { id: 2, is_default: 0 },
      ]).map((m) => m.id),
    ).toEqual([3, 1, 2]);
  });

  it('save a new card as active and default', () => {
    expect(
      CreateMerchantCustomerPaymentMethodInputSchema.parse({
        merchant_customers_id: 1,
        payment_method: 'pm_1',
      }),
    ).toEqual({
      merchant_customers_id: 1,
      payment_method: 'pm_1',
      status: 'active',
      is_default: 1,
    });
  });

  it('keep the spec texts', () => {
    expect(PaymentMessages.confirmDelete).toBe(
      'Are you sure you want to delete this payment method?',
    );
    expect(PaymentMessages.empty).toBe('No payment methods added');
    expect(PaymentMessages.redirecting).toBe('Hang tight! You will be redirected shortly...');
  });
});

describe('isCardExpired', () => {
  const now = new Date(2027, 2, 15); // 15 March 2027, local time

  it('keeps a card good through the last day of its month', () => {
    expect(isCardExpired(3, 2027, now)).toBe(false);
    expect(isCardExpired(1, 2028, now)).toBe(false);
  });

  it('refuses a month or a year already past', () => {
    expect(isCardExpired(2, 2027, now)).toBe(true);
    expect(isCardExpired(12, 2026, now)).toBe(true);
  });
});
