import type { ApiClient } from '@rendezvous/api-client';
import { createContext, useContext, type ReactNode } from 'react';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * Hands the API client to every screen. Screens take it from here rather than importing a
 * module-level client, so tests can render them with a fake one.
 */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
