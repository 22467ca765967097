import type {
  Admin,
  FileAction,
  FileEntityType,
  FileItemType,
  StoredFile,
} from '@rendezvous/domain';
import type { ApiClient } from './http';

/**
 * Image uploads. Every call sends a multipart body (FormData): the client leaves its
 * Content-Type to fetch, which adds the boundary, and still sends the usual headers.
 */

export type FileTarget = {
  business_id: number;
  entity_type: FileEntityType;
  entity_id: number;
  item_type: FileItemType;
  /** One image of an entity holding several (a theme entity); else its current image. */
  file_id?: number;
};

export type FileUpload = FileTarget & {
  file: Blob;
  /** Sent as the `action` field; the path already says it. */
  action?: FileAction;
};

function formOf(fields: Record<string, string | number | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) {
      // A bare Blob has no name; the API does not need one, but multipart parsers expect one.
      form.append(key, value, value instanceof File ? value.name : 'image');
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

/** POST file/upload: stores the image and shows it on the entity (logo_url or image_url). */
export function uploadFile(client: ApiClient, input: FileUpload): Promise<StoredFile> {
  return client.post('file/upload', { body: formOf({ ...input, action: input.action ?? 'upload' }) });
}

/** POST file/replace: stores the new image and removes the one it replaces. */
export function replaceFile(client: ApiClient, input: FileUpload): Promise<StoredFile> {
  return client.post('file/replace', { body: formOf({ ...input, action: input.action ?? 'replace' }) });
}

/** POST file/delete: removes the image and clears the entity's column. */
export function deleteFile(client: ApiClient, target: FileTarget): Promise<null> {
  return client.post('file/delete', { body: formOf({ ...target, action: 'delete' }) });
}

/** A service or consultant service after an image call: its id and new image_url. */
export type ImageOwner = { id: number; image_url: string | null };

/** POST service/{id}/image (form field 'image'). */
export function uploadServiceImage(client: ApiClient, id: number, file: Blob): Promise<ImageOwner> {
  return client.post(`service/${id}/image`, { body: formOf({ image: file }) });
}

/** DELETE service/{id}/image. */
export function deleteServiceImage(client: ApiClient, id: number): Promise<ImageOwner> {
  return client.delete(`service/${id}/image`);
}

/** POST consultant-service/{id}/image (form field 'image'). */
export function uploadConsultantServiceImage(
  client: ApiClient,
  id: number,
  file: Blob,
): Promise<ImageOwner> {
  return client.post(`consultant-service/${id}/image`, { body: formOf({ image: file }) });
}

/** DELETE consultant-service/{id}/image. */
export function deleteConsultantServiceImage(client: ApiClient, id: number): Promise<ImageOwner> {
  return client.delete(`consultant-service/${id}/image`);
}

/** POST admin/{id}/image (form field 'image'): the admin's profile photo. */
export function uploadAdminImage(client: ApiClient, id: number, file: Blob): Promise<Admin> {
  return client.post(`admin/${id}/image`, { body: formOf({ image: file }) });
}

/** DELETE admin/{id}/image. */
export function deleteAdminImage(client: ApiClient, id: number): Promise<Admin> {
  return client.delete(`admin/${id}/image`);
}
