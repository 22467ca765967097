import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  ServiceCategoryFormSchema,
  type ServiceCategoryForm as CategoryFormValues,
} from '@rendezvous/domain';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';

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

/** The add / view service category dialog's form: a name (and the app's image slot). */
export function CategoryForm({
  initialValues,
  onSubmit,
  onValuesChange,
  onCancel,
  submitLabel = 'Save',
  image,
}: CategoryFormProps) {
  const initial = useRef<CategoryFormValues>({ name: '', ...initialValues });
  const [form, setForm] = useState<CategoryFormValues>(initial.current);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ServiceCategoryFormSchema.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (failure) {
      // The failed call already told the user why; the form keeps what they typed.
      setError((failure as { errors?: Record<string, string[]> } | null)?.errors?.name?.[0]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Service category">
      <Stack gap="md">
        {image}
        <TextInput
          label="Service category name"
          required
          value={form.name}
          error={error}
          onChange={(event) => {
            const next = { ...form, name: event.currentTarget.value };
            setForm(next);
            setError(undefined);
            onValuesChange?.(next, next.name !== initial.current.name);
          }}
        />
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
