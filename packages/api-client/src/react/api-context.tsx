import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../http';

const ApiContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  children: ReactNode;
}

/**
 * Hands the API client to every screen. Screens take it from here rather than importing a
 * module-level client, so tests can render them with a fake one.
 */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The client of the nearest ApiProvider; throws outside one. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
