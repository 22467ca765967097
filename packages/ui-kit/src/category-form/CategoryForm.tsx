import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  ServiceCategoryFormSchema,
  type ServiceCategoryForm as CategoryFormValues,
} from '@rendezvous/domain';
import { useMessage } from '@rendezvous/i18n';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type { CategoryFormValues };

export interface CategoryFormProps {
  /** The category being viewed; a new one starts blank. */
  initialValues?: Partial<CategoryFormValues>;
  /**
   * Called with the checked values. A returned promise shows a loader; a rejection keeps the
   * form, with the server's message for the name (an AppError's `errors.name`) under it.
   */
  onSubmit: (values: CategoryFormValues) => void | Promise<unknown>;
  /** Every edit, with whether the form now differs from its initial values. */
  onValuesChange?: (values: CategoryFormValues, dirty: boolean) => void;
  onCancel?: () => void;
  /** @default 'Save' */
  submitLabel?: string;
  /** The category's image field (the app wires the upload), shown above the name. */
  image?: ReactNode;
}

/**
 * The add / view service category dialog's form: a name, in English and in French (and the
 * app's image slot).
 */
export function CategoryForm({
  initialValues,
  onSubmit,
  onValuesChange,
  onCancel,
  submitLabel,
  image,
}: CategoryFormProps) {
  const { t } = useTranslation('ui');
  const msg = useMessage();
  const initial = useRef<CategoryFormValues>({ name: '', ...initialValues });
  const [form, setForm] = useState<CategoryFormValues>(initial.current);
  const [error, setError] = useState<string | undefined>();
  const [frenchError, setFrenchError] = useState<string | undefined>();
  const dirty = (values: CategoryFormValues) =>
    values.name !== initial.current.name ||
    (values.name_fr ?? '') !== (initial.current.name_fr ?? '');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ServiceCategoryFormSchema.safeParse(form);
    if (!parsed.success) {
      const messageOf = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setError(messageOf('name'));
      setFrenchError(messageOf('name_fr'));
      return;
    }
    setSaving(true);
    try {
      // A blank French name is no French name: the site shows the English one.
      await onSubmit({ ...parsed.data, name_fr: parsed.data.name_fr || null });
    } catch (failure) {
      // The failed call already told the user why; the form keeps what they typed.
      const errors = (failure as { errors?: Record<string, string[]> } | null)?.errors;
      setError(errors?.name?.[0]);
      setFrenchError(errors?.name_fr?.[0]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('categoryForm.label')}>
      <Stack gap="md">
        {image}
        <TextInput
          label={t('categoryForm.name')}
          required
          value={form.name}
          error={msg(error) || undefined}
          onChange={(event) => {
            const next = { ...form, name: event.currentTarget.value };
            setForm(next);
            setError(undefined);
            onValuesChange?.(next, dirty(next));
          }}
        />
        <TextInput
          label={t('categoryForm.name_fr')}
          lang="fr-CA"
          value={form.name_fr ?? ''}
          error={msg(frenchError) || undefined}
          onChange={(event) => {
            const next = { ...form, name_fr: event.currentTarget.value };
            setForm(next);
            setFrenchError(undefined);
            onValuesChange?.(next, dirty(next));
          }}
        />
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
