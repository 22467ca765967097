import { TextInput, type TextInputProps } from '@mantine/core';

/** The admin's email address, required, which browsers can fill in. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...props} />;
}
