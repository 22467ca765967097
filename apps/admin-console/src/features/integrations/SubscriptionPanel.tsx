import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Business } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';

const DAY_MS = 86_400_000;

/** Whole days from now until the trial ends (0 once it has); null without a trial. */
export function trialDaysLeft(trialEndsAt: string | null | undefined, now = Date.now()): number | null {
  if (!trialEndsAt) return null;
  const end = new Date(trialEndsAt).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

// `plan.feature.{id}` in the integrations catalog.
const FEATURES = ['website', 'staff', 'sms', 'schedule', 'support'];

/** The business's plan: Teams, with its free trial's days left. */
export function SubscriptionPanel({ business }: { business: Pick<Business, 'trial_ends_at'> | null | undefined }) {
  const { t } = useTranslation('integrations');
  const days = trialDaysLeft(business?.trial_ends_at);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="plan-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="plan-heading">
            {t('plan.title')}
          </Title>
          {days === null ? (
            <Badge color="teal" variant="light">
              {t('plan.active')}
            </Badge>
          ) : days > 0 ? (
            <Badge color="blue" variant="light">
              {t('plan.trial')}
            </Badge>
          ) : (
            <Badge color="red" variant="light">
              {t('plan.trialEnded')}
            </Badge>
          )}
        </Group>
        <Text>
          {days === null
            ? t('plan.onPlan')
            : days > 0
              ? t('plan.daysLeft', { count: days })
              : t('plan.ended')}
        </Text>
        <List size="sm" spacing={4}>
          {FEATURES.map((feature) => (
            <List.Item key={feature}>{t(`plan.feature.${feature}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
