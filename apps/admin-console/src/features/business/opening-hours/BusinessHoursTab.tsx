import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import {
  adminKeys,
  businessDayKeys,
  businessDayQueries,
  businessKeys,
  saveBusinessDays,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { toDayInput, type Business } from '@rendezvous/domain';
import { DaysEditor, type EditableDay } from '@rendezvous/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The business's opening hours: seven days, each open or closed, with work hours and an
 * optional break. Saving sends the whole week; the server's message is the success toast and
 * a failure keeps the edits on screen.
 */
export function BusinessHoursTab({ business }: { business: Business }) {
  const { t } = useTranslation('business');
  const api = useApi();
  const queryClient = useQueryClient();
  const days = useQuery(businessDayQueries.list(api, business.id));

  const save = async (week: EditableDay[]) => {
    const saved = await saveBusinessDays(api, {
      days: week.map(toDayInput),
    });
    queryClient.setQueryData(businessDayKeys.list(business.id), saved);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: businessKeys.all }),
    ]);
  };

  if (days.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('hours.loading')} />
      </Center>
    );
  }
  if (days.isError) {
    return (
      <Alert color="red" title={t('hours.loadError')}>
        <Button variant="light" color="red" mt="sm" onClick={() => void days.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('hours.intro')}
      </Text>
      <DaysEditor days={days.data} onSave={save} saveLabel={t('hours.save')} requireChange />
    </Stack>
  );
}
