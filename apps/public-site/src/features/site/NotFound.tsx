import { Center, Stack, Text, Title } from '@mantine/core';

export function NotFound() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">This page does not exist or is no longer online.</Text>
      </Stack>
    </Center>
  );
}
