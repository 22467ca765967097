import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The way to the console's sign-in (another app on this origin: a plain link) under a form. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {children}{' '}
      <Anchor href="/sign-in" fw={500}>
        Sign in
      </Anchor>
    </Text>
  );
}
