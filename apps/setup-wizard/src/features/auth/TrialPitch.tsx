import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { TRIAL_DAYS, TRIAL_PLAN } from '@rendezvous/domain';
import { IconCheck } from '@tabler/icons-react';

const FEATURES = [
  'Your own business booking website',
  'Add your staff',
  'SMS notifications',
  'A customised schedule for each staff member',
  'Phone and email support',
];

/** What the free trial gives, beside the sign-up form. */
export function TrialPitch() {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Try the {TRIAL_PLAN} plan free for {TRIAL_DAYS} days
      </Title>
      <Text c="dimmed">
        Everything a salon, consultancy or brokerage needs to take bookings online.
      </Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {FEATURES.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
