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
import { useEffect, useRef, useState } from 'react';
import { useCatalogChanged } from './catalog-changes';
import { clearServiceDraft, saveServiceDraft, takeServiceDraft } from './service-draft';
import { usePendingImage } from './use-pending-image';
import { usePagedSearch } from '../../navigation/use-paged-search';

/** A service nobody offers cannot be booked, and the public site leaves it out. */
const unoffered = (service: Service) => service.consultants_count === 0;

const COLUMNS: DataTableColumn<Service>[] = [
  {
    accessorKey: 'name',
    header: 'Name',
    Cell: ({ row }) => (
      <Group gap="xs" wrap="wrap">
        <span>{row.original.name}</span>
        {unoffered(row.original) && (
          <Badge color="orange" variant="light" size="sm">
            No consultant
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'category',
    header: 'Category',
    visibleFrom: 'sm',
    accessorFn: (service) => service.service_category?.name ?? '',
  },
  {
    id: 'price',
    header: 'Price',
    accessorFn: (service) => service.price,
    Cell: ({ row }) => <Money cents={row.original.price} />,
  },
  {
    id: 'length',
    header: 'Length',
    visibleFrom: 'md',
    accessorFn: (service) =>
      service.appointment_length_decider === 'business'
        ? formatMinutes(service.appointment_length)
        : `${formatMinutes(service.minimum_appointment_length)} to ${formatMinutes(service.maximum_appointment_length)}`,
  },
];

type Dialog =
  { kind: 'add'; initialValues?: Partial<ServiceFormFields> } | { kind: 'view'; service: Service };

/** The Services tab's list: a page of 10, search, add, view / edit and delete. */
export function ServicesPanel({ businessId }: { businessId: number }) {
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
      showErrorToast(ServiceMessages.noCategory);
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

  const someUnoffered = list.data?.data.some(unoffered) ?? false;

  return (
    <>
      {someUnoffered && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Some services have no consultant"
          mb="md"
        >
          Services marked “No consultant” cannot be booked and are not shown on your website. Add
          them to a consultant’s services (their profile’s Services tab).
        </Alert>
      )}
      <DataTable
        columns={COLUMNS}
        data={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isFetching}
        error={list.isError ? 'The services could not be loaded.' : undefined}
        onRetry={() => void list.refetch()}
        emptyText={
          search ? 'No service matches your search.' : 'No services yet. Add your first one.'
        }
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
              aria-label="Search services"
              placeholder="Search services"
              {...searchProps}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
              Add service
            </Button>
          </>
        }
      />

      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog?.kind === 'view' ? dialog.service.name : 'Add service'}
        size="lg"
      >
        {dialog && !formReady && (
          <Center py="lg">
            <Loader aria-label="Loading the form" />
          </Center>
        )}
        {dialog?.kind === 'add' && formReady && (
          <ServiceForm
            categories={categories.data.data}
            subscriptionPeriods={periods.data}
            initialValues={dialog.initialValues}
            submitLabel="Add"
            onCancel={close}
            onSubmit={add}
            onValuesChange={(values, dirty) =>
              dirty ? saveServiceDraft(businessId, values) : clearServiceDraft()
            }
            image={
              <ImageUploadField
                label="Service image"
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
            subscriptionPeriods={periods.data}
            initialValues={serviceToForm(dialog.service)}
            submitLabel="Update"
            onCancel={close}
            onSubmit={(values) => update(dialog.service, values)}
            image={
              <ImageUploadField
                label="Service image"
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
        title="Delete service"
        message={
          <Text size="sm">
            Are you sure you want to delete <strong>{deleting?.name}</strong>? Consultants will no
            longer offer it.
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
