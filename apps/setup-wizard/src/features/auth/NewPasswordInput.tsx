import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A required password the admin chooses now, so browsers offer to generate and save it. */
export function NewPasswordInput(props: PasswordInputProps) {
  return <PasswordInput autoComplete="new-password" withAsterisk {...props} />;
}
