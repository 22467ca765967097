import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { businessDayQueries, saveConsultantDays } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { toDayInput, type Admin } from '@rendezvous/domain';
import { DaysEditor, type EditableDay } from '@rendezvous/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRefreshAdmin } from './use-refresh-admin';

export interface ConsultantHoursTabProps {
  /** An admin holding the consultant role, with their consultant (days appended). */
  admin: Admin;
}

/**
 * The consultant's seven days, each limited to the business's opening hours: a day the
 * business is closed cannot be opened, and an edit outside the business hours reverts.
 */
export function ConsultantHoursTab({ admin }: ConsultantHoursTabProps) {
  const { t } = useTranslation('profile');
  const api = useApi();
  const refresh = useRefreshAdmin();
  const consultant = admin.consultant;
  const businessDays = useQuery({
    ...businessDayQueries.list(api, admin.business_id ?? 0),
    enabled: admin.business_id !== null,
  });
  const save = useMutation({
    mutationFn: (days: EditableDay[]) =>
      saveConsultantDays(api, {
        consultant_id: consultant!.id,
        days: days.map(toDayInput),
      }),
    onSuccess: refresh,
  });

  if (!consultant) {
    return (
      <Alert color="yellow" title={t('noConsultant.title')}>
        {t('hours.noConsultant')}
      </Alert>
    );
  }
  if (businessDays.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('hours.loading')} />
      </Center>
    );
  }
  if (businessDays.isError) {
    return (
      <Alert color="red" title={t('hours.loadError')}>
        <Button variant="light" color="red" mt="sm" onClick={() => void businessDays.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }

  if (businessDays.data.length === 0) {
    return (
      <Alert color="yellow" title={t('hours.noBusinessHours')}>
        {t('hours.noBusinessHoursText')}
        <Box mt="sm">
          <Link to="/business/profile" search={{ tab: 'opening-hours' }}>
            <Button component="span" variant="light">
              {t('hours.setBusinessHours')}
            </Button>
          </Link>
        </Box>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('hours.intro', { name: admin.firstname })}
      </Text>
      <DaysEditor
        days={consultant.days ?? []}
        businessDays={businessDays.data}
        saveLabel={t('hours.save')}
        requireChange
        onSave={(days) => save.mutateAsync(days)}
      />
    </Stack>
  );
}
