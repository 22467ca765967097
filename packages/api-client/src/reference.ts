import { queryOptions } from '@tanstack/react-query';
import type {
  BusinessCategory,
  Country,
  CountryQuery,
  Role,
  Setting,
  SubscriptionPeriod,
  Tag,
  Theme,
  Timezone,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

type Signal = { signal?: AbortSignal };

/** GET categories: business categories, each with its services (the setup form's two lists). */
export function getCategories(
  client: ApiClient,
  options: Signal = {},
): Promise<BusinessCategory[]> {
  return client.get('categories', options);
}

export function getRoles(client: ApiClient, options: Signal = {}): Promise<Role[]> {
  return client.get('roles', options);
}

export function getCountries(
  client: ApiClient,
  query: CountryQuery = {},
  options: Signal = {},
): Promise<Country[]> {
  return client.get('countries', { query, ...options });
}

export function getTimezones(client: ApiClient, options: Signal = {}): Promise<Timezone[]> {
  return client.get('timezones', options);
}

export function getSettings(client: ApiClient, options: Signal = {}): Promise<Setting[]> {
  return client.get('settings', options);
}

export function getTags(client: ApiClient, options: Signal = {}): Promise<Tag[]> {
  return client.get('tags', options);
}

export function getSubscriptionPeriods(
  client: ApiClient,
  options: Signal = {},
): Promise<SubscriptionPeriod[]> {
  return client.get('subscription-periods', options);
}

export function getThemes(client: ApiClient, options: Signal = {}): Promise<Theme[]> {
  return client.get('themes', options);
}

export const referenceKeys = {
  all: ['reference'] as const,
  categories: () => [...referenceKeys.all, 'categories'] as const,
  roles: () => [...referenceKeys.all, 'roles'] as const,
  countries: (query: CountryQuery = {}) => [...referenceKeys.all, 'countries', query] as const,
  timezones: () => [...referenceKeys.all, 'timezones'] as const,
  settings: () => [...referenceKeys.all, 'settings'] as const,
  tags: () => [...referenceKeys.all, 'tags'] as const,
  subscriptionPeriods: () => [...referenceKeys.all, 'subscription-periods'] as const,
  themes: () => [...referenceKeys.all, 'themes'] as const,
};

/** Reference lists change rarely; an hour saves refetching them on every screen. */
export const REFERENCE_STALE_TIME_MS = 60 * 60 * 1000;

export const referenceQueries = {
  categories: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.categories(),
      queryFn: ({ signal }) => getCategories(client, { signal }),
      staleTime: REFERENCE_STALE_TIME_MS,
    }),
  roles: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.roles(),
      queryFn: ({ signal }) => getRoles(client, { signal }),
      staleTime: REFERENCE_STALE_TIME_MS,
    }),
  countries: (client: ApiClient, query: CountryQuery = {}) =>
    queryOptions({
      queryKey: referenceKeys.countries(query),
      queryFn: ({ signal }) => getCountries(client, query, { signal }),
      staleTime: REFERENCE_STALE_TIME_MS,
    }),
  timezones: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.timezones(),
      queryFn: ({ signal }) => getTimezones(client, { signal }),
      staleTime: REFERENCE_STALE_TIME_MS,
    }),
  settings: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.settings(),
      queryFn: ({ signal }) => getSettings(client, { signal }),
      staleTime: REFERENCE_STALE_TIME_MS,
    }),
  tags: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.tags(),
      queryFn: ({ signal }) => getTags(client, { signal }),
      staleTime: REFERENCE_STALE_TIME_MS,
    }),
  subscriptionPeriods: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.subscriptionPeriods(),
      queryFn: ({ signal }) => getSubscriptionPeriods(client, { signal }),
      staleTime: REFERENCE_STALE_TIME_MS,
    }),
  themes: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.themes(),
      queryFn: ({ signal }) => getThemes(client, { signal }),
      staleTime: REFERENCE_STALE_TIME_MS,
    }),
};
