import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  BusinessProfileFormSchema,
  type BusinessProfileForm as BusinessProfileValues,
} from '@rendezvous/domain';
import { useMessage } from '@rendezvous/i18n';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type BusinessProfileField = keyof BusinessProfileValues;
export type { BusinessProfileValues };

export const BUSINESS_PROFILE_FIELDS: readonly BusinessProfileField[] = [
  'name',
  'email',
  'phone_number',
  'registry_id',
  'short_description',
  'long_description',
  'short_description_fr',
  'long_description_fr',
];

type Texts = Record<BusinessProfileField, string>;

/** Each description's English field, its French one and the rows its text area starts with. */
const DESCRIPTIONS = [
  ['short_description', 'short_description_fr', 2],
  ['long_description', 'long_description_fr', 4],
] as const satisfies readonly (readonly [BusinessProfileField, BusinessProfileField, number])[];

export interface BusinessProfileFormProps {
  /** The business's current values (null shows as empty). */
  initialValues: Partial<Record<BusinessProfileField, string | null>>;
  /**
   * Called with the changed fields only, empty optional text as null. A returned promise shows
   * a loader; a rejection keeps the form and shows the server's field messages (an AppError's
   * `errors`) under their fields.
   */
  onSubmit: (patch: Partial<BusinessProfileValues>) => void | Promise<unknown>;
  /**
   * Which fields to show, e.g. only the descriptions in a setup step. @default all: the
   * French descriptions sit beside the English ones (what French visitors of the site read).
   */
  fields?: readonly BusinessProfileField[];
  /** @default 'Save changes' */
  submitLabel?: string;
  /** Allows submitting with nothing changed (a setup step's "Continue"). @default false */
  allowUnchanged?: boolean;
  /** Labels in an app's own words (a setup step's); the others are ui-kit's. */
  labels?: Partial<Record<BusinessProfileField, string>>;
  /** A line of help under a field's label. */
  descriptions?: Partial<Record<BusinessProfileField, ReactNode>>;
  /**
   * Each description's French field before its English one (the left column, and first in
   * reading and tab order): for a French-first business, whose site greets visitors in French.
   * @default false
   */
  frenchFirst?: boolean;
}

const textsOf = (values: BusinessProfileFormProps['initialValues']): Texts =>
  Object.fromEntries(BUSINESS_PROFILE_FIELDS.map((f) => [f, values[f] ?? ''])) as Texts;

/**
 * A business's name, e-mail, phone number, registry id and short and long descriptions, each
 * description in English and in Canadian French.
 */
export function BusinessProfileForm({
  initialValues,
  onSubmit,
  fields = BUSINESS_PROFILE_FIELDS,
  submitLabel,
  allowUnchanged = false,
  labels,
  descriptions,
  frenchFirst = false,
}: BusinessProfileFormProps) {
  const { t } = useTranslation('ui');
  const msg = useMessage();
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
      Object.fromEntries(
        fields.map((f) => [f, f !== 'name' && values[f].trim() === '' ? null : values[f]]),
      ),
    );
    if (!parsed.success) {
      const found: Partial<Record<BusinessProfileField, string>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as BusinessProfileField] ??= issue.message;
      setErrors(found);
      return;
    }
    const data = parsed.data as Partial<BusinessProfileValues>;
    const patch = Object.fromEntries(
      changed.map((f) => [f, data[f]]),
    ) as Partial<BusinessProfileValues>;
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
    label: labels?.[field] ?? t(`businessProfile.${field}`),
    description: descriptions?.[field],
    value: values[field],
    error: msg(errors[field]) || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });
  const has = (field: BusinessProfileField) => fields.includes(field);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('businessProfile.label')}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {has('name') && <TextInput required {...bind('name')} />}
          {has('email') && <TextInput type="email" autoComplete="email" {...bind('email')} />}
          {has('phone_number') && (
            <TextInput type="tel" autoComplete="tel" {...bind('phone_number')} />
          )}
          {has('registry_id') && <TextInput {...bind('registry_id')} />}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {DESCRIPTIONS.flatMap(([english, french, minRows]) =>
            (frenchFirst ? [french, english] : [english, french])
              .filter(has)
              .map((field) => (
                <Textarea
                  key={field}
                  autosize
                  minRows={minRows}
                  lang={field === french ? 'fr-CA' : 'en'}
                  {...bind(field)}
                />
              )),
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!allowUnchanged && changed.length === 0}>
            {submitLabel ?? t('actions.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
