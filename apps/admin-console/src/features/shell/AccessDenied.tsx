import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePageTitle } from '@rendezvous/ui-kit';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';

/**
 * The page the admin opened first is not theirs to see; with no previous page to stay on,
 * the message is shown here with a way back to the dashboard.
 */
export function AccessDenied({ message }: { message: string }) {
  const { t } = useTranslation('shell');
  const msg = useMessage();
  usePageTitle(t('accessDenied.title'));
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" gap="md" maw={460}>
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} size="h3" ta="center">
          {t('accessDenied.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {msg(message)}
        </Text>
        <Button component={Link} to="/dashboard">
          {t('goToDashboard')}
        </Button>
      </Stack>
    </Center>
  );
}
