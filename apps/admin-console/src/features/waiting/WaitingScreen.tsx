import { Center, Loader, Stack, Text } from '@mantine/core';

/** A full-page spinner with a line of text, for screens that hand over to another page. */
export function WaitingScreen({ text }: { text: string }) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Loader size="lg" />
        <Text size="lg" ta="center">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
