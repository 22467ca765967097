import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { usePageTitle } from '@rendezvous/ui-kit';
import { loadPage } from '../navigation/load-page';
import { useTranslation } from 'react-i18next';

/**
 * Where every app lands after the API answered 502 (badGatewayRedirect). Retrying is left to
 * the admin, so an API that is still down does not reload the page in a loop.
 */
export function ServerUnavailable({ retryPath }: { retryPath: string }) {
  const { t } = useTranslation('shell');
  usePageTitle(t('unavailable.title'));
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={440}>
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconPlugConnectedX size={28} />
        </ThemeIcon>
        <Title order={1} size="h3" ta="center">
          {t('unavailable.heading')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('unavailable.text')}
        </Text>
        {/* A full load: the page may belong to another app, and every cache starts afresh. */}
        <Button onClick={() => loadPage(retryPath)}>{t('tryAgain')}</Button>
      </Stack>
    </Center>
  );
}
