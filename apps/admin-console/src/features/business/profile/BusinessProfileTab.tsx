import { Divider, Group, Select, Stack, Text } from '@mantine/core';
import { deleteFile, replaceFile, updateBusiness, uploadFile } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { isPlatformAdmin } from '@rendezvous/permissions';
import {
  BUSINESS_STATUSES,
  FILE_ITEM_TYPES,
  type Business,
  type UpdateBusinessInput,
} from '@rendezvous/domain';
import { BusinessProfileForm, ImageUploadField, StatusChip } from '@rendezvous/ui-kit';
import { useTranslation } from 'react-i18next';
import { useCurrentAdmin } from '../../auth/use-current-admin';
import { AddressesSection } from './AddressesSection';
import { BusinessTagsField } from './BusinessTagsField';
import { useBusinessChanged } from './use-business-changed';

/**
 * The Profile tab of a business: logo, details, status (a platform admin changes it, a
 * business admin sees it), tags and addresses.
 */
export function BusinessProfileTab({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const api = useApi();
  const admin = useCurrentAdmin();
  const changed = useBusinessChanged();
  const platformAdmin = admin ? isPlatformAdmin(admin) : false;
  const logoTarget = {
    business_id: business.id,
    entity_type: 'business' as const,
    entity_id: business.id,
    item_type: FILE_ITEM_TYPES.business,
  };

  const save = async (patch: UpdateBusinessInput) => {
    await updateBusiness(api, business.id, patch);
    await changed();
  };

  return (
    <Stack gap="lg">
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="lg">
        <ImageUploadField
          label={t('profile.logo')}
          value={business.logo_url}
          onUpload={async (file) => {
            if (business.logo_url) await replaceFile(api, { ...logoTarget, file });
            else await uploadFile(api, { ...logoTarget, file });
            await changed();
          }}
          onRemove={
            business.logo_url
              ? async () => {
                  await deleteFile(api, logoTarget);
                  await changed();
                }
              : undefined
          }
        />
        {platformAdmin ? (
          <Select
            label={t('profile.status')}
            data={BUSINESS_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={business.status}
            allowDeselect={false}
            onChange={(value) => {
              if (value && value !== business.status) {
                void save({ status: value as Business['status'] }).catch(() => undefined);
              }
            }}
            w={200}
          />
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="business-status-label">
              {t('profile.status')}
            </Text>
            <StatusChip status={business.status} aria-labelledby="business-status-label" />
          </Stack>
        )}
      </Group>
      <BusinessProfileForm key={business.id} initialValues={business} onSubmit={save} />
      <BusinessTagsField key={`tags-${business.id}`} business={business} onSaved={changed} />
      <Divider />
      <AddressesSection business={business} onChanged={changed} />
    </Stack>
  );
}
