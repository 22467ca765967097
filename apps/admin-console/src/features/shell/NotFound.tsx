import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@rendezvous/ui-kit';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed" ta="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/dashboard">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
