import { Alert, Badge, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import {
  catalogQueries,
  createService,
  deleteService,
  deleteServiceImage,
  referenceQueries,
  servicePatch,
  updateService,
  uploadServiceImage,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DEFAULT_PAGE_SIZE,
  formatMinutes,
  ServiceMessages,
  serviceFormToInput,
  serviceToForm,
  type Service,
  type ServiceFormValues,
} from '@rendezvous/domain';
import {
  ConfirmDialog,
  DataTable,
  DebouncedSearch,
  ImageUploadField,
  Money,
  RowActions,
  ServiceForm,
  showErrorToast,
  type DataTableColumn,
  type ServiceFormFields,
} from '@rendezvous/ui-kit';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useMessage } from '../../../i18n/use-message';
import { useCatalogChanged } from './catalog-changes';
import { clearServiceDraft, saveServiceDraft, takeServiceDraft } from './service-draft';
import { usePendingImage } from './use-pending-image';
import { usePagedSearch } from '../../navigation/use-paged-search';

/** A service nobody offers cannot be booked, and the public site leaves it out. */
const unoffered = (service: Service) => service.consultants_count === 0;

const columnsIn = (t: TFunction<'business'>): DataTableColumn<Service>[] => [
  {
    accessorKey: 'name',
    header: t('services.name'),
    Cell: ({ row }) => (
      <Group gap="xs" wrap="wrap">
        <span>{row.original.name}</span>
        {unoffered(row.original) && (
          <Badge color="orange" variant="light" size="sm">
            {t('services.noConsultant')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'category',
    header: t('services.category'),
    visibleFrom: 'sm',
    accessorFn: (service) => service.service_category?.name ?? '',
  },
  {
    id: 'price',
    header: t('services.price'),
    accessorFn: (service) => service.price,
    Cell: ({ row }) => <Money cents={row.original.price} />,
  },
  {
    id: 'length',
    header: t('services.length'),
    visibleFrom: 'md',
    accessorFn: (service) =>
      service.appointment_length_decider === 'business'
        ? formatMinutes(service.appointment_length)
        : t('services.lengthRange', {
            min: formatMinutes(service.minimum_appointment_length),
            max: formatMinutes(service.maximum_appointment_length),
          }),
  },
];

type Dialog =
  { kind: 'add'; initialValues?: Partial<ServiceFormFields> } | { kind: 'view'; service: Service };

/** The Services tab's list: a page of 10, search, add, view / edit and delete. */
export function ServicesPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('business');
  const msg = useMessage();
  const columns = useMemo(() => columnsIn(t), [t]);
  const api = useApi();
  const changed = useCatalogChanged();
  const { page, setPage, search, searchProps } = usePagedSearch();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const pendingImage = usePendingImage();

  const list = useQuery(
    catalogQueries.services(api, businessId, { paginate: DEFAULT_PAGE_SIZE, page, search }),
  );
  // Every category for the form's select (the API serves up to 100 a page).
  const categories = useQuery(
    catalogQueries.categories(api, businessId, { paginate: 100, page: 1 }),
  );
  const periods = useQuery(referenceQueries.subscriptionPeriods(api));

  // A draft left in an add dialog (page left while it was open) reopens it once.
  const draftChecked = useRef(false);
  useEffect(() => {
    if (draftChecked.current || !categories.data) return;
    draftChecked.current = true;
    const draft = takeServiceDraft(businessId);
    if (draft && categories.data.total > 0) setDialog({ kind: 'add', initialValues: draft });
  }, [businessId, categories.data]);

  const openAdd = () => {
    if (categories.data && categories.data.total === 0) {
      showErrorToast(msg(ServiceMessages.noCategory));
      return;
    }
    pendingImage.clear();
    setDialog({ kind: 'add' });
  };

  const close = () => {
    if (dialog?.kind === 'add') clearServiceDraft();
    pendingImage.clear();
    setDialog(null);
  };

  const add = async (values: ServiceFormValues) => {
    const created = await createService(api, serviceFormToInput(values));
    clearServiceDraft();
    if (pendingImage.file) {
      // The service exists; a failed upload is reported by the client and can be retried.
      await uploadServiceImage(api, created.id, pendingImage.file).catch(() => undefined);
    }
    pendingImage.clear();
    setDialog(null);
    setPage(1);
    await changed();
  };

  const update = async (service: Service, values: ServiceFormValues) => {
    const current = serviceFormToInput(serviceToForm(service) as ServiceFormValues);
    const patch = servicePatch(current, serviceFormToInput(values));
    if (Object.keys(patch).length > 0) await updateService(api, service.id, patch);
    setDialog(null);
    await changed();
  };

  const formReady = categories.data && periods.data;
  // The periods' names come from the API, in English.
  const periodChoices = useMemo(
    () =>
      periods.data?.map((period) => ({
        ...period,
        description: msg(period.description ?? period.period),
      })),
    [periods.data, msg],
  );

  const someUnoffered = list.data?.data.some(unoffered) ?? false;

  return (
    <>
      {someUnoffered && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('services.unofferedTitle')}
          mb="md"
        >
          {t('services.unofferedText')}
        </Alert>
      )}
      <DataTable
        columns={columns}
        data={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isFetching}
        error={list.isError ? t('services.loadError') : undefined}
        onRetry={() => void list.refetch()}
        emptyText={search ? t('services.noMatch') : t('services.empty')}
        getRowId={(service) => String(service.id)}
        onRowClick={(service) => setDialog({ kind: 'view', service })}
        renderRowActions={(service) => (
          <RowActions
            onView={() => setDialog({ kind: 'view', service })}
            onDelete={() => setDeleting(service)}
          />
        )}
        toolbar={
          <>
            <DebouncedSearch
              aria-label={t('services.search')}
              placeholder={t('services.search')}
              {...searchProps}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
              {t('services.add')}
            </Button>
          </>
        }
      />

      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog?.kind === 'view' ? dialog.service.name : t('services.add')}
        size="lg"
      >
        {dialog && !formReady && (
          <Center py="lg">
            <Loader aria-label={t('services.loadingForm')} />
          </Center>
        )}
        {dialog?.kind === 'add' && formReady && (
          <ServiceForm
            categories={categories.data.data}
            subscriptionPeriods={periodChoices ?? []}
            initialValues={dialog.initialValues}
            submitLabel={t('form.add')}
            onCancel={close}
            onSubmit={add}
            onValuesChange={(values, dirty) =>
              dirty ? saveServiceDraft(businessId, values) : clearServiceDraft()
            }
            image={
              <ImageUploadField
                label={t('services.image')}
                value={pendingImage.previewUrl}
                onUpload={pendingImage.choose}
                onRemove={pendingImage.file ? pendingImage.clear : undefined}
              />
            }
          />
        )}
        {dialog?.kind === 'view' && formReady && (
          <ServiceForm
            key={dialog.service.id}
            categories={categories.data.data}
            subscriptionPeriods={periodChoices ?? []}
            initialValues={serviceToForm(dialog.service)}
            submitLabel={t('form.update')}
            onCancel={close}
            onSubmit={(values) => update(dialog.service, values)}
            image={
              <ImageUploadField
                label={t('services.image')}
                value={dialog.service.image_url}
                onUpload={async (file) => {
                  const saved = await uploadServiceImage(api, dialog.service.id, file);
                  setDialog({
                    kind: 'view',
                    service: { ...dialog.service, image_url: saved.image_url },
                  });
                  await changed();
                }}
                onRemove={
                  dialog.service.image_url
                    ? async () => {
                        await deleteServiceImage(api, dialog.service.id);
                        setDialog({
                          kind: 'view',
                          service: { ...dialog.service, image_url: null },
                        });
                        await changed();
                      }
                    : undefined
                }
              />
            }
          />
        )}
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title={t('services.delete')}
        message={
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="services.deleteConfirm"
              values={{ name: deleting?.name ?? '' }}
              components={{ strong: <strong /> }}
            />
          </Text>
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteService(api, deleting.id);
          await changed();
        }}
      />
    </>
  );
}
