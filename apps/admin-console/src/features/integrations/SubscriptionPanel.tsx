import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Business } from '@rendezvous/domain';

const DAY_MS = 86_400_000;

/** Whole days from now until the trial ends (0 once it has); null without a trial. */
export function trialDaysLeft(trialEndsAt: string | null | undefined, now = Date.now()): number | null {
  if (!trialEndsAt) return null;
  const end = new Date(trialEndsAt).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

const FEATURES = [
  'A business booking website',
  'Add your staff',
  'SMS notifications',
  'A customised schedule per staff member',
  'Phone and email support',
];

/** The business's plan: Teams, with its free trial's days left. */
export function SubscriptionPanel({ business }: { business: Pick<Business, 'trial_ends_at'> | null | undefined }) {
  const days = trialDaysLeft(business?.trial_ends_at);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="plan-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="plan-heading">
            Teams plan
          </Title>
          {days === null ? (
            <Badge color="teal" variant="light">
              Active
            </Badge>
          ) : days > 0 ? (
            <Badge color="blue" variant="light">
              Free trial
            </Badge>
          ) : (
            <Badge color="red" variant="light">
              Trial ended
            </Badge>
          )}
        </Group>
        <Text>
          {days === null
            ? 'Your business is on the Teams plan.'
            : days > 0
              ? `${days} ${days === 1 ? 'day' : 'days'} left in your free 30-day trial.`
              : 'Your free trial has ended.'}
        </Text>
        <List size="sm" spacing={4}>
          {FEATURES.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
