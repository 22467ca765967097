import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@rendezvous/api-client';
import type {
  BulkUpdateThemeEntitiesInput,
  BusinessThemeEntity,
  CreateThemeEntityInput,
  ThemeEntityItem,
  ThemeEntityItemsInput,
  ThemeImage,
  ThemeImageOrderInput,
} from '@rendezvous/domain';

/*
 * The website calls of the spec (§7 Theme), as the console uses them. Their owner is adding them
 * to @rendezvous/api-client under the same names; this module is the console's one place that
 * knows them.
 */

export const themeImageKeys = {
  all: ['theme-images'] as const,
  list: (businessId: number) => [...themeImageKeys.all, businessId] as const,
};

/** GET business/{id}/themeImages, in their saved order. */
export function getThemeImages(
  client: ApiClient,
  businessId: number,
  options: { signal?: AbortSignal } = {},
): Promise<ThemeImage[]> {
  return client.get(`business/${businessId}/themeImages`, { signal: options.signal });
}

export const themeImageQueries = {
  list: (client: ApiClient, businessId: number) =>
    queryOptions({
      queryKey: themeImageKeys.list(businessId),
      queryFn: ({ signal }) => getThemeImages(client, businessId, { signal }),
    }),
};

/** POST business/{id}/theme-image (multipart, field `image`): adds one theme image at the end. */
export function uploadThemeImage(
  client: ApiClient,
  businessId: number,
  file: Blob,
): Promise<ThemeImage> {
  const body = new FormData();
  body.append('image', file, file instanceof File ? file.name : 'image');
  return client.post(`business/${businessId}/theme-image`, { body });
}

/** DELETE business/{id}/theme-image/{imageId}. */
export function deleteThemeImage(
  client: ApiClient,
  businessId: number,
  imageId: number,
): Promise<null> {
  return client.delete(`business/${businessId}/theme-image/${imageId}`);
}

/** POST business/{id}/update-theme-image-order. */
export function updateThemeImageOrder(
  client: ApiClient,
  businessId: number,
  input: ThemeImageOrderInput,
): Promise<ThemeImage[]> {
  return client.post(`business/${businessId}/update-theme-image-order`, { json: input });
}

/** POST business-theme-entities: a new, empty block. */
export function createThemeEntity(
  client: ApiClient,
  input: CreateThemeEntityInput,
): Promise<BusinessThemeEntity> {
  return client.post('business-theme-entities', { json: input });
}

/** PUT business-theme-entities/bulk-update: new orders after a drag. */
export function bulkUpdateThemeEntities(
  client: ApiClient,
  input: BulkUpdateThemeEntitiesInput,
): Promise<BusinessThemeEntity[]> {
  return client.put('business-theme-entities/bulk-update', { json: input });
}

/** DELETE business-theme-entities/{id}, with its items and images. */
export function deleteThemeEntity(client: ApiClient, id: number): Promise<null> {
  return client.delete(`business-theme-entities/${id}`);
}

/** POST business-theme-entity-items: the first items of a block. */
export function createThemeEntityItems(
  client: ApiClient,
  input: ThemeEntityItemsInput,
): Promise<ThemeEntityItem[]> {
  return client.post('business-theme-entity-items', { json: input });
}

/** PUT business-theme-entity-items/bulk-update: new values (a key not there yet is added). */
export function bulkUpdateThemeEntityItems(
  client: ApiClient,
  input: ThemeEntityItemsInput,
): Promise<ThemeEntityItem[]> {
  return client.put('business-theme-entity-items/bulk-update', { json: input });
}
