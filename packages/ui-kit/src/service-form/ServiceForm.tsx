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
import { AppointmentLengthFields } from '../appointment-length';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';

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
  submitLabel = 'Save',
  image,
}: ServiceFormProps) {
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

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Service">
      <Stack gap="md">
        {image}
        <TextInput
          label="Service name"
          required
          value={form.name}
          error={errors.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <NativeSelect
          label="Service category"
          required
          value={form.service_category_id ? String(form.service_category_id) : ''}
          error={errors.service_category_id}
          data={[
            { value: '', label: 'Choose a category', disabled: true },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
          onChange={(event) =>
            set({ service_category_id: Number(event.currentTarget.value) || null })
          }
        />
        <TextInput
          label="Service price (CA$)"
          required
          inputMode="decimal"
          value={form.price}
          error={errors.price}
          onChange={(event) => set({ price: event.currentTarget.value })}
          onBlur={(event) => {
            const formatted = formatPriceInput(event.currentTarget.value);
            if (formatted !== form.price) set({ price: formatted });
          }}
        />
        <Textarea
          label="Service description"
          required
          autosize
          minRows={3}
          value={form.description}
          error={errors.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />

        <AppointmentLengthFields value={form} onChange={set} errors={errors} />

        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <BufferInput
            label="Buffer before"
            description="Minutes the consultant is busy before each appointment, e.g. to get ready"
            value={form.buffer_before_minutes}
            error={errors.buffer_before_minutes}
            onChange={(minutes) => set({ buffer_before_minutes: minutes })}
          />
          <BufferInput
            label="Buffer after"
            description="Minutes the consultant is busy after each appointment, e.g. to clean up"
            value={form.buffer_after_minutes}
            error={errors.buffer_after_minutes}
            onChange={(minutes) => set({ buffer_after_minutes: minutes })}
          />
        </SimpleGrid>

        <Switch
          label="Recurring payments"
          checked={form.is_subscription}
          onChange={(event) => set({ is_subscription: event.currentTarget.checked })}
        />
        {form.is_subscription && (
          <NativeSelect
            label="Subscription period"
            required
            value={form.subscription_period_id ? String(form.subscription_period_id) : ''}
            error={errors.subscription_period_id}
            data={[
              { value: '', label: 'Choose a period', disabled: true },
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
          label="Show the price to customers"
          checked={form.show_price}
          onChange={(event) => set({ show_price: event.currentTarget.checked })}
        />

        {hasErrors && (
          <Alert color="red" variant="light" role="alert">
            {Snackbars.mandatoryFieldsMissing}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {submitLabel}
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
      rightSection="min"
      rightSectionWidth={44}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number.NaN)}
    />
  );
}
