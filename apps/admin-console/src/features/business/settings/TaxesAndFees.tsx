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

interface FieldProps {
  label: string;
  description: string;
  /** The saved value as the input shows it. */
  saved: string;
  prefix: string;
  suffix?: string;
  /** The typed text as the PATCH body, or the error to show. */
  toPatch(text: string): UpdateBusinessInput | { error: string };
  save(patch: UpdateBusinessInput): Promise<void>;
}

/** One field saved on its own (PATCH business/{id} with just that field). */
function SavedField({ label, description, saved, prefix, suffix, toPatch, save }: FieldProps) {
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
          error={error}
          leftSection={prefix ? <Text size="sm">{prefix}</Text> : undefined}
          rightSection={suffix ? <Text size="sm">{suffix}</Text> : undefined}
          inputMode="decimal"
          w={220}
          maxLength={16}
        />
        <Button type="submit" loading={saving} disabled={text === saved} aria-label={`Save ${label.toLowerCase()}`}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** "Taxes and fees": the business's tax rate (a percent, 3 decimals) and booking fee (CA$). */
export function TaxesAndFees({ business }: { business: Business }) {
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
          Taxes and fees
        </Title>
        <Text size="sm" c="dimmed">
          Applied to new appointments and to appointments whose services change.
        </Text>
        <SavedField
          label="Tax rate"
          description="Percent of the services' total, e.g. 14.975 for GST + QST"
          saved={ppmToPercentInput(business.tax_rate_ppm)}
          prefix=""
          suffix="%"
          toPatch={(text) => {
            const ppm = parsePercentToPpm(text);
            return ppm === null || ppm < 0 || ppm > PPM ? { error: BusinessMessages.taxRateInvalid } : { tax_rate_ppm: ppm };
          }}
          save={save}
        />
        <SavedField
          label="Booking fee"
          description="Added to every appointment"
          saved={centsToInput(business.booking_fee)}
          prefix="CA$"
          toPatch={(text) => {
            const cents = parseMoneyToCents(text);
            return cents === null || cents < 0 || cents > MAX_AMOUNT_CENTS
              ? { error: BusinessMessages.bookingFeeInvalid }
              : { booking_fee: cents };
          }}
          save={save}
        />
        <SavedField
          label="Cancellation notice"
          description="Customers can cancel or move an appointment on the website until this many hours before it starts (0 to 720)"
          saved={String(business.cancellation_notice_hours ?? CUSTOMER_CHANGE_CUTOFF_HOURS)}
          prefix=""
          suffix="hours"
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
