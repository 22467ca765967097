import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@rendezvous/ui-kit';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation('shell');
  usePageTitle(t('notFound.title'));
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to="/dashboard">
          {t('goToDashboard')}
        </Button>
      </Stack>
    </Center>
  );
}
