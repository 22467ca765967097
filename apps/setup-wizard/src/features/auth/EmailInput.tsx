import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The admin's email address, required, which browsers can fill in. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      withAsterisk
      {...props}
    />
  );
}
