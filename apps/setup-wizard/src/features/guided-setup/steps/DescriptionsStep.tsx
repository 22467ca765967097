import { Text } from '@mantine/core';
import { updateBusiness } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { UpdateBusinessInput } from '@rendezvous/domain';
import { BusinessProfileForm, type BusinessProfileField } from '@rendezvous/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../GuidedSetup';
import { refreshSetup } from './refresh';

const DESCRIPTION_FIELDS: readonly BusinessProfileField[] = [
  'short_description',
  'long_description',
  'short_description_fr',
  'long_description_fr',
];

/**
 * The short description (a sentence or two) and the long one (the website's "about"), each in
 * English and in Canadian French, with the console profile's form. A French-first business
 * (default language fr-CA) sees each French field first: its site greets visitors in French,
 * and it may go live only once every English text has its French.
 */
export function DescriptionsStep({ business, onDone }: StepProps) {
  const api = useApi();
  const { t } = useTranslation('guided-setup');
  const queryClient = useQueryClient();
  const frenchFirst = business.default_language === 'fr-CA';
  const save = useMutation({
    // Nothing changed: the step moves on without a call.
    mutationFn: async (patch: UpdateBusinessInput) => {
      if (Object.keys(patch).length > 0) await updateBusiness(api, business.id, patch);
    },
    onSuccess: async () => {
      await refreshSetup(queryClient, business.id);
      onDone();
    },
  });

  // Each French field has its English one's help: the same text, for the other visitors.
  const shortHelp = t('descriptions.shortHelp');
  const longHelp = t('descriptions.longHelp');
  return (
    <>
      <Text>{frenchFirst ? t('descriptions.introFrenchFirst') : t('descriptions.intro')}</Text>
      <BusinessProfileForm
        initialValues={business}
        fields={DESCRIPTION_FIELDS}
        frenchFirst={frenchFirst}
        labels={{
          short_description: t('descriptions.short'),
          long_description: t('descriptions.long'),
          short_description_fr: t('descriptions.shortFr'),
          long_description_fr: t('descriptions.longFr'),
        }}
        descriptions={{
          short_description: shortHelp,
          long_description: longHelp,
          short_description_fr: shortHelp,
          long_description_fr: longHelp,
        }}
        submitLabel={t('saveAndContinue')}
        allowUnchanged
        onSubmit={(patch) => save.mutateAsync(patch)}
      />
    </>
  );
}
