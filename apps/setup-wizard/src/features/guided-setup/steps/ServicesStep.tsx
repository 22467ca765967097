import { Center, Loader, Text } from '@mantine/core';
import {
  catalogQueries,
  createService,
  createServiceCategory,
  referenceQueries,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { serviceFormToInput } from '@rendezvous/domain';
import { CategoryForm, ServiceForm } from '@rendezvous/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../GuidedSetup';
import { refreshSetup } from './refresh';

const FIRST_PAGE = { paginate: 10, page: 1 };

/** A first category, then a first service in it: what clients will book. */
export function ServicesStep({ business, onDone }: StepProps) {
  const api = useApi();
  const { t } = useTranslation('guided-setup');
  const queryClient = useQueryClient();
  const categories = useQuery(catalogQueries.categories(api, business.id, FIRST_PAGE));
  const periods = useQuery(referenceQueries.subscriptionPeriods(api));
  const addCategory = useMutation({
    mutationFn: (name: string) => createServiceCategory(api, { name, business_id: business.id }),
    onSuccess: () => categories.refetch(),
  });
  const addService = useMutation({
    mutationFn: (input: Parameters<typeof createService>[1]) => createService(api, input),
    onSuccess: async () => {
      await refreshSetup(queryClient, business.id);
      onDone();
    },
  });

  if (categories.isPending || periods.isPending) {
    return (
      <Center py="md">
        <Loader aria-label={t('services.loading')} />
      </Center>
    );
  }
  const categoryList = categories.data?.data ?? [];
  if (categoryList.length === 0) {
    return (
      <>
        <Text>{t('services.categoryIntro')}</Text>
        <CategoryForm
          submitLabel={t('services.addCategory')}
          onSubmit={(values) => addCategory.mutateAsync(values.name)}
        />
      </>
    );
  }
  return (
    <>
      <Text>{t('services.serviceIntro')}</Text>
      <ServiceForm
        categories={categoryList}
        subscriptionPeriods={periods.data ?? []}
        initialValues={{ service_category_id: categoryList[0]!.id }}
        submitLabel={t('saveAndContinue')}
        onSubmit={(values) => addService.mutateAsync(serviceFormToInput(values))}
      />
    </>
  );
}
