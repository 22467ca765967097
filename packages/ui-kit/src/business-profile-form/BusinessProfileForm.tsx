import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  BusinessProfileFormSchema,
  type BusinessProfileForm as BusinessProfileValues,
} from '@rendezvous/domain';
import { useState, type ChangeEvent, type FormEvent } from 'react';

export type BusinessProfileField = keyof BusinessProfileValues;
export type { BusinessProfileValues };

export const BUSINESS_PROFILE_FIELDS: readonly BusinessProfileField[] = [
  'name',
  'email',
  'phone_number',
  'registry_id',
  'short_description',
  'long_description',
];

const LABELS: Record<BusinessProfileField, string> = {
  name: 'Business name',
  email: 'Email',
  phone_number: 'Phone number',
  registry_id: 'Registry ID',
  short_description: 'Short description',
  long_description: 'Long description',
};

type Texts = Record<BusinessProfileField, string>;

export interface BusinessProfileFormProps {
  /** The business's current values (null shows as empty). */
  initialValues: Partial<Record<BusinessProfileField, string | null>>;
  /**
   * Called with the changed fields only, empty optional text as null. A returned promise shows
   * a loader; a rejection keeps the form and shows the server's field messages (an AppError's
   * `errors`) under their fields.
   */
  onSubmit: (patch: Partial<BusinessProfileValues>) => void | Promise<unknown>;
  /** Which fields to show, e.g. only the two descriptions in a setup step. @default all six */
  fields?: readonly BusinessProfileField[];
  /** @default 'Save changes' */
  submitLabel?: string;
  /** Allows submitting with nothing changed (a setup step's "Continue"). @default false */
  allowUnchanged?: boolean;
}

const textsOf = (values: BusinessProfileFormProps['initialValues']): Texts =>
  Object.fromEntries(BUSINESS_PROFILE_FIELDS.map((f) => [f, values[f] ?? ''])) as Texts;

/** A business's name, e-mail, phone number, registry id and short and long descriptions. */
export function BusinessProfileForm({
  initialValues,
  onSubmit,
  fields = BUSINESS_PROFILE_FIELDS,
  submitLabel = 'Save changes',
  allowUnchanged = false,
}: BusinessProfileFormProps) {
  const [initial, setInitial] = useState(() => textsOf(initialValues));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<BusinessProfileField, string>>>({});
  const [saving, setSaving] = useState(false);
  const changed = fields.filter((f) => values[f] !== initial[f]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shown = BusinessProfileFormSchema.pick(
      Object.fromEntries(fields.map((f) => [f, true])) as Record<BusinessProfileField, true>,
    );
    const parsed = shown.safeParse(
      Object.fromEntries(fields.map((f) => [f, f !== 'name' && values[f].trim() === '' ? null : values[f]])),
    );
    if (!parsed.success) {
      const found: Partial<Record<BusinessProfileField, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as BusinessProfileField] ??= issue.message;
      setErrors(found);
      return;
    }
    const data = parsed.data as Partial<BusinessProfileValues>;
    const patch = Object.fromEntries(changed.map((f) => [f, data[f]])) as Partial<BusinessProfileValues>;
    setSaving(true);
    try {
      await onSubmit(patch);
      setInitial(values);
    } catch (failure) {
      const fieldErrors = (failure as { errors?: Record<string, string[]> } | null)?.errors ?? {};
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([f, m]) => [f, m[0]])));
    } finally {
      setSaving(false);
    }
  };

  const bind = (field: BusinessProfileField) => ({
    label: LABELS[field],
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });
  const has = (field: BusinessProfileField) => fields.includes(field);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Business details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {has('name') && <TextInput required {...bind('name')} />}
          {has('email') && <TextInput type="email" autoComplete="email" {...bind('email')} />}
          {has('phone_number') && <TextInput type="tel" autoComplete="tel" {...bind('phone_number')} />}
          {has('registry_id') && <TextInput {...bind('registry_id')} />}
        </SimpleGrid>
        {has('short_description') && <Textarea autosize minRows={2} {...bind('short_description')} />}
        {has('long_description') && <Textarea autosize minRows={4} {...bind('long_description')} />}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!allowUnchanged && changed.length === 0}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
