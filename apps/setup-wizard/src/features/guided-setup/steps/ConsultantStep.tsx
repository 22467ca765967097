import { Button, Group, List, Text } from '@mantine/core';
import {
  adminQueries,
  createConsultantService,
  listBusinessDays,
  listServices,
  saveConsultantDays,
  updateAdminRoles,
} from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import {
  consultantServiceFormFrom,
  consultantServiceFormToInput,
  MAX_PAGE_SIZE,
  ROLE_IDS,
  ROLE_NAMES,
  toDayInput,
} from '@rendezvous/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../GuidedSetup';
import { refreshSetup } from './refresh';

/**
 * Taking bookings yourself: the consultant role, every business service at the business's price
 * and length, and the business's opening hours as your working hours. All of it can be changed
 * later on My Profile.
 */
export function ConsultantStep({ admin, business, onDone }: StepProps) {
  const api = useApi();
  const { t } = useTranslation('guided-setup');
  const queryClient = useQueryClient();
  const isConsultant = admin.roles.some((role) => role.name === ROLE_NAMES.consultant);
  const become = useMutation({
    mutationFn: async () => {
      if (!isConsultant) {
        const roles = new Set(admin.roles.map((role) => role.id));
        roles.add(ROLE_IDS.consultant);
        await updateAdminRoles(api, admin.id, [...roles]);
      }
      const me = await queryClient.fetchQuery({ ...adminQueries.me(api), staleTime: 0 });
      const consultant = me.consultant;
      if (!consultant) throw new Error('The consultant profile was not created.');
      const offered = new Set((consultant.services ?? []).map((service) => service.service_id));
      const [services, days] = await Promise.all([
        listServices(api, { paginate: MAX_PAGE_SIZE, page: 1 }),
        listBusinessDays(api),
      ]);
      for (const service of services.data.filter((s) => !offered.has(s.id))) {
        await createConsultantService(
          api,
          consultantServiceFormToInput(consultantServiceFormFrom(service), consultant.id),
        );
      }
      if ((consultant.days ?? []).length === 0 && days.length > 0) {
        await saveConsultantDays(api, {
          consultant_id: consultant.id,
          days: days.map(toDayInput),
        });
      }
    },
    onSettled: () => refreshSetup(queryClient, business.id),
    onSuccess: onDone,
  });

  return (
    <>
      <Text>{t('consultant.intro')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('consultant.services')}</List.Item>
        <List.Item>{t('consultant.hours')}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t('consultant.later')}
      </Text>
      <Group>
        <Button onClick={() => become.mutate()} loading={become.isPending}>
          {isConsultant ? t('consultant.offer') : t('consultant.become')}
        </Button>
      </Group>
    </>
  );
}
