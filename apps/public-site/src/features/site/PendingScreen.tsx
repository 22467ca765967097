import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page waits for its data. */
export function PendingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
