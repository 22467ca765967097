import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { HttpMessages } from '@rendezvous/domain';
import { usePageTitle } from '@rendezvous/ui-kit';

/** Something failed while opening a page; the admin can try again without reloading. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  usePageTitle('Something went wrong');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed" ta="center">
          {HttpMessages.internal}
        </Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Center>
  );
}
