import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { businessKeys, deleteThemeEntity, quietly } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DATA_ITERATOR_DEFAULT_PAGE_SIZE,
  DATA_ITERATOR_PAGE_SIZES,
  PropertyMessages,
  ThemeMessages,
  nextOrder,
  type BusinessThemeEntity,
} from '@rendezvous/domain';
import {
  ConfirmDialog,
  EmptyState,
  Paginator,
  showErrorToast,
  showSuccessToast,
} from '@rendezvous/ui-kit';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message';
import { blocksOf } from './blocks';
import { PropertyCard } from './PropertyCard';
import { PropertyDialog, type PropertySubmission } from './PropertyDialog';
import type { StepProps } from './types';
import { useSaveBlocks } from './use-save-block';

/** The editor's texts about properties the spec does not word. */
export const PropertyStepMessages = {
  saved: 'Property saved',
  updated: 'Property updated',
  deleted: 'Property deleted',
  deleteConfirm: 'Are you sure you want to delete this property? Its images are removed too.',
  empty: 'No properties yet. Add the first one.',
} as const;

/** The properties grid, 4, 8 or 12 cards a page (the spec's data iterator), with its add, edit and delete dialogs. */
export function PropertiesStep({ businessId, themeId, blocks }: StepProps) {
  const { t } = useTranslation('website');
  const msg = useMessage();
  const api = useApi();
  const queryClient = useQueryClient();
  const properties = blocksOf(blocks, 'property');
  const [dialog, setDialog] = useState<{ property: BusinessThemeEntity | undefined } | null>(null);
  const [deleting, setDeleting] = useState<BusinessThemeEntity | null>(null);
  const { save, saving, failure } = useSaveBlocks();
  const [pageSize, setPageSize] = useState<number>(DATA_ITERATOR_DEFAULT_PAGE_SIZE);
  const [wantedPage, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(properties.length / pageSize));
  // A deletion that empties the last page shows the one before it.
  const page = Math.min(wantedPage, lastPage);
  const shown = properties.slice((page - 1) * pageSize, page * pageSize);

  const saveProperty = async ({ items, textKeys, images, removeFileIds }: PropertySubmission) => {
    const property = dialog?.property;
    const result = await save(
      [
        {
          businessId,
          themeId,
          kind: 'property',
          existing: property,
          order: nextOrder(properties),
          items,
          textKeys,
          images,
          removeFileIds,
        },
      ],
      {
        success: property ? t('properties.updated') : t('properties.saved'),
        // A property is a card of the theme: the spec's card messages (business-config §8).
        error: msg(property ? ThemeMessages.updateCardError : ThemeMessages.saveCardError),
      },
    );
    // A new property whose items or images failed exists now: trying again updates it.
    if (!result.ok && result.entity) setDialog({ property: result.entity });
    // A new property is the last card: show the page it is on.
    if (result.ok && !property) setPage(Math.floor(properties.length / pageSize) + 1);
    return result.ok;
  };

  const remove = async (property: BusinessThemeEntity) => {
    try {
      // Quiet: the spec's own messages below are this action's one toast.
      await deleteThemeEntity(quietly(api), property.id);
      showSuccessToast(t('properties.deleted'));
    } catch (error) {
      showErrorToast(msg(ThemeMessages.deletePropertyError));
      throw error;
    } finally {
      await queryClient.invalidateQueries({ queryKey: businessKeys.all });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ property: undefined })}
        >
          {msg(PropertyMessages.addNew)}
        </Button>
      </Group>
      {properties.length === 0 ? (
        <EmptyState text={t('properties.empty')} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {shown.map((property) => (
              <PropertyCard
                key={property.id}
                property={property}
                onEdit={() => setDialog({ property })}
                onDelete={() => setDeleting(property)}
              />
            ))}
          </SimpleGrid>
          <Paginator
            page={page}
            lastPage={lastPage}
            onChange={setPage}
            pageSizes={DATA_ITERATOR_PAGE_SIZES}
            pageSize={pageSize}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            pageSizeLabel={t('properties.perPage')}
          />
        </>
      )}
      {dialog && (
        <PropertyDialog
          property={dialog.property}
          saving={saving}
          failure={failure}
          onClose={() => setDialog(null)}
          onSave={saveProperty}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('properties.deleteTitle')}
        message={t('properties.deleteConfirm')}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
