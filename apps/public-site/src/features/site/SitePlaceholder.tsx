import { Container, Stack, Text, Title } from '@mantine/core';

/** The heading of a public page while its content is being built. */
export function SitePlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
    </Container>
  );
}
