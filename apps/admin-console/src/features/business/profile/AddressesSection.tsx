import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  addressQueries,
  createAddress,
  deleteAddress,
  mapQueries,
  referenceQueries,
  updateAddress,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  AddressMessages,
  canDeleteAddress,
  formatAddress,
  type Address,
  type AddressFormValues,
  type Business,
  type Country,
} from '@rendezvous/domain';
import {
  AddressForm,
  ConfirmDialog,
  EmptyState,
  LocationMap,
  showErrorToast,
} from '@rendezvous/ui-kit';
import { IconMapPin, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';

type Dialog = { kind: 'add' } | { kind: 'edit'; address: Address };

const COUNTRY_QUERY = { active: true, appendStates: true } as const;

function namesOf(countries: readonly Country[] | undefined, address: Address) {
  const country = countries?.find((c) => c.id === address.country_id);
  return {
    country: country?.name,
    state: country?.states?.find((s) => s.id === address.state_id)?.name,
  };
}

export interface AddressesSectionProps {
  business: Business;
  onChanged: () => Promise<void>;
}

/**
 * The business's addresses as cards with a map pin; add and edit in a dialog (geocoded by the
 * server, which refuses an address it cannot find), delete while at least two remain.
 */
export function AddressesSection({ business, onChanged }: AddressesSectionProps) {
  const { t } = useTranslation('business');
  const msg = useMessage();
  const api = useApi();
  const countries = useQuery(referenceQueries.countries(api, COUNTRY_QUERY));
  const map = useQuery(mapQueries.config(api));
  const queryClient = useQueryClient();
  const searchAddresses = useCallback(
    (text: string, country: string | undefined) =>
      queryClient.fetchQuery(addressQueries.suggestions(api, text, country)),
    [api, queryClient],
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addresses = business.addresses ?? [];
  const deletable = canDeleteAddress(addresses);

  const save = async (values: AddressFormValues) => {
    if (dialog?.kind === 'edit') await updateAddress(api, dialog.address.id, values);
    else
      await createAddress(api, {
        ...values,
        addressable_id: business.id,
        addressable_type: 'business',
      });
    setDialog(null);
    await onChanged();
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('addresses.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {t('addresses.add')}
        </Button>
      </Group>
      {addresses.length === 0 ? (
        <EmptyState text={t('addresses.empty')} icon={<IconMapPin size={24} />} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {addresses.map((address) => {
            const oneLine =
              address.gmaps_full_address ??
              formatAddress(address, namesOf(countries.data, address));
            return (
              <Card key={address.id} withBorder padding="sm" radius="md">
                <Card.Section>
                  <LocationMap
                    latitude={address.gmaps_latitude}
                    longitude={address.gmaps_longitude}
                    tileUrl={map.data?.tile_url}
                    attribution={map.data?.attribution}
                    label={oneLine}
                    height={160}
                  />
                </Card.Section>
                <Group justify="space-between" wrap="nowrap" mt="sm" align="flex-start">
                  <Text size="sm">{oneLine}</Text>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('addresses.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('addresses.editOne', { address: oneLine })}
                        onClick={() => setDialog({ kind: 'edit', address })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip
                      label={deletable ? t('addresses.delete') : msg(AddressMessages.lastAddress)}
                    >
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('addresses.deleteOne', { address: oneLine })}
                        disabled={!deletable}
                        onClick={() => setDeleting(address)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      {map.data?.geocoder === 'offline' && addresses.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('addresses.offlineGeocoder')}
        </Text>
      )}

      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'edit' ? t('addresses.edit') : t('addresses.add')}
        size="lg"
      >
        {countries.isError ? (
          <Text c="red" size="sm">
            {t('addresses.countriesError')}
          </Text>
        ) : countries.data ? (
          <AddressForm
            key={dialog?.kind === 'edit' ? dialog.address.id : 'new'}
            countries={countries.data}
            initialValues={dialog?.kind === 'edit' ? dialog.address : undefined}
            submitLabel={dialog?.kind === 'edit' ? t('form.update') : t('form.add')}
            onSubmit={save}
            searchAddresses={searchAddresses}
            onInvalid={() => showErrorToast(msg(AddressMessages.formIncomplete))}
            onCancel={() => setDialog(null)}
          />
        ) : (
          <Text size="sm">{t('addresses.loadingCountries')}</Text>
        )}
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title={t('addresses.delete')}
        message={t('addresses.deleteConfirm')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteAddress(api, deleting.id);
          await onChanged();
        }}
      />
    </Stack>
  );
}
