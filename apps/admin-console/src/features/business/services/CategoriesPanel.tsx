import { Button, Modal, Text } from '@mantine/core';
import {
  catalogQueries,
  createServiceCategory,
  deleteFile,
  deleteServiceCategory,
  replaceFile,
  updateServiceCategory,
  uploadFile,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DEFAULT_PAGE_SIZE,
  FILE_ITEM_TYPES,
  type ServiceCategory,
  type ServiceCategoryForm,
} from '@rendezvous/domain';
import {
  CategoryForm,
  ConfirmDialog,
  DataTable,
  DebouncedSearch,
  ImageUploadField,
  RowActions,
  type DataTableColumn,
} from '@rendezvous/ui-kit';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useCatalogChanged } from './catalog-changes';
import { usePendingImage } from './use-pending-image';
import { usePagedSearch } from '../../navigation/use-paged-search';

type Dialog = { kind: 'add' } | { kind: 'view'; category: ServiceCategory };

const imageTarget = (businessId: number, categoryId: number) => ({
  business_id: businessId,
  entity_type: 'service_category' as const,
  entity_id: categoryId,
  item_type: FILE_ITEM_TYPES.service_category,
});

/** The Categories tab's list: a page of 10, search, add, view / edit and delete. */
export function CategoriesPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('business');
  const columns = useMemo<DataTableColumn<ServiceCategory>[]>(
    () => [{ accessorKey: 'name', header: t('categories.name') }],
    [t],
  );
  const api = useApi();
  const changed = useCatalogChanged();
  const { page, setPage, search, searchProps } = usePagedSearch();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState<ServiceCategory | null>(null);
  const pendingImage = usePendingImage();

  const list = useQuery(
    catalogQueries.categories(api, businessId, { paginate: DEFAULT_PAGE_SIZE, page, search }),
  );

  const close = () => {
    pendingImage.clear();
    setDialog(null);
  };

  const add = async (values: ServiceCategoryForm) => {
    const created = await createServiceCategory(api, { ...values, business_id: businessId });
    if (pendingImage.file) {
      // The category exists; a failed upload is reported by the client and can be retried.
      await uploadFile(api, {
        ...imageTarget(businessId, created.id),
        file: pendingImage.file,
      }).catch(() => undefined);
    }
    close();
    setPage(1);
    await changed();
  };

  const update = async (category: ServiceCategory, values: ServiceCategoryForm) => {
    if (values.name !== category.name || (values.name_fr ?? null) !== (category.name_fr ?? null)) {
      await updateServiceCategory(api, category.id, values);
    }
    close();
    await changed();
  };

  const setImage = async (category: ServiceCategory, file: File | null) => {
    const target = imageTarget(businessId, category.id);
    let image_url: string | null = null;
    if (!file) await deleteFile(api, target);
    else if (category.image_url) image_url = (await replaceFile(api, { ...target, file })).url;
    else image_url = (await uploadFile(api, { ...target, file })).url;
    setDialog({ kind: 'view', category: { ...category, image_url } });
    await changed();
  };

  return (
    <>
      <DataTable
        columns={columns}
        data={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isFetching}
        error={list.isError ? t('categories.loadError') : undefined}
        onRetry={() => void list.refetch()}
        emptyText={search ? t('categories.noMatch') : t('categories.empty')}
        getRowId={(category) => String(category.id)}
        onRowClick={(category) => setDialog({ kind: 'view', category })}
        renderRowActions={(category) => (
          <RowActions
            onView={() => setDialog({ kind: 'view', category })}
            onDelete={() => setDeleting(category)}
          />
        )}
        toolbar={
          <>
            <DebouncedSearch
              aria-label={t('categories.search')}
              placeholder={t('categories.search')}
              {...searchProps}
            />
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                pendingImage.clear();
                setDialog({ kind: 'add' });
              }}
            >
              {t('categories.add')}
            </Button>
          </>
        }
      />

      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog?.kind === 'view' ? dialog.category.name : t('categories.add')}
      >
        {dialog?.kind === 'add' && (
          <CategoryForm
            submitLabel={t('form.add')}
            onCancel={close}
            onSubmit={add}
            image={
              <ImageUploadField
                label={t('categories.image')}
                value={pendingImage.previewUrl}
                onUpload={pendingImage.choose}
                onRemove={pendingImage.file ? pendingImage.clear : undefined}
              />
            }
          />
        )}
        {dialog?.kind === 'view' && (
          <CategoryForm
            key={dialog.category.id}
            initialValues={{ name: dialog.category.name, name_fr: dialog.category.name_fr ?? '' }}
            submitLabel={t('form.update')}
            onCancel={close}
            onSubmit={(values) => update(dialog.category, values)}
            image={
              <ImageUploadField
                label={t('categories.image')}
                value={dialog.category.image_url}
                onUpload={(file) => setImage(dialog.category, file)}
                onRemove={
                  dialog.category.image_url ? () => setImage(dialog.category, null) : undefined
                }
              />
            }
          />
        )}
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title={t('categories.delete')}
        message={
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="categories.deleteConfirm"
              values={{ name: deleting?.name ?? '' }}
              components={{ strong: <strong /> }}
            />
          </Text>
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteServiceCategory(api, deleting.id);
          await changed();
        }}
      />
    </>
  );
}
