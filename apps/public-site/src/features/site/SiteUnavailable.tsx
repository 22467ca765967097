import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useSiteTitle } from '../../i18n/use-site-title';

/**
 * A site that cannot be shown: it does not exist, or it is not published. The address typed is
 * never repeated on the page (it could be anything).
 */
export function SiteUnavailable({
  reason,
  onRetry,
}: {
  reason: 'notFound' | 'notPublished' | 'failed' | 'pageNotFound';
  /** Offered when loading failed for another reason (the network, the server). */
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const title = t(`unavailable.${reason}.title`);
  useSiteTitle(title);
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1} ta="center">
          {title}
        </Title>
        <Text c="dark.5" ta="center">
          {t(`unavailable.${reason}.text`)}
        </Text>
        {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
        <LanguageSwitch />
      </Stack>
    </Center>
  );
}
