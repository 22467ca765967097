import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../http';
import { ApiProvider } from './api-context';

export interface AppProvidersProps {
  queryClient: QueryClient;
  api: ApiClient;
  children: ReactNode;
}

/** The query cache and the API client, for every screen below. */
export function AppProviders({ queryClient, api, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}
