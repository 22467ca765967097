import { describe, expect, it } from 'vitest';
import {
  FileInputSchema,
  FileMessages,
  UPLOAD_MAX_BYTES,
  checkImageFile,
  formatUploadLimit,
  imageTooLargeMessage,
} from './file';

describe('uploaded images', () => {
  it('say the limit in megabytes', () => {
    expect(formatUploadLimit(UPLOAD_MAX_BYTES)).toBe('5 MB');
    expect(imageTooLargeMessage()).toBe('The image must be 5 MB or smaller.');
    expect(formatUploadLimit(1024)).toBe('1 KB');
  });

  it('accept PNG, JPEG, GIF and WebP up to the limit, nothing else', () => {
    expect(checkImageFile({ type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 10 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'The image must be 5 MB or smaller.',
    );
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe(FileMessages.notAnImage);
    expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe(
      'The file must be an image (PNG, JPEG, GIF or WebP).',
    );
  });

  it('read the multipart text fields as numbers and known kinds', () => {
    expect(
      FileInputSchema.parse({
        business_id: '3',
        entity_type: 'service',
        entity_id: '12',
        item_type: 'service_image',
      }),
    ).toEqual({ business_id: 3, entity_type: 'service', entity_id: 12, item_type: 'service_image' });
    expect(
      FileInputSchema.safeParse({ business_id: '3', entity_type: 'hostile', entity_id: '1', item_type: 'service_image' })
        .success,
    ).toBe(false);
  });
});
