import { Text } from '@mantine/core';
import type { Business } from '@rendezvous/domain';

// Being built in this slice.
export function BusinessProfileTab(_props: { business: Business }) {
  return <Text c="dimmed">Coming in this release.</Text>;
}
