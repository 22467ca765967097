import { Center, Loader, Stack, Title } from '@mantine/core';
import { usePageTitle } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';

/** A full-page spinner with a line of text, for screens that hand over to another page. */
export function WaitingScreen({ text }: { text: string }) {
  const { t } = useTranslation('shell');
  usePageTitle(t('wait.title'));
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Loader size="lg" aria-hidden />
        <Title order={1} size="h4" fw={400} ta="center">
          {text}
        </Title>
      </Stack>
    </Center>
  );
}
