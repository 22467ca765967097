import { Text } from '@mantine/core';
import type { Integration, Merchant } from '@rendezvous/domain';

// Being built in this slice.
export function IntegrationCards(_props: {
  integrations: readonly Integration[];
  merchants?: readonly Merchant[];
}) {
  return <Text c="dimmed">Coming in this release.</Text>;
}
