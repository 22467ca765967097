import { Button, Group, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import {
  ConsultantServiceFormSchema,
  centsToInput,
  consultantServiceFormFrom,
  formatMoney,
  formatPriceInput,
  type ConsultantServiceForm as ConsultantServiceFormValues,
  type Service,
} from '@rendezvous/domain';
import { useFormat, useMessage } from '@rendezvous/i18n';
import { AppointmentLengthFields } from '../appointment-length';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A consultant service as the form edits it (the fields it shows). */
export interface EditedConsultantService {
  service_id: number;
  price: number;
  description: string | null;
  appointment_length_decider: 'business' | 'customer';
  appointment_length: number;
  minimum_appointment_length: number;
  maximum_appointment_length: number;
  use_business_price: boolean;
  use_business_description: boolean;
  use_business_appointment_length: boolean;
}

export interface ConsultantServiceFormProps {
  /** The business services a consultant may offer (the form starts from one of them). */
  services: readonly Service[];
  /** The consultant service being edited; without it the form adds a new one. */
  value?: EditedConsultantService;
  /** Business services already offered: left out of the choice when adding. */
  offeredServiceIds?: readonly number[];
  /** Called with valid values; a returned promise shows a loader, a rejection keeps the form. */
  onSubmit: (values: ConsultantServiceFormValues) => void | Promise<unknown>;
  onCancel?: () => void;
  /** @default 'Save' */
  submitLabel?: string;
}

function initialValues(
  services: readonly Service[],
  value: EditedConsultantService | undefined,
  choices: readonly Service[],
): ConsultantServiceFormValues | null {
  if (value) {
    const service = services.find((s) => s.id === value.service_id);
    return {
      service_id: value.service_id,
      price: centsToInput(value.price),
      description: value.description ?? service?.description ?? '',
      appointment_length_decider: value.appointment_length_decider,
      appointment_length: value.appointment_length,
      minimum_appointment_length: value.minimum_appointment_length,
      maximum_appointment_length: value.maximum_appointment_length,
      use_business_price: value.use_business_price,
      use_business_description: value.use_business_description,
      use_business_appointment_length: value.use_business_appointment_length,
    };
  }
  const first = choices[0];
  return first ? consultantServiceFormFrom(first) : null;
}

/**
 * Adds or edits a consultant service. A new one starts as a copy of a business service with
 * every "use business value" switch on; turning a switch off lets the consultant set their own
 * price, description or length. Price and description are then required (the domain's messages).
 */
export function ConsultantServiceForm({
  services,
  value,
  offeredServiceIds = [],
  onSubmit,
  onCancel,
  submitLabel,
}: ConsultantServiceFormProps) {
  const { t, i18n } = useTranslation('ui');
  const msg = useMessage();
  const { money } = useFormat();
  // English keeps the console's "CA$45.00"; French reads "45,00 $".
  const price = (cents: number) => (i18n.language === 'fr-CA' ? money(cents) : formatMoney(cents));
  const choices = value ? services : services.filter((s) => !offeredServiceIds.includes(s.id));
  const [form, setForm] = useState(() => initialValues(services, value, choices));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  if (!form) {
    return (
      <Text c="dimmed" size="sm">
        {t('consultantService.allOffered')}
      </Text>
    );
  }
  const service = services.find((s) => s.id === form.service_id);

  const set = (patch: Partial<ConsultantServiceFormValues>) => {
    setForm({ ...form, ...patch });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  /** A switch turned back on shows the business value again (when the service is known). */
  const followBusiness = (field: 'price' | 'description' | 'appointment_length', on: boolean) => {
    const restore = on ? service : undefined;
    if (field === 'price') {
      set({ use_business_price: on, ...(restore ? { price: centsToInput(restore.price) } : {}) });
    } else if (field === 'description') {
      set({
        use_business_description: on,
        ...(restore ? { description: restore.description } : {}),
      });
    } else {
      set({
        use_business_appointment_length: on,
        ...(restore
          ? {
              appointment_length_decider: restore.appointment_length_decider,
              appointment_length: restore.appointment_length,
              minimum_appointment_length: restore.minimum_appointment_length,
              maximum_appointment_length: restore.maximum_appointment_length,
            }
          : {}),
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ConsultantServiceFormSchema.safeParse(form);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch {
      // The failed call already told the user why; the form keeps what they typed.
    } finally {
      setSaving(false);
    }
  };

  const lengthsLocked = form.use_business_appointment_length;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Select
          label={t('consultantService.service')}
          value={String(form.service_id)}
          disabled={Boolean(value)}
          allowDeselect={false}
          searchable={choices.length > 7}
          data={choices.map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(chosen) => {
            const next = services.find((s) => s.id === Number(chosen));
            if (next) {
              setForm(consultantServiceFormFrom(next));
              setErrors({});
            }
          }}
        />

        <Stack gap={6}>
          <Switch
            label={t('consultantService.useBusinessPrice')}
            description={
              service
                ? t('consultantService.businessPrice', { price: price(service.price) })
                : undefined
            }
            checked={form.use_business_price}
            onChange={(event) => followBusiness('price', event.currentTarget.checked)}
          />
          <TextInput
            label={t('consultantService.price')}
            required={!form.use_business_price}
            inputMode="decimal"
            value={form.price}
            disabled={form.use_business_price}
            error={msg(errors.price) || undefined}
            onChange={(event) => set({ price: event.currentTarget.value })}
            onBlur={(event) => set({ price: formatPriceInput(event.currentTarget.value) })}
          />
        </Stack>

        <Stack gap={6}>
          <Switch
            label={t('consultantService.useBusinessDescription')}
            checked={form.use_business_description}
            onChange={(event) => followBusiness('description', event.currentTarget.checked)}
          />
          <Textarea
            label={t('consultantService.description')}
            required={!form.use_business_description}
            autosize
            minRows={3}
            value={form.description}
            disabled={form.use_business_description}
            error={msg(errors.description) || undefined}
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
        </Stack>

        <Stack gap={6}>
          <Switch
            label={t('consultantService.useBusinessLength')}
            checked={lengthsLocked}
            onChange={(event) => followBusiness('appointment_length', event.currentTarget.checked)}
          />
          <AppointmentLengthFields
            value={form}
            onChange={set}
            errors={Object.fromEntries(
              Object.entries(errors).map(([field, message]) => [field, msg(message)]),
            )}
            disabled={lengthsLocked}
            deciderLabel={t('consultantService.decider')}
          />
        </Stack>

        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {submitLabel ?? t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
