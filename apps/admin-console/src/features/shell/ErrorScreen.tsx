import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { HttpMessages } from '@rendezvous/domain';
import { usePageTitle } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';

/** Something failed while opening a page; the admin can try again without reloading. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const msg = useMessage();
  usePageTitle(t('error.title'));
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {t('error.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {msg(HttpMessages.internal)}
        </Text>
        <Button onClick={onRetry}>{t('tryAgain')}</Button>
      </Stack>
    </Center>
  );
}
