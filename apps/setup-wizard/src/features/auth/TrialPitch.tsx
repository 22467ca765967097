import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { TRIAL_DAYS, TRIAL_PLAN } from '@rendezvous/domain';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const FEATURES = ['website', 'staff', 'sms', 'schedule', 'support'] as const;

/** What the free trial gives, beside the sign-up form. */
export function TrialPitch() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('trial.title', { plan: TRIAL_PLAN, count: TRIAL_DAYS })}
      </Title>
      <Text c="dimmed">{t('trial.text')}</Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {FEATURES.map((feature) => (
          <List.Item key={feature}>{t(`trial.features.${feature}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
