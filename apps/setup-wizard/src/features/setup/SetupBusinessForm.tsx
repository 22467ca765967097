import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  adminQueries,
  assignBusinessToAdmin,
  createBusiness,
  referenceQueries,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  BusinessMessages,
  SetupBusinessFormSchema,
  type Admin,
  type SetupBusinessForm as SetupBusinessValues,
} from '@rendezvous/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translatedValidate } from '../../i18n/translated-validate';
import { useMessage } from '../../i18n/use-message';
import { WizardLayout } from '../layout/WizardLayout';

type FormValues = { name: string; category_id: string | null; category_service_id: string | null };

/**
 * "Tell us about your business". The type of business is a category and the business
 * category one of its services, so the second list follows the first. Saving creates the
 * business, attaches it to the admin, reloads the admin and opens the guided setup steps.
 */
export function SetupBusinessForm({ admin }: { admin: Admin }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('setup');
  const msg = useMessage();
  const categories = useQuery(referenceQueries.categories(api));
  const form = useForm<FormValues>({
    initialValues: { name: '', category_id: null, category_service_id: null },
    validate: translatedValidate(SetupBusinessFormSchema),
  });

  const typeOptions = useMemo(
    () =>
      (categories.data ?? []).map((category) => ({
        value: String(category.id),
        label: category.name,
      })),
    [categories.data],
  );
  const categoryOptions = useMemo(() => {
    const chosen = categories.data?.find(
      (category) => String(category.id) === form.values.category_id,
    );
    return (chosen?.services ?? []).map((service) => ({
      value: String(service.id),
      label: service.name,
    }));
  }, [categories.data, form.values.category_id]);

  const setUp = useMutation({
    mutationFn: async (values: SetupBusinessValues) => {
      const { name, category_service_id } = SetupBusinessFormSchema.parse(values);
      const business = await createBusiness(api, { name, category_service_id });
      await assignBusinessToAdmin(api, admin.id, business.id);
      await queryClient.fetchQuery({ ...adminQueries.me(api), staleTime: 0 });
    },
    onSuccess: () => navigate({ to: '/setup-your-business/steps' }),
  });

  const loadingLists = categories.isPending;
  return (
    <WizardLayout
      title={msg(BusinessMessages.setupHeading)}
      subtitle={t('subtitle', { name: admin.firstname })}
    >
      <form noValidate onSubmit={form.onSubmit((values) => setUp.mutate(values))}>
        <Stack gap="md">
          <TextInput
            label={t('fields.name')}
            description={t('fields.nameHelp')}
            withAsterisk
            autoFocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('fields.type')}
            placeholder={loadingLists ? t('loading') : t('fields.typePlaceholder')}
            data={typeOptions}
            disabled={loadingLists}
            searchable
            withAsterisk
            {...form.getInputProps('category_id')}
            onChange={(value) => {
              form.setFieldValue('category_id', value);
              // A category of the previous type does not belong to the new one.
              form.setFieldValue('category_service_id', null);
            }}
          />
          <Select
            label={t('fields.category')}
            placeholder={
              form.values.category_id
                ? t('fields.categoryPlaceholder')
                : t('fields.categoryNeedsType')
            }
            data={categoryOptions}
            disabled={!form.values.category_id}
            searchable
            withAsterisk
            {...form.getInputProps('category_service_id')}
          />
          <Button type="submit" fullWidth loading={setUp.isPending} mt="xs">
            {t('continue')}
          </Button>
        </Stack>
      </form>
    </WizardLayout>
  );
}
