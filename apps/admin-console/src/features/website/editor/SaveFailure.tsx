import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveStep } from './save-block';

/** Says where a save stopped, under the form that was saved. */
export function SaveFailure({ step }: { step: SaveStep | null }) {
  const { t } = useTranslation('website');
  if (!step) return null;
  return (
    <Alert color="red" role="alert" title={t('saveFailure.title')}>
      {t(`saveFailure.${step}`)}
    </Alert>
  );
}
