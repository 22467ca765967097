import { z } from './zod';
import { CoercedIdSchema, IdSchema, TimestampSchema } from './common';

/* ------------------------------------------------------------------------------------------ */
/* Uploaded images                                                                            */
/* ------------------------------------------------------------------------------------------ */

/** The default upload limit (the API's UPLOAD_MAX_BYTES): 5 MiB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The only kinds of file the API stores, decided by the file's content, never its name or the
 * type the browser claims. SVG is refused: it can carry script.
 */
export const UPLOAD_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadImageMimeType = (typeof UPLOAD_IMAGE_MIME_TYPES)[number];

/** "5 MB" for 5 MiB; one decimal below a whole number of megabytes. */
export function formatUploadLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Math.round(mb * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const FileMessages = {
  notAnImage: 'The file must be an image (PNG, JPEG, GIF or WebP).',
  fileRequired: 'Choose an image to upload.',
  noImage: 'There is no image to replace or remove.',
  uploaded: 'Image uploaded',
  replaced: 'Image replaced',
  removed: 'Image removed',
} as const;

/** 'The image must be 5 MB or smaller.' for the given limit. */
export function imageTooLargeMessage(maxBytes: number = UPLOAD_MAX_BYTES): string {
  return `The image must be ${formatUploadLimit(maxBytes)} or smaller.`;
}

/**
 * What an uploaded image illustrates, and the one item kind each takes. A theme entity (a
 * property, an action card...) may hold several images; every other entity holds one, shown
 * through its `logo_url` or `image_url`.
 */
export const FILE_ITEM_TYPES = {
  business: 'business_logo_image',
  service_category: 'service_category_image',
  service: 'service_image',
  consultant_service: 'consultant_service_image',
  admin: 'admin_image',
  user: 'user_image',
  business_theme_entity: 'business_theme_entity_item_image',
} as const;
export type FileEntityType = keyof typeof FILE_ITEM_TYPES;
export type FileItemType = (typeof FILE_ITEM_TYPES)[FileEntityType];
export const FILE_ENTITY_TYPES = Object.keys(FILE_ITEM_TYPES) as [FileEntityType, ...FileEntityType[]];
export const FILE_ITEM_TYPE_VALUES = Object.values(FILE_ITEM_TYPES) as [FileItemType, ...FileItemType[]];

export const FILE_ACTIONS = ['upload', 'replace', 'delete'] as const;
export type FileAction = (typeof FILE_ACTIONS)[number];

/**
 * The text fields of a multipart POST file/upload, file/replace or file/delete (the image
 * itself travels as the part `file`). `file_id` picks one image of an entity holding several;
 * without it, replace and delete act on the entity's current image.
 */
export const FileInputSchema = z.object({
  business_id: CoercedIdSchema,
  action: z.enum(FILE_ACTIONS).optional(),
  entity_type: z.enum(FILE_ENTITY_TYPES),
  entity_id: CoercedIdSchema,
  item_type: z.enum(FILE_ITEM_TYPE_VALUES),
  file_id: CoercedIdSchema.optional(),
});
export type FileInput = z.infer<typeof FileInputSchema>;

/** A stored image as the API describes it. */
export const StoredFileSchema = z.object({
  id: IdSchema,
  business_id: IdSchema.nullable(),
  entity_type: z.enum(FILE_ENTITY_TYPES),
  entity_id: IdSchema,
  item_type: z.enum(FILE_ITEM_TYPE_VALUES).nullable(),
  url: z.string(),
  mime_type: z.enum(UPLOAD_IMAGE_MIME_TYPES),
  size_bytes: z.number().int().nonnegative(),
  created_at: TimestampSchema,
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** What a client can tell before sending: the browser's claimed type and the size. */
export function checkImageFile(
  file: { type: string; size: number },
  maxBytes: number = UPLOAD_MAX_BYTES,
): string | null {
  if (!(UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return FileMessages.notAnImage;
  if (file.size > maxBytes) return imageTooLargeMessage(maxBytes);
  return null;
}
