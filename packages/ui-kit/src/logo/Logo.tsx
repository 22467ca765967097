import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';

/** The product's name and mark. */
export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
        <IconCalendarCheck size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Rendezvous
      </Text>
    </Group>
  );
}
