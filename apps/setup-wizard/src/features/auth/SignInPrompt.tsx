import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The way to the console's sign-in (another app on this origin: a plain link) under a form. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Text size="sm" ta="center" c="dimmed">
      {children}{' '}
      <Anchor href="/sign-in" fw={500}>
        {t('signIn.link')}
      </Anchor>
    </Text>
  );
}
