import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePageTitle } from '@rendezvous/ui-kit';
import { Link } from '@tanstack/react-router';

/**
 * The page the admin opened first is not theirs to see; with no previous page to stay on,
 * the message is shown here with a way back to the dashboard.
 */
export function AccessDenied({ message }: { message: string }) {
  usePageTitle('Access denied');
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" gap="md" maw={460}>
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} size="h3" ta="center">
          Access denied
        </Title>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        <Button component={Link} to="/dashboard">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
