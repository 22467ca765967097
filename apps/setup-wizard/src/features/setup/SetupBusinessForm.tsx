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
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
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
  const categories = useQuery(referenceQueries.categories(api));
  const form = useForm<FormValues>({
    initialValues: { name: '', category_id: null, category_service_id: null },
    validate: zod4Resolver(SetupBusinessFormSchema, { errorPriority: 'first' }),
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
      title={BusinessMessages.setupHeading}
      subtitle={`Welcome, ${admin.firstname}! A few details and your business is ready to take bookings.`}
    >
      <form noValidate onSubmit={form.onSubmit((values) => setUp.mutate(values))}>
        <Stack gap="md">
          <TextInput
            label="Business name"
            description="As your clients know it"
            withAsterisk
            autoFocus
            {...form.getInputProps('name')}
          />
          <Select
            label="Type of business"
            placeholder={loadingLists ? 'Loading…' : 'Choose a type'}
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
            label="Business category"
            placeholder={form.values.category_id ? 'Choose a category' : 'Choose a type first'}
            data={categoryOptions}
            disabled={!form.values.category_id}
            searchable
            withAsterisk
            {...form.getInputProps('category_service_id')}
          />
          <Button type="submit" fullWidth loading={setUp.isPending} mt="xs">
            Continue
          </Button>
        </Stack>
      </form>
    </WizardLayout>
  );
}
