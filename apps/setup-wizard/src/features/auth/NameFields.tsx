import { Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export interface NameFieldsProps<Values extends { firstname: string; lastname: string }> {
  form: UseFormReturnType<Values>;
}

/** The first and last name, side by side, of a form that asks for both. */
export function NameFields<Values extends { firstname: string; lastname: string }>({
  form,
}: NameFieldsProps<Values>) {
  const { t } = useTranslation('auth');
  return (
    <Group grow align="flex-start">
      <TextInput
        label={t('fields.firstName')}
        autoComplete="given-name"
        withAsterisk
        {...form.getInputProps('firstname')}
      />
      <TextInput
        label={t('fields.lastName')}
        autoComplete="family-name"
        withAsterisk
        {...form.getInputProps('lastname')}
      />
    </Group>
  );
}
