import { queryOptions } from '@tanstack/react-query';
import type {
  Address,
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
