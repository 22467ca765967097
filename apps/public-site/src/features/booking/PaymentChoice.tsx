import { Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PaymentChoiceProps {
  payNow: boolean;
  onChange: (payNow: boolean) => void;
  /**
   * Where a card form goes when the visitor pays now (the payments area fills it in); without
   * it, paying now is settled with the business after booking.
   */
  cardForm?: ReactNode;
}

/** Pay now or pay later: the choice is stored on the appointment (pay_now). */
export function PaymentChoice({ payNow, onChange, cardForm }: PaymentChoiceProps) {
  const { t } = useTranslation('booking');
  return (
    <Stack>
      <Radio.Group
        label={t('payment.label')}
        value={payNow ? 'now' : 'later'}
        onChange={(value) => onChange(value === 'now')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="later" label={t('payment.later')} description={t('payment.laterHint')} />
          <Radio value="now" label={t('payment.now')} description={t('payment.nowHint')} />
        </Stack>
      </Radio.Group>
      {payNow &&
        (cardForm ?? (
          <Text size="sm" c="dark.5">
            {t('payment.noCardForm')}
          </Text>
        ))}
    </Stack>
  );
}
