import { queryOptions } from '@tanstack/react-query';
import {
  FILE_ITEM_TYPES,
  type BulkUpdateThemeEntitiesInput,
  type BusinessThemeEntity,
  type CreateThemeEntityInput,
  type StoredFile,
  type ThemeEntityItemsInput,
  type ThemeImage,
  type ThemeImageOrderInput,
} from '@rendezvous/domain';
import { uploadFile } from './files';
import type { ApiClient } from './http';

/**
 * The website manager (theme images) and the real-estate theme editor (blocks and their
 * items). A block's content is read with the business: GET business/{id}?appendThemeEntities=true
 * (see businessQueries); after a change, invalidate that query.
 */

export const websiteKeys = {
  all: ['website'] as const,
  themeImages: (businessId: number) => [...websiteKeys.all, 'theme-images', businessId] as const,
};

/** GET business/{id}/themeImages, in display order. */
export function getThemeImages(
  client: ApiClient,
  businessId: number,
  options: { signal?: AbortSignal } = {},
): Promise<ThemeImage[]> {
  return client.get(`business/${businessId}/themeImages`, { signal: options.signal });
}

/** POST business/{id}/update-theme-image-order; answers the images in their new order. */
export function updateThemeImageOrder(
  client: ApiClient,
  input: ThemeImageOrderInput,
): Promise<ThemeImage[]> {
  return client.post(`business/${input.business_id}/update-theme-image-order`, { json: input });
}

/** POST business/{id}/theme-image (multipart field "image"): added after the others. */
export function uploadThemeImage(
  client: ApiClient,
  businessId: number,
  image: Blob,
): Promise<ThemeImage> {
  const form = new FormData();
  form.append('image', image, image instanceof File ? image.name : 'image');
  return client.post(`business/${businessId}/theme-image`, { body: form });
}

/** DELETE business/{id}/theme-image/{imageId}. */
export function deleteThemeImage(
  client: ApiClient,
  businessId: number,
  imageId: number,
): Promise<{ id: number }> {
  return client.delete(`business/${businessId}/theme-image/${imageId}`);
}

/**
 * POST business-theme-entities: a new block (its items come next). The group must hold the
 * type (THEME_ENTITY_KINDS); a second single block (header image, contact...) is a 409.
 */
export function createThemeEntity(
  client: ApiClient,
  input: CreateThemeEntityInput,
): Promise<BusinessThemeEntity> {
  return client.post('business-theme-entities', { json: input });
}

/** PUT business-theme-entities/bulk-update: saves orders (action cards after a drag). */
export function bulkUpdateThemeEntities(
  client: ApiClient,
  input: BulkUpdateThemeEntitiesInput,
): Promise<BusinessThemeEntity[]> {
  return client.put('business-theme-entities/bulk-update', { json: input });
}

/** DELETE business-theme-entities/{id}: the block with its items and images. */
export function deleteThemeEntity(client: ApiClient, id: number): Promise<null> {
  return client.delete(`business-theme-entities/${id}`);
}

/**
 * POST business-theme-entity-items: items as key -> value, each key checked against the
 * block's type (a property: the fields of its property type; `sold` '1'/'0'). A key already
 * stored is updated. Images are not items sent here: use uploadThemeEntityImage.
 */
export function createThemeEntityItems(
  client: ApiClient,
  input: ThemeEntityItemsInput,
): Promise<BusinessThemeEntity> {
  return client.post('business-theme-entity-items', { json: input });
}

/** PUT business-theme-entity-items/bulk-update: a property changing type drops its former features. */
export function bulkUpdateThemeEntityItems(
  client: ApiClient,
  input: ThemeEntityItemsInput,
): Promise<BusinessThemeEntity> {
  return client.put('business-theme-entity-items/bulk-update', { json: input });
}

/** Adds an image to a block (a new `image` item) through POST file/upload. */
export function uploadThemeEntityImage(
  client: ApiClient,
  entity: Pick<BusinessThemeEntity, 'id' | 'business_id'>,
  file: Blob,
): Promise<StoredFile> {
  return uploadFile(client, {
    business_id: entity.business_id,
    entity_type: 'business_theme_entity',
    entity_id: entity.id,
    item_type: FILE_ITEM_TYPES.business_theme_entity,
    file,
  });
}

export const websiteQueries = {
  themeImages: (client: ApiClient, businessId: number) =>
    queryOptions({
      queryKey: websiteKeys.themeImages(businessId),
      queryFn: ({ signal }) => getThemeImages(client, businessId, { signal }),
    }),
};
