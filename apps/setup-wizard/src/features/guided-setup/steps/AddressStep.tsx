import { Center, Loader, Text } from '@mantine/core';
import { addressQueries, createAddress, referenceQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { AddressMessages, formatAddress } from '@rendezvous/domain';
import { AddressForm, showErrorToast } from '@rendezvous/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import type { StepProps } from '../GuidedSetup';
import { refreshSetup } from './refresh';

/** The business's address: checked by the geocoder, then shown on the website's map. */
export function AddressStep({ business, onDone }: StepProps) {
  const api = useApi();
  const { t } = useTranslation('guided-setup');
  const msg = useMessage();
  const queryClient = useQueryClient();
  const countries = useQuery(referenceQueries.countries(api, { active: true, appendStates: true }));
  const save = useMutation({
    mutationFn: (values: Parameters<typeof createAddress>[1]) => createAddress(api, values),
    onSuccess: async () => {
      await refreshSetup(queryClient, business.id);
      onDone();
    },
  });
  const searchAddresses = useCallback(
    (text: string, country: string | undefined) =>
      queryClient.fetchQuery(addressQueries.suggestions(api, text, country)),
    [api, queryClient],
  );
  const existing = business.addresses?.[0];

  if (existing) {
    return (
      <>
        <Text>
          <Trans
            t={t}
            i18nKey="address.current"
            values={{ address: existing.gmaps_full_address ?? formatAddress(existing) }}
            components={{ strong: <strong /> }}
          />
        </Text>
      </>
    );
  }
  if (countries.isPending) {
    return (
      <Center py="md">
        <Loader aria-label={t('address.loading')} />
      </Center>
    );
  }
  return (
    <>
      <Text>{t('address.intro')}</Text>
      <AddressForm
        countries={countries.data ?? []}
        submitLabel={t('saveAndContinue')}
        searchAddresses={searchAddresses}
        onInvalid={() => showErrorToast(msg(AddressMessages.formIncomplete))}
        onSubmit={(values) =>
          save.mutateAsync({
            ...values,
            addressable_id: business.id,
            addressable_type: 'business',
          })
        }
      />
    </>
  );
}
