import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  BusinessMessages,
  CUSTOMER_CHANGE_CUTOFF_HOURS,
  MAX_AMOUNT_CENTS,
  MAX_CANCELLATION_NOTICE_HOURS,
  PPM,
  centsToInput,
  parseMoneyToCents,
  parsePercentToPpm,
  ppmToPercentInput,
  type Business,
  type UpdateBusinessInput,
} from '@rendezvous/domain';
import { useState, type FormEvent } from 'react';
import { useBusinessChanged } from '../profile/use-business-changed';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';

interface FieldProps {
  label: string;
  description: string;
  /** The save button's accessible name. */
  saveLabel: string;
  /** The saved value as the input shows it. */
  saved: string;
  prefix: string;
  suffix?: string;
  /** The typed text as the PATCH body, or the error to show. */
  toPatch(text: string): UpdateBusinessInput | { error: string };
  save(patch: UpdateBusinessInput): Promise<void>;
}

/** One field saved on its own (PATCH business/{id} with just that field). */
function SavedField({
  label,
  description,
  saveLabel,
  saved,
  prefix,
  suffix,
  toPatch,
  save,
}: FieldProps) {
  const { t } = useTranslation('business');
  const msg = useMessage();
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const patch = toPatch(text);
    if ('error' in patch) {
      setError(patch.error);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await save(patch);
    } catch {
      // The failed call already showed why; the field keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          description={description}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error === null ? null : msg(error)}
          leftSection={prefix ? <Text size="sm">{prefix}</Text> : undefined}
          rightSection={suffix ? <Text size="sm">{suffix}</Text> : undefined}
          inputMode="decimal"
          w={220}
          maxLength={16}
        />
        <Button type="submit" loading={saving} disabled={text === saved} aria-label={saveLabel}>
          {t('form.save')}
        </Button>
      </Group>
    </form>
  );
}

/** "Taxes and fees": the business's tax rate (a percent, 3 decimals) and booking fee (CA$). */
export function TaxesAndFees({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const api = useApi();
  const changed = useBusinessChanged();
  const save = async (patch: UpdateBusinessInput) => {
    await updateBusiness(api, business.id, patch);
    await changed();
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('taxes.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('taxes.intro')}
        </Text>
        <SavedField
          label={t('taxes.rate')}
          description={t('taxes.rateDescription')}
          saveLabel={t('taxes.saveRate')}
          saved={ppmToPercentInput(business.tax_rate_ppm)}
          prefix=""
          suffix="%"
          toPatch={(text) => {
            const ppm = parsePercentToPpm(text);
            return ppm === null || ppm < 0 || ppm > PPM
              ? { error: BusinessMessages.taxRateInvalid }
              : { tax_rate_ppm: ppm };
          }}
          save={save}
        />
        <SavedField
          label={t('taxes.fee')}
          description={t('taxes.feeDescription')}
          saveLabel={t('taxes.saveFee')}
          saved={centsToInput(business.booking_fee)}
          prefix={t('taxes.currency')}
          toPatch={(text) => {
            const cents = parseMoneyToCents(text);
            return cents === null || cents < 0 || cents > MAX_AMOUNT_CENTS
              ? { error: BusinessMessages.bookingFeeInvalid }
              : { booking_fee: cents };
          }}
          save={save}
        />
        <SavedField
          label={t('taxes.cancellation')}
          description={t('taxes.cancellationDescription')}
          saveLabel={t('taxes.saveCancellation')}
          saved={String(business.cancellation_notice_hours ?? CUSTOMER_CHANGE_CUTOFF_HOURS)}
          prefix=""
          suffix={t('taxes.hours')}
          toPatch={(text) => {
            const hours = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null;
            return hours === null || hours > MAX_CANCELLATION_NOTICE_HOURS
              ? { error: BusinessMessages.cancellationNoticeInvalid }
              : { cancellation_notice_hours: hours };
          }}
          save={save}
        />
      </Stack>
    </Card>
  );
}
