import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, e.g. 'No new appointments'. */
  text: ReactNode;
  /** @default an inbox icon */
  icon?: ReactNode;
  /** Optional next step, e.g. an "Add New" button. */
  action?: ReactNode;
}

/** Centred placeholder for a list or panel with nothing to show. */
export function EmptyState({ text, icon = <IconInbox size={24} />, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text c="dimmed" size="sm" ta="center">
        {text}
      </Text>
      {action}
    </Stack>
  );
}
