import { Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface NameFieldsProps<Values extends { firstname: string; lastname: string }> {
  form: UseFormReturnType<Values>;
}

/** The first and last name, side by side, of a form that asks for both. */
export function NameFields<Values extends { firstname: string; lastname: string }>({
  form,
}: NameFieldsProps<Values>) {
  return (
    <Group grow align="flex-start">
      <TextInput
        label="First name"
        autoComplete="given-name"
        withAsterisk
        {...form.getInputProps('firstname')}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        withAsterisk
        {...form.getInputProps('lastname')}
      />
    </Group>
  );
}
