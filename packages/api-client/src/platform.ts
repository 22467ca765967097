import { queryOptions } from '@tanstack/react-query';
import type { PlatformStats } from '@rendezvous/domain';
import type { ApiClient } from './http';

export const platformKeys = {
  all: ['platform'] as const,
  stats: () => [...platformKeys.all, 'stats'] as const,
};

/** GET platform/stats: businesses, admins and this month's appointments (platform admin only). */
export function platformStats(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<PlatformStats> {
  return client.get('platform/stats', { signal: options.signal });
}

export function platformStatsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: platformKeys.stats(),
    queryFn: ({ signal }) => platformStats(client, { signal }),
  });
}
