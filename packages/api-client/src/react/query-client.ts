import { QueryClient } from '@tanstack/react-query';

/**
 * The apps' query defaults. A short stale time stops the screens from refetching what the
 * router guard has just loaded. Nothing is retried automatically: the API client toasts every
 * failed call, so a retry would show the same error twice, and a retried mutation could
 * double-book.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false },
      mutations: { retry: false },
    },
  });
}
