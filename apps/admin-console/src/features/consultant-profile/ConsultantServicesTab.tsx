import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  catalogQueries,
  createConsultantService,
  deleteConsultantService,
  deleteConsultantServiceImage,
  updateConsultantService,
  uploadConsultantServiceImage,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  OnboardingToasts,
  consultantServiceFormToInput,
  formatMinutes,
  type Admin,
  type ConsultantService,
  type ConsultantServiceForm as ConsultantServiceFormValues,
} from '@rendezvous/domain';
import {
  ConfirmDialog,
  ConsultantServiceForm,
  EmptyState,
  ImageUploadField,
  showErrorToast,
} from '@rendezvous/ui-kit';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message';
import { useMoney } from '../../i18n/use-money';
import { useRefreshAdmin } from './use-refresh-admin';
import { ActionsTd, ActionsTh } from '../tables/ActionsCell';

export interface ConsultantServicesTabProps {
  /** An admin holding the consultant role, with their consultant (services appended). */
  admin: Admin;
}

const lengthOf = (s: ConsultantService, t: TFunction<'profile'>) =>
  s.appointment_length_decider === 'business'
    ? formatMinutes(s.appointment_length)
    : t('services.lengthRange', {
        min: formatMinutes(s.minimum_appointment_length),
        max: formatMinutes(s.maximum_appointment_length),
      });

/**
 * The services a consultant offers. A new one starts from a business service with every "use
 * business value" switch on; a business without services gets the onboarding toast instead.
 */
export function ConsultantServicesTab({ admin }: ConsultantServicesTabProps) {
  const { t } = useTranslation('profile');
  const msg = useMessage();
  const money = useMoney();
  const api = useApi();
  const refresh = useRefreshAdmin();
  const consultant = admin.consultant;
  const businessId = admin.business_id ?? 0;
  const businessServices = useQuery({
    ...catalogQueries.services(api, businessId, { paginate: MAX_PAGE_SIZE, page: 1 }),
    enabled: admin.business_id !== null,
  });
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ConsultantService | null>(null);
  const [page, setPage] = useState(1);

  const create = useMutation({
    mutationFn: (values: ConsultantServiceFormValues) =>
      createConsultantService(api, consultantServiceFormToInput(values, consultant!.id)),
    onSuccess: async () => {
      await refresh();
      setAdding(false);
      setPage(1);
    },
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: number; values: ConsultantServiceFormValues }) => {
      const {
        consultant_id: _c,
        service_id: _s,
        ...patch
      } = consultantServiceFormToInput(values, consultant!.id);
      return updateConsultantService(api, id, patch);
    },
    onSuccess: async () => {
      await refresh();
      setEditingId(null);
    },
  });
  const image = useMutation({
    mutationFn: ({ id, file }: { id: number; file: File | null }) =>
      file ? uploadConsultantServiceImage(api, id, file) : deleteConsultantServiceImage(api, id),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteConsultantService(api, id),
    onSuccess: refresh,
  });

  if (!consultant) {
    return (
      <Alert color="yellow" title={t('noConsultant.title')}>
        {t('services.noConsultant')}
      </Alert>
    );
  }

  const services = businessServices.data?.data ?? [];
  // Newest first, as the business lists its own.
  const offered = [...(consultant.services ?? [])].reverse();
  const pages = Math.max(1, Math.ceil(offered.length / DEFAULT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = offered.slice((current - 1) * DEFAULT_PAGE_SIZE, current * DEFAULT_PAGE_SIZE);

  // Read from the refreshed list, so a new image shows at once.
  const editing = offered.find((s) => s.id === editingId) ?? null;

  const startAdding = () => {
    if (businessServices.data && businessServices.data.total === 0) {
      showErrorToast(msg(OnboardingToasts.noBusinessServices));
      return;
    }
    setAdding(true);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('services.intro', { name: admin.firstname })}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={startAdding}
          loading={businessServices.isPending}
        >
          {t('services.add')}
        </Button>
      </Group>

      {offered.length === 0 ? (
        <EmptyState text={t('services.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover aria-label={t('services.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('services.service')}</Table.Th>
                <Table.Th>{t('services.price')}</Table.Th>
                <Table.Th>{t('services.length')}</Table.Th>
                <ActionsTh label={t('services.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((service) => (
                <Table.Tr key={service.id}>
                  <Table.Td>{service.name}</Table.Td>
                  <Table.Td>{money(service.price)}</Table.Td>
                  <Table.Td>{lengthOf(service, t)}</Table.Td>
                  <ActionsTd>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('services.edit', { name: service.name })}
                        onClick={() => setEditingId(service.id)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('services.remove', { name: service.name })}
                        onClick={() => setRemoving(service)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </ActionsTd>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            aria-label={t('services.pages')}
          />
        </Group>
      )}

      <Modal opened={adding} onClose={() => setAdding(false)} title={t('services.add')} size="lg">
        {businessServices.isPending ? (
          <Center py="md">
            <Loader aria-label={t('services.loading')} />
          </Center>
        ) : businessServices.isError ? (
          <Alert color="red" title={t('services.loadError')}>
            <Button
              variant="light"
              color="red"
              mt="sm"
              onClick={() => void businessServices.refetch()}
            >
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : (
          <ConsultantServiceForm
            services={services}
            offeredServiceIds={offered.map((s) => s.service_id)}
            submitLabel={t('services.add')}
            onCancel={() => setAdding(false)}
            onSubmit={(values) => create.mutateAsync(values)}
          />
        )}
      </Modal>

      <Modal
        opened={editing !== null}
        onClose={() => setEditingId(null)}
        title={editing ? editing.name : ''}
        size="lg"
      >
        {editing && (
          <Stack gap="lg">
            <ImageUploadField
              label={t('services.image')}
              value={editing.image_url}
              loading={image.isPending}
              onUpload={(file) => image.mutateAsync({ id: editing.id, file })}
              onRemove={
                editing.image_url
                  ? () => image.mutateAsync({ id: editing.id, file: null })
                  : undefined
              }
            />
            <ConsultantServiceForm
              key={editing.id}
              services={services}
              value={editing}
              onCancel={() => setEditingId(null)}
              onSubmit={(values) => update.mutateAsync({ id: editing.id, values })}
            />
          </Stack>
        )}
      </Modal>

      <ConfirmDialog
        opened={removing !== null}
        title={t('services.removeTitle')}
        message={removing ? t('services.removeMessage', { name: removing.name }) : ''}
        confirmLabel={t('services.removeConfirm')}
        confirmColor="red"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing.id);
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
