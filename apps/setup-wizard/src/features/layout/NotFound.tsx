import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { WizardLayout } from './WizardLayout';

export function NotFound() {
  const { t } = useTranslation('wizard');
  return (
    <WizardLayout title={t('notFound.title')}>
      <Text c="dimmed">
        <Trans
          t={t}
          i18nKey="notFound.text"
          components={{ signup: <Anchor href="/signup" />, signin: <Anchor href="/sign-in" /> }}
        />
      </Text>
    </WizardLayout>
  );
}
