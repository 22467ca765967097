import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmSandboxSetupIntent } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AppError,
  PaymentMessages,
  cardDigits,
  isCardExpired,
  luhnValid,
  type SetupIntentDetails,
} from '@rendezvous/domain';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';

export interface SandboxCardFormProps {
  /** The setup intent to confirm. */
  clientSecret: string;
  /** Called with the confirmed setup intent (its card is `payment_method`). */
  onConfirmed: (intent: SetupIntentDetails) => void | Promise<void>;
  /** @default 'Save card' */
  submitLabel?: string;
}

interface Values {
  number: string;
  expiry: string;
  cvc: string;
}

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** The expiry field's own message, translated like the domain's (messages.payments). */
const EXPIRY_INVALID = 'Enter the expiry as MM/YY';

/**
 * The offline gateway's card form, badged "Sandbox" so nobody takes it for a real payment:
 * it accepts Stripe's test cards (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined) and never charges anything.
 */
export function SandboxCardForm({ clientSecret, onConfirmed, submitLabel }: SandboxCardFormProps) {
  const { t } = useTranslation('payments');
  const api = useApi();
  const [pending, setPending] = useState(false);
  const form = useForm<Values>({
    initialValues: { number: '', expiry: '', cvc: '' },
    // The messages are translated when the form is checked, in the console's language then.
    validate: {
      number: (v) => (luhnValid(cardDigits(v)) ? null : translateMessage(PaymentMessages.cardNumberInvalid)),
      expiry: (v) => {
        const parts = EXPIRY.exec(v.trim());
        if (!parts) return translateMessage(EXPIRY_INVALID);
        // A card past its month is refused here, before the gateway is asked.
        return isCardExpired(Number(parts[1]), 2000 + Number(parts[2]), new Date())
          ? translateMessage(PaymentMessages.cardExpired)
          : null;
      },
      cvc: (v) => (/^\d{3,4}$/.test(v.trim()) ? null : translateMessage(PaymentMessages.cvcInvalid)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const [, month, year] = EXPIRY.exec(values.expiry.trim())!;
    setPending(true);
    try {
      const intent = await confirmSandboxSetupIntent(api, {
        client_secret: clientSecret,
        card_number: values.number,
        exp_month: Number(month),
        exp_year: 2000 + Number(year),
        cvc: values.cvc.trim(),
      });
      await onConfirmed(intent);
    } catch (error) {
      // The client has shown the server's message; the field says it too.
      if (error instanceof AppError) form.setFieldError('number', translateMessage(error.message));
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('card.detailsSandbox')}>
      <Stack gap="sm">
        <Alert color="yellow" variant="light" icon={<IconFlask size={18} aria-hidden />} p="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color="yellow" variant="filled" style={{ flexShrink: 0 }}>
              {t('sandbox.badge')}
            </Badge>
            <Text size="sm">{t('sandbox.notice')}</Text>
          </Group>
        </Alert>
        <TextInput
          label={t('sandbox.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={t('sandbox.numberPlaceholder')}
          maxLength={23}
          required
          {...form.getInputProps('number')}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={t('sandbox.expiry')}
            autoComplete="cc-exp"
            placeholder="12/30"
            maxLength={7}
            required
            {...form.getInputProps('expiry')}
          />
          <TextInput
            label={t('sandbox.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            required
            {...form.getInputProps('cvc')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel ?? t('card.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
