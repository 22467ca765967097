import { appointmentKeys, clientKeys, consultantKeys } from '@rendezvous/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a booking, a move or a cancellation makes stale: the appointments, the clients' (their
 * histories and counts), and the consultant's free times, which the booked or freed time changes.
 */
export function invalidateBookings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...consultantKeys.all, 'times'] }),
  ]);
}
