import { FileMessages, type UploadImageMimeType } from '@rendezvous/domain';
import { z } from 'zod';

export interface ImageType {
  mime: UploadImageMimeType;
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What an image really is, read from its first bytes, whatever its name or declared type says.
 * Only PNG, JPEG, GIF and WebP are recognised; SVG (which can carry script), HTML and anything
 * else is null.
 */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { mime: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return null;
}

/**
 * The file part of a multipart body, as @fastify/multipart hands it over (a Buffer), checked
 * by content. Documented in OpenAPI as binary; the size limit is the multipart parser's, which
 * refuses a larger file before it is read whole.
 */
export function imagePart(maxBytes: number) {
  return z
    .custom<Buffer>((value) => Buffer.isBuffer(value) && value.length > 0, {
      error: FileMessages.fileRequired,
    })
    .refine((bytes) => detectImageType(bytes) !== null, { error: FileMessages.notAnImage })
    .meta({
      type: 'string',
      format: 'binary',
      contentMediaType: 'image/png, image/jpeg, image/gif, image/webp',
      maxLength: maxBytes,
      description: `A PNG, JPEG, GIF or WebP image of at most ${maxBytes} bytes (decided by its content).`,
    });
}
