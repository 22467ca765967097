import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  BUFFER_MINUTES,
  SERVICE_FORM_DEFAULTS,
  ServiceFormSchema,
  Snackbars,
  formatPriceInput,
  type ServiceForm as ServiceFormInput,
  type ServiceFormValues,
} from '@rendezvous/domain';
import { useMessage } from '@rendezvous/i18n';
import { AppointmentLengthFields } from '../appointment-length';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ServiceFormFields = ServiceFormInput;
type Field = keyof ServiceFormFields;
export type ServiceFormErrors = Partial<Record<Field, string>>;

export interface ServiceFormOption {
  id: number;
  name: string;
}

export interface SubscriptionPeriodOption {
  id: number;
  /** Machine name, e.g. 'monthly'. */
  period: string;
  /** What the user reads, e.g. 'Monthly'; the period's name without it. */
  description?: string | null;
}

export interface ServiceFormProps {
  /** The business's categories to choose from. */
  categories: readonly ServiceFormOption[];
  /** The subscription periods (GET subscription-periods). */
  subscriptionPeriods: readonly SubscriptionPeriodOption[];
  /** The service being viewed or a draft; a new service starts from the spec's defaults. */
  initialValues?: Partial<ServiceFormFields>;
  /**
   * Called with the checked values (price still as typed, e.g. "45.00"; `serviceFormToInput`
   * turns them into the API body). A returned promise shows a loader; a rejection keeps the
   * form as it is, with the server's field errors (an AppError's `errors`) under the fields.
   */
  onSubmit: (values: ServiceFormValues) => void | Promise<unknown>;
  /** Every edit, with whether the form now differs from its initial values (for a local draft). */
  onValuesChange?: (values: ServiceFormFields, dirty: boolean) => void;
  onCancel?: () => void;
  /** @default 'Save' */
  submitLabel?: string;
  /** The service's image field (the app wires the upload), shown above the name. */
  image?: ReactNode;
}

/** The first message of each field in a failure's `errors` (server field errors). */
function serverErrorsOf(error: unknown): ServiceFormErrors {
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: ServiceFormErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (field in SERVICE_FORM_DEFAULTS && messages[0]) found[field as Field] = messages[0];
  }
  return found;
}

/**
 * The add / view service dialog's form: name, category, price (2 decimals on blur),
 * description, who decides the length (a fixed 15-360 min length or a 15-480 min range the
 * customer picks in), the buffers before and after (0-240 min by 5, unseen by customers),
 * recurring payments with their period, and whether the price is shown. Messages are the
 * domain's (business spec §5, issue 25).
 */
export function ServiceForm({
  categories,
  subscriptionPeriods,
  initialValues,
  onSubmit,
  onValuesChange,
  onCancel,
  submitLabel,
  image,
}: ServiceFormProps) {
  const { t } = useTranslation('ui');
  const msg = useMessage();
  const initial = useRef<ServiceFormFields>({ ...SERVICE_FORM_DEFAULTS, ...initialValues });
  const [form, setForm] = useState<ServiceFormFields>(initial.current);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [saving, setSaving] = useState(false);

  const set = (patch: Partial<ServiceFormFields>) => {
    const next = { ...form, ...patch };
    setForm(next);
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(patch) as Field[]) delete rest[key];
      return rest;
    });
    onValuesChange?.(next, JSON.stringify(next) !== JSON.stringify(initial.current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ServiceFormSchema.safeParse(form);
    if (!parsed.success) {
      const found: ServiceFormErrors = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0]) as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      // The failed call already told the user why; the form keeps what they typed.
      setErrors(serverErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  // The domain's (or the server's) messages, in the page's language.
  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, msg(message) || undefined]),
  ) as ServiceFormErrors;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('serviceForm.label')}>
      <Stack gap="md">
        {image}
        <TextInput
          label={t('serviceForm.name')}
          required
          value={form.name}
          error={shownErrors.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <TextInput
          label={t('serviceForm.name_fr')}
          lang="fr-CA"
          value={form.name_fr ?? ''}
          error={shownErrors.name_fr}
          onChange={(event) => set({ name_fr: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('serviceForm.category')}
          required
          value={form.service_category_id ? String(form.service_category_id) : ''}
          error={shownErrors.service_category_id}
          data={[
            { value: '', label: t('serviceForm.chooseCategory'), disabled: true },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
          onChange={(event) =>
            set({ service_category_id: Number(event.currentTarget.value) || null })
          }
        />
        <TextInput
          label={t('serviceForm.price')}
          required
          inputMode="decimal"
          value={form.price}
          error={shownErrors.price}
          onChange={(event) => set({ price: event.currentTarget.value })}
          onBlur={(event) => {
            const formatted = formatPriceInput(event.currentTarget.value);
            if (formatted !== form.price) set({ price: formatted });
          }}
        />
        <Textarea
          label={t('serviceForm.description')}
          required
          autosize
          minRows={3}
          value={form.description}
          error={shownErrors.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <Textarea
          label={t('serviceForm.description_fr')}
          lang="fr-CA"
          autosize
          minRows={3}
          value={form.description_fr ?? ''}
          error={shownErrors.description_fr}
          onChange={(event) => set({ description_fr: event.currentTarget.value })}
        />

        <AppointmentLengthFields value={form} onChange={set} errors={shownErrors} />

        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <BufferInput
            label={t('serviceForm.bufferBefore')}
            description={t('serviceForm.bufferBeforeHelp')}
            value={form.buffer_before_minutes}
            error={shownErrors.buffer_before_minutes}
            onChange={(minutes) => set({ buffer_before_minutes: minutes })}
          />
          <BufferInput
            label={t('serviceForm.bufferAfter')}
            description={t('serviceForm.bufferAfterHelp')}
            value={form.buffer_after_minutes}
            error={shownErrors.buffer_after_minutes}
            onChange={(minutes) => set({ buffer_after_minutes: minutes })}
          />
        </SimpleGrid>

        <Switch
          label={t('serviceForm.recurring')}
          checked={form.is_subscription}
          onChange={(event) => set({ is_subscription: event.currentTarget.checked })}
        />
        {form.is_subscription && (
          <NativeSelect
            label={t('serviceForm.period')}
            required
            value={form.subscription_period_id ? String(form.subscription_period_id) : ''}
            error={shownErrors.subscription_period_id}
            data={[
              { value: '', label: t('serviceForm.choosePeriod'), disabled: true },
              ...subscriptionPeriods.map((period) => ({
                value: String(period.id),
                label: period.description || period.period,
              })),
            ]}
            onChange={(event) =>
              set({ subscription_period_id: Number(event.currentTarget.value) || null })
            }
          />
        )}
        <Switch
          label={t('serviceForm.showPrice')}
          checked={form.show_price}
          onChange={(event) => set({ show_price: event.currentTarget.checked })}
        />

        {hasErrors && (
          <Alert color="red" variant="light" role="alert">
            {msg(Snackbars.mandatoryFieldsMissing)}
          </Alert>
        )}
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

/**
 * Minutes of a buffer (customers never see it). An emptied field is NaN, which the schema
 * refuses with the buffer's message rather than reading it as none.
 */
function BufferInput({
  label,
  description,
  value,
  error,
  onChange,
}: {
  label: string;
  description: string;
  value: number;
  error?: string;
  onChange: (minutes: number) => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <NumberInput
      label={label}
      description={description}
      value={Number.isNaN(value) ? '' : value}
      error={error}
      min={BUFFER_MINUTES.min}
      max={BUFFER_MINUTES.max}
      step={BUFFER_MINUTES.step}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      rightSection={t('serviceForm.minutes')}
      rightSectionWidth={44}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number.NaN)}
    />
  );
}
