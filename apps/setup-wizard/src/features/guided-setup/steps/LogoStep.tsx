import { Text } from '@mantine/core';
import { replaceFile, uploadFile } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { FILE_ITEM_TYPES } from '@rendezvous/domain';
import { ImageUploadField } from '@rendezvous/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../GuidedSetup';
import { refreshSetup } from './refresh';

/** The business logo: shown on the website and in the messages clients receive. */
export function LogoStep({ business }: StepProps) {
  const api = useApi();
  const { t } = useTranslation('guided-setup');
  const queryClient = useQueryClient();
  const target = {
    business_id: business.id,
    entity_type: 'business' as const,
    entity_id: business.id,
    item_type: FILE_ITEM_TYPES.business,
  };
  const upload = useMutation({
    mutationFn: (file: File) =>
      (business.logo_url ? replaceFile : uploadFile)(api, { ...target, file }),
    onSuccess: () => refreshSetup(queryClient, business.id),
  });

  return (
    <>
      <Text>{t('logo.intro')}</Text>
      <ImageUploadField
        label={t('logo.label')}
        value={business.logo_url}
        name={business.name}
        onUpload={(file) => upload.mutateAsync(file)}
        loading={upload.isPending}
      />
    </>
  );
}
