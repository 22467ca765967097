import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { usePageTitle } from '@rendezvous/ui-kit';
import { loadPage } from '../navigation/load-page';

/**
 * Where every app lands after the API answered 502 (badGatewayRedirect). Retrying is left to
 * the admin, so an API that is still down does not reload the page in a loop.
 */
export function ServerUnavailable({ retryPath }: { retryPath: string }) {
  usePageTitle('Server unavailable');
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={440}>
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconPlugConnectedX size={28} />
        </ThemeIcon>
        <Title order={1} size="h3" ta="center">
          We can’t reach Rendezvous right now
        </Title>
        <Text c="dimmed" ta="center">
          The server did not answer. Your work is safe; please try again in a moment.
        </Text>
        {/* A full load: the page may belong to another app, and every cache starts afresh. */}
        <Button onClick={() => loadPage(retryPath)}>Try again</Button>
      </Stack>
    </Center>
  );
}
