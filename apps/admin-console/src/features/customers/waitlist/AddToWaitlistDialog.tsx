import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { catalogQueries, consultantQueries } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  CreateWaitlistEntryInputSchema,
  MAX_PAGE_SIZE,
  WaitlistMessages,
  type CreateWaitlistEntryInput,
  type CustomerType,
} from '@rendezvous/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateErrors, translateMessage } from '../../../i18n/i18n';
import { serverFieldErrors } from '../../forms/form-errors';
import { CustomerPicker } from './CustomerPicker';

interface Values {
  customer_type: CustomerType;
  /** '' until a customer is chosen. */
  customerable_id: string;
  service_id: string;
  /** '' for any consultant who offers the service. */
  consultant_id: string;
  from_date: string;
  to_date: string;
}

/** A blank id reads as 0, which the schema refuses with the field's own message. */
function toInput(values: Values): CreateWaitlistEntryInput {
  return {
    customer_type: values.customer_type,
    customerable_id: Number(values.customerable_id),
    service_id: Number(values.service_id),
    consultant_id: values.consultant_id === '' ? null : Number(values.consultant_id),
    from_date: values.from_date,
    to_date: values.to_date,
  };
}

const FIELDS = new Set<string>([
  'customerable_id',
  'service_id',
  'consultant_id',
  'from_date',
  'to_date',
]);

/** The server's field errors on the form's fields; the customer's type is part of its picker. */
function onFields(errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = field === 'customer_type' ? 'customerable_id' : field;
    if (FIELDS.has(name)) mapped[name] ??= message;
  }
  return mapped;
}

export interface AddToWaitlistDialogProps {
  businessId: number;
  /**
   * Sends the entry (POST business/{id}/waitlist). The page makes the call: its chunk holds
   * the waitlist's client, and this lazy form importing from it too would make the route's
   * chunk a shared one, which the bundle size check no longer sees as a route.
   */
  add: (input: CreateWaitlistEntryInput) => Promise<unknown>;
  /** Today on the business's clock: the first day offered, and the last day may not be before it. */
  today: string;
  onClose: () => void;
  /** After the entry is added (the server's message is the toast): reload the list. */
  onAdded: () => unknown;
}

/**
 * "Add to waitlist": one of the business's clients or guests waits for a service, with one
 * consultant or any, over a range of days. The domain schema checks the form; the server's
 * refusal shows on the fields (422) or above the buttons (409: already waiting, or full).
 */
export function AddToWaitlistDialog({
  businessId,
  add,
  today,
  onClose,
  onAdded,
}: AddToWaitlistDialogProps) {
  const { t } = useTranslation('customers');
  const api = useApi();
  const services = useQuery(catalogQueries.services(api, businessId, { paginate: MAX_PAGE_SIZE }));
  const consultants = useQuery(
    consultantQueries.list(api, {
      paginate: MAX_PAGE_SIZE,
      appendServices: true,
      appendAdmin: true,
    }),
  );
  const form = useForm<Values>({
    initialValues: {
      customer_type: 'user',
      customerable_id: '',
      service_id: '',
      consultant_id: '',
      from_date: today,
      to_date: '',
    },
    validate: (values) => {
      const parsed = CreateWaitlistEntryInputSchema.safeParse(toInput(values));
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = String(issue.path[0]);
        if (FIELDS.has(field)) errors[field] ??= translateMessage(issue.message);
      }
      // The server refuses it too; saying so here saves a round trip.
      if (!errors.to_date && values.to_date !== '' && values.to_date < today) {
        errors.to_date = translateMessage(WaitlistMessages.rangePast);
      }
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => add(toInput(values)),
    onSuccess: async () => {
      await onAdded();
      onClose();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) form.setErrors(translateErrors(onFields(fields)));
    },
  });
  const failure =
    save.isError && !serverFieldErrors(save.error)
      ? save.error instanceof Error
        ? translateMessage(save.error.message)
        : t('waitlist.addFailed')
      : null;

  const serviceId = Number(form.values.service_id);
  // Once a service is chosen, only the consultants who offer it (the server refuses the others).
  const offering = (consultants.data?.data ?? []).filter(
    (c) => !serviceId || !c.services || c.services.some((s) => s.service_id === serviceId),
  );

  return (
    <Modal opened onClose={onClose} title={t('waitlist.add')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => save.mutate(values))}
        aria-label={t('waitlist.add')}
      >
        <Stack gap="sm">
          <CustomerPicker
            type={form.values.customer_type}
            onTypeChange={(type) => form.setFieldValue('customer_type', type)}
            onPick={(id) => {
              form.setFieldValue('customerable_id', id === null ? '' : String(id));
              if (id !== null) form.clearFieldError('customerable_id');
            }}
            error={form.errors.customerable_id as string | undefined}
          />
          <NativeSelect
            label={t('waitlist.field.service')}
            withAsterisk
            data={[
              {
                value: '',
                label: services.isError ? t('waitlist.servicesError') : t('waitlist.chooseService'),
              },
              ...(services.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            {...form.getInputProps('service_id')}
            onChange={(event) => {
              const id = Number(event.currentTarget.value);
              form.setFieldValue('service_id', event.currentTarget.value);
              form.clearFieldError('service_id');
              const chosen = consultants.data?.data.find(
                (c) => String(c.id) === form.values.consultant_id,
              );
              if (chosen?.services && !chosen.services.some((s) => s.service_id === id)) {
                form.setFieldValue('consultant_id', '');
              }
            }}
          />
          <NativeSelect
            label={t('waitlist.field.consultant')}
            data={[
              { value: '', label: t('waitlist.anyConsultant') },
              ...offering.map((c) => ({
                value: String(c.id),
                label: c.admin ? `${c.admin.firstname} ${c.admin.lastname}` : t('waitlist.consultantId', { id: c.id }),
              })),
            ]}
            {...form.getInputProps('consultant_id')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('waitlist.field.firstDay')}
              withAsterisk
              min={today}
              {...form.getInputProps('from_date')}
            />
            <TextInput
              type="date"
              label={t('waitlist.field.lastDay')}
              withAsterisk
              min={form.values.from_date || today}
              {...form.getInputProps('to_date')}
            />
          </SimpleGrid>
          {failure && (
            <Alert color="red" role="alert" title={t('waitlist.notAdded')}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('waitlist.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
