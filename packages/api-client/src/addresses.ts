import { queryOptions } from '@tanstack/react-query';
import type {
  Address,
  AddressSuggestion,
  CreateAddressInput,
  GeocodedPlace,
  MapConfig,
  UpdateAddressInput,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

/** POST addresses: saved only when the server's geocoder finds the address. */
export function createAddress(client: ApiClient, input: CreateAddressInput): Promise<Address> {
  return client.post('addresses', { json: input });
}

/** PUT addresses/{id}: the whole form again; geocoded again. */
export function updateAddress(
  client: ApiClient,
  id: number,
  input: UpdateAddressInput,
): Promise<Address> {
  return client.put(`addresses/${id}`, { json: input });
}

/** DELETE addresses/{id}: refused while the business has fewer than 2 addresses. */
export function deleteAddress(client: ApiClient, id: number): Promise<null> {
  return client.delete(`addresses/${id}`);
}

/** POST geocode: where the server's geocoder places an address typed on one line. */
export function geocodeAddress(client: ApiClient, address: string): Promise<GeocodedPlace> {
  return client.post('geocode', { json: { address } });
}

/** GET geocode/suggestions: addresses matching what is typed so far (3+ characters), in `country`. */
export function suggestAddresses(
  client: ApiClient,
  params: { q: string; country?: string; limit?: number },
  options: { signal?: AbortSignal } = {},
): Promise<AddressSuggestion[]> {
  return client.get('geocode/suggestions', { query: params, signal: options.signal });
}

export const addressKeys = {
  all: ['addresses'] as const,
  suggestions: (q: string, country: string | undefined) =>
    [...addressKeys.all, 'suggestions', { q, country }] as const,
};

export const addressQueries = {
  /** What a search field proposes; the same text in the same country answers the same for a while. */
  suggestions: (client: ApiClient, q: string, country?: string) =>
    queryOptions({
      queryKey: addressKeys.suggestions(q, country),
      queryFn: ({ signal }) => suggestAddresses(client, { q, ...(country ? { country } : {}) }, { signal }),
      staleTime: 5 * 60_000,
    }),
};

/** GET map-config: the tile URL template (null offline) and its attribution. */
export function getMapConfig(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<MapConfig> {
  return client.get('map-config', options);
}

export const mapKeys = {
  all: ['map'] as const,
  config: () => [...mapKeys.all, 'config'] as const,
};

export const mapQueries = {
  /** The server's setting changes only with a restart. */
  config: (client: ApiClient) =>
    queryOptions({
      queryKey: mapKeys.config(),
      queryFn: ({ signal }) => getMapConfig(client, { signal }),
      staleTime: Infinity,
    }),
};
