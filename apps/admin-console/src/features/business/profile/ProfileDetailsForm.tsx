import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  BusinessProfileFormSchema,
  type Business,
  type BusinessProfileForm,
  type UpdateBusinessInput,
} from '@rendezvous/domain';
import { useState, type FormEvent } from 'react';

type Field = keyof BusinessProfileForm;

const FIELDS: Field[] = [
  'name',
  'email',
  'phone_number',
  'registry_id',
  'short_description',
  'long_description',
];

const valuesOf = (business: Business): Record<Field, string> =>
  Object.fromEntries(FIELDS.map((f) => [f, business[f] ?? ''])) as Record<Field, string>;

export interface ProfileDetailsFormProps {
  business: Business;
  /** Saves the changed fields only; a rejection keeps the form and shows field messages. */
  onSave: (patch: UpdateBusinessInput) => Promise<unknown>;
}

/** Name, e-mail, phone number, registry id and the two descriptions of a business. */
export function ProfileDetailsForm({ business, onSave }: ProfileDetailsFormProps) {
  const [initial, setInitial] = useState(() => valuesOf(business));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const changed = FIELDS.filter((f) => values[f] !== initial[f]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Empty optional text is stored as null.
    const normalised = Object.fromEntries(
      FIELDS.map((f) => [f, f !== 'name' && values[f].trim() === '' ? null : values[f]]),
    );
    const parsed = BusinessProfileFormSchema.safeParse(normalised);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    const patch = Object.fromEntries(changed.map((f) => [f, parsed.data[f]])) as UpdateBusinessInput;
    setSaving(true);
    try {
      await onSave(patch);
      setInitial(values);
    } catch (failure) {
      const fieldErrors = (failure as { errors?: Record<string, string[]> } | null)?.errors ?? {};
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([f, m]) => [f, m[0]])));
    } finally {
      setSaving(false);
    }
  };

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Business details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Business name" required {...bind('name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...bind('email')} />
          <TextInput label="Phone number" type="tel" autoComplete="tel" {...bind('phone_number')} />
          <TextInput label="Registry ID" {...bind('registry_id')} />
        </SimpleGrid>
        <Textarea label="Short description" autosize minRows={2} {...bind('short_description')} />
        <Textarea label="Long description" autosize minRows={4} {...bind('long_description')} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={changed.length === 0}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
