import { Center, Loader, Text } from '@mantine/core';
import { businessDayQueries, saveBusinessDays } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { DaysEditor } from '@rendezvous/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../GuidedSetup';
import { refreshSetup } from './refresh';

/** The week's opening hours; until saved, every day shows 09:00–17:00 with a break at 13:00. */
export function HoursStep({ business, onDone }: StepProps) {
  const api = useApi();
  const { t } = useTranslation('guided-setup');
  const queryClient = useQueryClient();
  const days = useQuery(businessDayQueries.list(api, business.id));
  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveBusinessDays>[1]) => saveBusinessDays(api, input),
    onSuccess: async () => {
      await Promise.all([refreshSetup(queryClient, business.id), days.refetch()]);
      onDone();
    },
  });

  if (days.isPending) {
    return (
      <Center py="md">
        <Loader aria-label={t('hours.loading')} />
      </Center>
    );
  }
  return (
    <>
      <Text>{t('hours.intro')}</Text>
      <DaysEditor
        days={days.data ?? []}
        saveLabel={t('saveAndContinue')}
        onSave={(week) =>
          save.mutateAsync({
            days: week.map(({ id: _id, ...day }) => ({
              ...day,
              is_active: day.is_active ? 1 : 0,
              has_breaks: day.has_breaks ? 1 : 0,
            })),
          })
        }
      />
    </>
  );
}
